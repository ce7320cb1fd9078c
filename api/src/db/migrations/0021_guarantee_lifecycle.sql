CREATE TABLE "guarantee_cancellation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"requested_by" integer,
	"requested_by_role" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_by" integer,
	"answer_reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_signing_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"provider_process_id" text,
	"status" text DEFAULT 'starting' NOT NULL,
	"document_hash" text NOT NULL,
	"document_storage_key" text NOT NULL,
	"idempotency_key" text,
	"signer_user_id" integer,
	"signer_name" text NOT NULL,
	"signer_kennitala" text NOT NULL,
	"signer_phone" text,
	"signer_email" text,
	"signer_language" text DEFAULT 'is' NOT NULL,
	"provider_signer_id" text,
	"signing_url" text,
	"invited_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_signing_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"process_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guarantee_cancellation_requests" ADD CONSTRAINT "guarantee_cancellation_requests_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_cancellation_requests" ADD CONSTRAINT "guarantee_cancellation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_cancellation_requests" ADD CONSTRAINT "guarantee_cancellation_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_signing_processes" ADD CONSTRAINT "guarantee_signing_processes_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_signing_processes" ADD CONSTRAINT "guarantee_signing_processes_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_signing_receipts" ADD CONSTRAINT "guarantee_signing_receipts_process_id_guarantee_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."guarantee_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_statements" ADD CONSTRAINT "guarantee_statements_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guarantee_cancellation_requests_guarantee_idx" ON "guarantee_cancellation_requests" USING btree ("guarantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_cancellation_requests_pending_unique" ON "guarantee_cancellation_requests" USING btree ("guarantee_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_signing_processes_open_unique" ON "guarantee_signing_processes" USING btree ("guarantee_id") WHERE status in ('starting', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_signing_processes_key_unique" ON "guarantee_signing_processes" USING btree ("guarantee_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_statements_unique" ON "guarantee_statements" USING btree ("guarantee_id");