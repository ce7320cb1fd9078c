CREATE TABLE "default_interest_rates" (
	"from" date PRIMARY KEY NOT NULL,
	"yearly_basis_points" integer NOT NULL,
	"source" text NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "default_interest_rates" ADD CONSTRAINT "default_interest_rates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_interest_rates" ADD CONSTRAINT "default_interest_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;