CREATE TABLE "inspection_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_key_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"key_type" text NOT NULL,
	"count" integer NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspection_meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"utility" text NOT NULL,
	"meter_number" text NOT NULL,
	"value" double precision,
	"previous_value" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_comments" ADD CONSTRAINT "inspection_comments_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_comments" ADD CONSTRAINT "inspection_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_key_transactions" ADD CONSTRAINT "inspection_key_transactions_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_meter_readings" ADD CONSTRAINT "inspection_meter_readings_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_comments_report_idx" ON "inspection_comments" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "inspection_key_transactions_report_idx" ON "inspection_key_transactions" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "inspection_meter_readings_report_idx" ON "inspection_meter_readings" USING btree ("report_id");