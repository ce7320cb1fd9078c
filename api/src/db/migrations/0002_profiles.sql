CREATE TABLE "corenter_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_profile_id" integer NOT NULL,
	"recipient_profile_id" integer,
	"invite_email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"replaces_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "corenters" (
	"profile_id" integer NOT NULL,
	"corenter_profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corenters_profile_id_corenter_profile_id_pk" PRIMARY KEY("profile_id","corenter_profile_id")
);
--> statement-breakpoint
CREATE TABLE "credit_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"pre_approval_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_score_update_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pre_approval_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_pet_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"pet_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"placeholder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_approval_incomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"pre_approval_id" integer NOT NULL,
	"employer_name" text NOT NULL,
	"period" text NOT NULL,
	"gross_amount" integer,
	"net_amount" integer NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"kennitala" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"credit_result" jsonb NOT NULL,
	"avg_net_income" integer,
	"consent_at" timestamp with time zone NOT NULL,
	"committed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"birth_year" integer NOT NULL,
	"shared_custody" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"institution_id" text,
	"institution_name" text NOT NULL,
	"program" text,
	"start_year" integer,
	"end_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" text,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_interests" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"interest_tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_pets" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"breed" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"address" text,
	"rental_start" date,
	"rental_end" date,
	"pdf_attachment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visibility_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"resource" text NOT NULL,
	"option" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_profiles" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "rental_profiles" ADD COLUMN "is_smoker" boolean;--> statement-breakpoint
ALTER TABLE "rental_profiles" ADD COLUMN "profile_image" jsonb;--> statement-breakpoint
ALTER TABLE "rental_profiles" ADD COLUMN "cover_image" jsonb;--> statement-breakpoint
ALTER TABLE "rental_profiles" ADD COLUMN "currently_based_place_id" text;--> statement-breakpoint
ALTER TABLE "rental_profiles" ADD COLUMN "currently_based_name" text;--> statement-breakpoint
ALTER TABLE "rental_profiles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "corenter_requests" ADD CONSTRAINT "corenter_requests_sender_profile_id_rental_profiles_id_fk" FOREIGN KEY ("sender_profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corenter_requests" ADD CONSTRAINT "corenter_requests_recipient_profile_id_rental_profiles_id_fk" FOREIGN KEY ("recipient_profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corenters" ADD CONSTRAINT "corenters_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corenters" ADD CONSTRAINT "corenters_corenter_profile_id_rental_profiles_id_fk" FOREIGN KEY ("corenter_profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lookups" ADD CONSTRAINT "credit_lookups_pre_approval_id_pre_approvals_id_fk" FOREIGN KEY ("pre_approval_id") REFERENCES "public"."pre_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lookups" ADD CONSTRAINT "credit_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_score_update_requests" ADD CONSTRAINT "credit_score_update_requests_pre_approval_id_pre_approvals_id_fk" FOREIGN KEY ("pre_approval_id") REFERENCES "public"."pre_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_score_update_requests" ADD CONSTRAINT "credit_score_update_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_score_update_requests" ADD CONSTRAINT "credit_score_update_requests_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pet_photos" ADD CONSTRAINT "profile_pet_photos_pet_id_profile_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."profile_pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approval_incomes" ADD CONSTRAINT "pre_approval_incomes_pre_approval_id_pre_approvals_id_fk" FOREIGN KEY ("pre_approval_id") REFERENCES "public"."pre_approvals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_approvals" ADD CONSTRAINT "pre_approvals_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_attachments" ADD CONSTRAINT "profile_attachments_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_children" ADD CONSTRAINT "profile_children_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_educations" ADD CONSTRAINT "profile_educations_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_employers" ADD CONSTRAINT "profile_employers_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_interests" ADD CONSTRAINT "profile_interests_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pets" ADD CONSTRAINT "profile_pets_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD CONSTRAINT "profile_reviews_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD CONSTRAINT "profile_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reviews" ADD CONSTRAINT "profile_reviews_pdf_attachment_id_profile_attachments_id_fk" FOREIGN KEY ("pdf_attachment_id") REFERENCES "public"."profile_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_settings" ADD CONSTRAINT "visibility_settings_profile_id_rental_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."rental_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corenter_requests_sender_idx" ON "corenter_requests" USING btree ("sender_profile_id","status");--> statement-breakpoint
CREATE INDEX "corenter_requests_recipient_idx" ON "corenter_requests" USING btree ("recipient_profile_id","status");--> statement-breakpoint
CREATE INDEX "corenter_requests_email_idx" ON "corenter_requests" USING btree ("invite_email");--> statement-breakpoint
CREATE UNIQUE INDEX "corenter_requests_pending_unique" ON "corenter_requests" USING btree ("sender_profile_id","recipient_profile_id") WHERE status = 'pending' and recipient_profile_id is not null;--> statement-breakpoint
CREATE INDEX "credit_lookups_pre_approval_idx" ON "credit_lookups" USING btree ("pre_approval_id");--> statement-breakpoint
CREATE INDEX "credit_score_update_requests_status_idx" ON "credit_score_update_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "credit_score_update_requests_pa_idx" ON "credit_score_update_requests" USING btree ("pre_approval_id");--> statement-breakpoint
CREATE INDEX "profile_pet_photos_pet_idx" ON "profile_pet_photos" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "pre_approval_incomes_idx" ON "pre_approval_incomes" USING btree ("pre_approval_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_approvals_profile_unique" ON "pre_approvals" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_attachments_profile_idx" ON "profile_attachments" USING btree ("profile_id","kind");--> statement-breakpoint
CREATE INDEX "profile_children_profile_idx" ON "profile_children" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_educations_profile_idx" ON "profile_educations" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profile_employers_profile_idx" ON "profile_employers" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_interests_unique" ON "profile_interests" USING btree ("profile_id","interest_tag");--> statement-breakpoint
CREATE INDEX "profile_pets_profile_idx" ON "profile_pets" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_reviews_author_unique" ON "profile_reviews" USING btree ("profile_id","author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_settings_unique" ON "visibility_settings" USING btree ("profile_id","resource");--> statement-breakpoint
CREATE INDEX "rental_applications_tenant_idx" ON "rental_applications" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "rental_applications_listing_idx" ON "rental_applications" USING btree ("listing_id");