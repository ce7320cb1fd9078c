DROP INDEX "loan_disbursements_loan_unique";--> statement-breakpoint
ALTER TABLE "loan_disbursements" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_disbursements" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "loan_disbursements" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "loan_disbursements" ADD CONSTRAINT "loan_disbursements_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_disbursements_loan_attempt_unique" ON "loan_disbursements" USING btree ("loan_id","attempt");