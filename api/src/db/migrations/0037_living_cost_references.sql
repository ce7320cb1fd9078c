CREATE TABLE "living_cost_references" (
	"from" date PRIMARY KEY NOT NULL,
	"first_adult" integer NOT NULL,
	"other_adult" integer NOT NULL,
	"per_child" integer NOT NULL,
	"source" text NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "living_cost_references" ADD CONSTRAINT "living_cost_references_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;