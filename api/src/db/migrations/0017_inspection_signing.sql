CREATE TABLE "inspection_addenda" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"text" text NOT NULL,
	"created_by" integer,
	"committed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"inspection_user_id" integer NOT NULL,
	"is_present" boolean NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_signed_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"inspection_user_id" integer NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"kennitala" text NOT NULL,
	"phone" text,
	"email" text,
	"language" text DEFAULT 'is' NOT NULL,
	"provider_signer_id" text,
	"signing_url" text,
	"invited_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_signing_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"provider_process_id" text,
	"status" text DEFAULT 'starting' NOT NULL,
	"document_hash" text NOT NULL,
	"document_storage_key" text NOT NULL,
	"idempotency_key" text,
	"started_by" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_signing_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"process_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_addenda" ADD CONSTRAINT "inspection_addenda_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_addenda" ADD CONSTRAINT "inspection_addenda_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_attendance" ADD CONSTRAINT "inspection_attendance_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_attendance" ADD CONSTRAINT "inspection_attendance_inspection_user_id_inspection_users_id_fk" FOREIGN KEY ("inspection_user_id") REFERENCES "public"."inspection_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_attendance" ADD CONSTRAINT "inspection_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_signed_documents" ADD CONSTRAINT "inspection_signed_documents_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_signers" ADD CONSTRAINT "inspection_signers_process_id_inspection_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."inspection_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_signers" ADD CONSTRAINT "inspection_signers_inspection_user_id_inspection_users_id_fk" FOREIGN KEY ("inspection_user_id") REFERENCES "public"."inspection_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_signers" ADD CONSTRAINT "inspection_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_signing_processes" ADD CONSTRAINT "inspection_signing_processes_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_signing_processes" ADD CONSTRAINT "inspection_signing_processes_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_signing_receipts" ADD CONSTRAINT "inspection_signing_receipts_process_id_inspection_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."inspection_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_addenda_report_idx" ON "inspection_addenda" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_attendance_unique" ON "inspection_attendance" USING btree ("report_id","inspection_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_signed_documents_unique" ON "inspection_signed_documents" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "inspection_signers_process_idx" ON "inspection_signers" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_signers_person_unique" ON "inspection_signers" USING btree ("process_id","inspection_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_signing_processes_open_unique" ON "inspection_signing_processes" USING btree ("report_id") WHERE status in ('starting', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_signing_processes_key_unique" ON "inspection_signing_processes" USING btree ("report_id","idempotency_key");