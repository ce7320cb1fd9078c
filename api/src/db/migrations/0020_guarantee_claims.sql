CREATE TABLE "guarantee_claim_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"line_id" integer,
	"uploader_id" integer,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"inspection_issue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response" text,
	"response_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"created_by" integer,
	"type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"return_date" date,
	"committed_at" timestamp with time zone,
	"principal_responded_at" timestamp with time zone,
	"obligee_responded_at" timestamp with time zone,
	"is_deemed_accepted" boolean DEFAULT false NOT NULL,
	"accepted_amount" integer,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_recourse_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"guarantee_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guarantee_claim_files" ADD CONSTRAINT "guarantee_claim_files_claim_id_guarantee_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."guarantee_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claim_files" ADD CONSTRAINT "guarantee_claim_files_line_id_guarantee_claim_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."guarantee_claim_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claim_files" ADD CONSTRAINT "guarantee_claim_files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claim_lines" ADD CONSTRAINT "guarantee_claim_lines_claim_id_guarantee_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."guarantee_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD CONSTRAINT "guarantee_claims_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_recourse_claims" ADD CONSTRAINT "guarantee_recourse_claims_claim_id_guarantee_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."guarantee_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_recourse_claims" ADD CONSTRAINT "guarantee_recourse_claims_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_recourse_claims" ADD CONSTRAINT "guarantee_recourse_claims_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guarantee_claim_files_claim_idx" ON "guarantee_claim_files" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "guarantee_claim_lines_claim_idx" ON "guarantee_claim_lines" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "guarantee_claims_guarantee_idx" ON "guarantee_claims" USING btree ("guarantee_id","created_at");--> statement-breakpoint
CREATE INDEX "guarantee_claims_status_idx" ON "guarantee_claims" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_recourse_claims_claim_idx" ON "guarantee_recourse_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "guarantee_recourse_claims_tenant_idx" ON "guarantee_recourse_claims" USING btree ("tenant_id");