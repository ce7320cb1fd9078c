CREATE TABLE "loan_co_applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"email" text NOT NULL,
	"kennitala" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"inviter_id" integer,
	"user_id" integer,
	"consent_id" integer,
	"household" jsonb,
	"credit_status" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "loan_co_applicants" ADD CONSTRAINT "loan_co_applicants_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_co_applicants" ADD CONSTRAINT "loan_co_applicants_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_co_applicants" ADD CONSTRAINT "loan_co_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_co_applicants" ADD CONSTRAINT "loan_co_applicants_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_co_applicants_loan_idx" ON "loan_co_applicants" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_co_applicants_open_unique" ON "loan_co_applicants" USING btree ("loan_id") WHERE status in ('pending', 'accepted');