ALTER TABLE "contracts" ADD COLUMN "amenities" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "fixtures_description" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "maintenance" jsonb;