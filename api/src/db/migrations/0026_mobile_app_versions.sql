CREATE TABLE "mobile_app_versions" (
	"platform" text PRIMARY KEY NOT NULL,
	"current_version" text NOT NULL,
	"minimum_version" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mobile_app_versions" ADD CONSTRAINT "mobile_app_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;