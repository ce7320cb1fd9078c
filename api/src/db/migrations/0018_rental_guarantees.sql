CREATE TABLE "credit_assessment_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"consent_id" integer NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	"grade" text NOT NULL,
	"decision" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_guarantees" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"contract_id" integer,
	"monthly_rent" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"decision" text,
	"credit_grade" text,
	"cash_threshold_percent" integer,
	"cash_threshold_amount" integer,
	"yearly_premium" integer,
	"assessed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_assessment_results" ADD CONSTRAINT "credit_assessment_results_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_assessment_results" ADD CONSTRAINT "credit_assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_assessment_results" ADD CONSTRAINT "credit_assessment_results_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_guarantees" ADD CONSTRAINT "rental_guarantees_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_guarantees" ADD CONSTRAINT "rental_guarantees_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_assessment_results_guarantee_idx" ON "credit_assessment_results" USING btree ("guarantee_id");--> statement-breakpoint
CREATE INDEX "rental_guarantees_tenant_idx" ON "rental_guarantees" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_guarantees_contract_idx" ON "rental_guarantees" USING btree ("contract_id");