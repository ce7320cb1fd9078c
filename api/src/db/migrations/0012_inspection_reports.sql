CREATE TABLE "inspection_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"description" text NOT NULL,
	"severity" text NOT NULL,
	"responsibility" text NOT NULL,
	"is_carried" boolean DEFAULT false NOT NULL,
	"carried_from_issue_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"sign_type" text,
	"committed_at" timestamp with time zone,
	"previous_report_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tag" text NOT NULL,
	"name" text,
	"position" integer NOT NULL,
	"condition" text,
	"note" text DEFAULT '' NOT NULL,
	"carried_from_subject_id" integer,
	"previous_condition" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"position" integer NOT NULL,
	"carried_from_unit_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"is_individual" boolean DEFAULT true NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_issues" ADD CONSTRAINT "inspection_issues_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_issues" ADD CONSTRAINT "inspection_issues_subject_id_inspection_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."inspection_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_issues" ADD CONSTRAINT "inspection_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_previous_report_id_inspection_reports_id_fk" FOREIGN KEY ("previous_report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_reports" ADD CONSTRAINT "inspection_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_subjects" ADD CONSTRAINT "inspection_subjects_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_subjects" ADD CONSTRAINT "inspection_subjects_unit_id_inspection_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inspection_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_units" ADD CONSTRAINT "inspection_units_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_users" ADD CONSTRAINT "inspection_users_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_users" ADD CONSTRAINT "inspection_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_issues_report_idx" ON "inspection_issues" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "inspection_issues_subject_idx" ON "inspection_issues" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "inspection_reports_contract_idx" ON "inspection_reports" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "inspection_reports_updated_idx" ON "inspection_reports" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "inspection_subjects_report_idx" ON "inspection_subjects" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "inspection_subjects_unit_idx" ON "inspection_subjects" USING btree ("unit_id","position");--> statement-breakpoint
CREATE INDEX "inspection_units_report_idx" ON "inspection_units" USING btree ("report_id","position");--> statement-breakpoint
CREATE INDEX "inspection_users_report_idx" ON "inspection_users" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "inspection_users_user_idx" ON "inspection_users" USING btree ("user_id");