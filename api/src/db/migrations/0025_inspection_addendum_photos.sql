CREATE TABLE "inspection_addendum_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"addendum_id" integer NOT NULL,
	"report_id" integer NOT NULL,
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
ALTER TABLE "inspection_addendum_photos" ADD CONSTRAINT "inspection_addendum_photos_addendum_id_inspection_addenda_id_fk" FOREIGN KEY ("addendum_id") REFERENCES "public"."inspection_addenda"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_addendum_photos" ADD CONSTRAINT "inspection_addendum_photos_report_id_inspection_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."inspection_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_addendum_photos" ADD CONSTRAINT "inspection_addendum_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_addendum_photos_addendum_idx" ON "inspection_addendum_photos" USING btree ("addendum_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_addendum_photos_client_key_idx" ON "inspection_addendum_photos" USING btree ("addendum_id","client_key");