ALTER TABLE "loan_signing_processes" ADD COLUMN "co_signer_user_id" integer;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD COLUMN "co_signer_name" text;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD COLUMN "co_signer_kennitala" text;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD COLUMN "co_signer_email" text;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD COLUMN "co_signer_language" text;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD COLUMN "co_signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loan_signing_processes" ADD CONSTRAINT "loan_signing_processes_co_signer_user_id_users_id_fk" FOREIGN KEY ("co_signer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;