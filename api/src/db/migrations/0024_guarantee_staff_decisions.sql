ALTER TABLE "rental_guarantees" ADD COLUMN "staff_decided_by" integer;--> statement-breakpoint
ALTER TABLE "rental_guarantees" ADD COLUMN "staff_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_guarantees" ADD COLUMN "staff_decision_reason" text;--> statement-breakpoint
ALTER TABLE "rental_guarantees" ADD CONSTRAINT "rental_guarantees_staff_decided_by_users_id_fk" FOREIGN KEY ("staff_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;