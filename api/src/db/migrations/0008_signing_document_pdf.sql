ALTER TABLE "contract_signing_processes" ADD COLUMN "document_lang" text;--> statement-breakpoint
ALTER TABLE "contract_signing_processes" ADD COLUMN "document_storage_key" text;