CREATE TABLE "rental_guarantee_applicant_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"email" text NOT NULL,
	"kennitala" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"inviter_id" integer,
	"respondent_id" integer,
	"send_count" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"identity_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_guarantee_applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"guarantee_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"invitation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_guarantee_applicant_invitations" ADD CONSTRAINT "rental_guarantee_applicant_invitations_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_guarantee_applicant_invitations" ADD CONSTRAINT "rental_guarantee_applicant_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_guarantee_applicant_invitations" ADD CONSTRAINT "rental_guarantee_applicant_invitations_respondent_id_users_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_guarantee_applicants" ADD CONSTRAINT "rental_guarantee_applicants_guarantee_id_rental_guarantees_id_fk" FOREIGN KEY ("guarantee_id") REFERENCES "public"."rental_guarantees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_guarantee_applicants" ADD CONSTRAINT "rental_guarantee_applicants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_guarantee_applicants" ADD CONSTRAINT "rental_guarantee_applicants_invitation_id_rental_guarantee_applicant_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rental_guarantee_applicant_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guarantee_invitations_guarantee_idx" ON "rental_guarantee_applicant_invitations" USING btree ("guarantee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_applicants_once" ON "rental_guarantee_applicants" USING btree ("guarantee_id","user_id");