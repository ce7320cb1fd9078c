CREATE TABLE "inspection_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"subject_id" integer,
	"issue_id" integer,
	"uploader_id" integer,
	"client_key" text,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"filename" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_unit_id_inspection_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."inspection_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_subject_id_inspection_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."inspection_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_issue_id_inspection_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."inspection_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_photos" ADD CONSTRAINT "inspection_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_photos_report_idx" ON "inspection_photos" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "inspection_photos_unit_idx" ON "inspection_photos" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "inspection_photos_subject_idx" ON "inspection_photos" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "inspection_photos_issue_idx" ON "inspection_photos" USING btree ("issue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_photos_client_key_idx" ON "inspection_photos" USING btree ("report_id","uploader_id","client_key");