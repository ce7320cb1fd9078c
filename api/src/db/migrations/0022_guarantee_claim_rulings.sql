ALTER TABLE "guarantee_claims" ADD COLUMN "ruling_body" text;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD COLUMN "ruling_reference" text;--> statement-breakpoint
ALTER TABLE "guarantee_claims" ADD COLUMN "ruled_at" timestamp with time zone;