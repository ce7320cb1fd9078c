CREATE TABLE "loan_disbursements" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"iban" text NOT NULL,
	"holder_kennitala" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" text,
	"rejection_code" text,
	"booked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_repayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"due_date" text NOT NULL,
	"final_due_date" text NOT NULL,
	"amount" integer NOT NULL,
	"claim_id" text,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_signing_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"provider_process_id" text,
	"status" text DEFAULT 'starting' NOT NULL,
	"document_hash" text NOT NULL,
	"document_storage_key" text NOT NULL,
	"idempotency_key" text,
	"signer_user_id" integer,
	"signer_name" text NOT NULL,
	"signer_kennitala" text NOT NULL,
	"signer_email" text,
	"signer_language" text DEFAULT 'is' NOT NULL,
	"provider_signer_id" text,
	"signing_url" text,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_signing_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"process_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_disbursements" ADD CONSTRAINT "loan_disbursements_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_repayments" ADD CONSTRAINT "loan_repayments_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD CONSTRAINT "loan_signing_processes_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD CONSTRAINT "loan_signing_processes_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_signing_receipts" ADD CONSTRAINT "loan_signing_receipts_process_id_loan_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."loan_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_disbursements_loan_unique" ON "loan_disbursements" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_seq_unique" ON "loan_repayments" USING btree ("loan_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_claim_unique" ON "loan_repayments" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_repayments_transaction_unique" ON "loan_repayments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "loan_repayments_paid_idx" ON "loan_repayments" USING btree ("paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_signing_processes_open_unique" ON "loan_signing_processes" USING btree ("loan_id") WHERE status in ('starting', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "loan_signing_processes_key_unique" ON "loan_signing_processes" USING btree ("loan_id","idempotency_key");