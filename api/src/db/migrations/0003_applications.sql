CREATE TABLE "rental_application_corenters" (
	"application_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	CONSTRAINT "rental_application_corenters_application_id_profile_id_pk" PRIMARY KEY("application_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "is_considered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "is_read_by_landlord" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "deny_message" text;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "denied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_application_corenters" ADD CONSTRAINT "rental_application_corenters_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_corenters" ADD CONSTRAINT "rental_application_corenters_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_applications_one_active" ON "rental_applications" USING btree ("listing_id","tenant_id") WHERE status in ('pending', 'accepted');