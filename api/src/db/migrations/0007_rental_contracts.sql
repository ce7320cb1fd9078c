CREATE SEQUENCE "public"."contract_part_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"process_id" integer NOT NULL,
	"party_id" integer,
	"user_id" integer,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"kennitala" text NOT NULL,
	"phone" text,
	"email" text,
	"language" text DEFAULT 'is' NOT NULL,
	"provider_signer_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"signed_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signing_processes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"provider_process_id" text,
	"status" text DEFAULT 'starting' NOT NULL,
	"document_hash" text NOT NULL,
	"idempotency_key" text,
	"started_by" integer,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_signature_webhook_receipts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"process_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_signers" (
	"id" text PRIMARY KEY NOT NULL,
	"process_id" text NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"kennitala" text NOT NULL,
	"phone" text,
	"email" text,
	"language" text DEFAULT 'is' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"eid_ref" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_signing_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"process_id" text NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_signing_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"document_hash" text NOT NULL,
	"requires_auth" boolean DEFAULT true NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hms_sandbox_leases" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"registration_number" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"lease" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hms_submission_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"outcome" text DEFAULT 'started' NOT NULL,
	"error" text,
	"registration_number" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hms_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempts_at_resubmit" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"rejection_errors" jsonb,
	"registration_number" text,
	"payload" jsonb NOT NULL,
	"requested_by" integer,
	"registered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_key_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"handed_over_on" date NOT NULL,
	"direction" text NOT NULL,
	"key_count" integer NOT NULL,
	"description" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_private_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_special_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"template_id" integer,
	"text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_term_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_registry_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"result_count" integer NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_values" (
	"month_key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"source" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"iban" text NOT NULL,
	"holder_kennitala" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"iban" text NOT NULL,
	"outcome" text NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_collaborator_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"email" text NOT NULL,
	"access_type" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"inviter_id" integer,
	"respondent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_process_id_contract_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."contract_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_party_id_contract_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."contract_parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signing_processes" ADD CONSTRAINT "contract_signing_processes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signing_processes" ADD CONSTRAINT "contract_signing_processes_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_signature_webhook_receipts" ADD CONSTRAINT "e_signature_webhook_receipts_process_id_contract_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."contract_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_signers" ADD CONSTRAINT "sandbox_signers_process_id_sandbox_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."sandbox_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_signing_deliveries" ADD CONSTRAINT "sandbox_signing_deliveries_process_id_sandbox_signing_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."sandbox_signing_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hms_submission_attempts" ADD CONSTRAINT "hms_submission_attempts_submission_id_hms_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."hms_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hms_submissions" ADD CONSTRAINT "hms_submissions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hms_submissions" ADD CONSTRAINT "hms_submissions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_key_transactions" ADD CONSTRAINT "contract_key_transactions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_key_transactions" ADD CONSTRAINT "contract_key_transactions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_private_notes" ADD CONSTRAINT "contract_private_notes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_private_notes" ADD CONSTRAINT "contract_private_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_special_terms" ADD CONSTRAINT "contract_special_terms_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_special_terms" ADD CONSTRAINT "contract_special_terms_template_id_special_term_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."special_term_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_special_terms" ADD CONSTRAINT "contract_special_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_term_templates" ADD CONSTRAINT "special_term_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_values" ADD CONSTRAINT "index_values_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_collaborator_invitations" ADD CONSTRAINT "contract_collaborator_invitations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_collaborator_invitations" ADD CONSTRAINT "contract_collaborator_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_collaborator_invitations" ADD CONSTRAINT "contract_collaborator_invitations_respondent_id_users_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_signers_process_idx" ON "contract_signers" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signing_processes_open_unique" ON "contract_signing_processes" USING btree ("contract_id") WHERE status in ('starting', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signing_processes_key_unique" ON "contract_signing_processes" USING btree ("contract_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signing_processes_provider_unique" ON "contract_signing_processes" USING btree ("provider_process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_signers_token_unique" ON "sandbox_signers" USING btree ("token");--> statement-breakpoint
CREATE INDEX "sandbox_signers_process_idx" ON "sandbox_signers" USING btree ("process_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_signing_deliveries_event_unique" ON "sandbox_signing_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sandbox_signing_deliveries_due_idx" ON "sandbox_signing_deliveries" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_signing_processes_key_unique" ON "sandbox_signing_processes" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_signing_processes_open_idx" ON "sandbox_signing_processes" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hms_sandbox_leases_application" ON "hms_sandbox_leases" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hms_sandbox_leases_number" ON "hms_sandbox_leases" USING btree ("registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "hms_submission_attempts_unique" ON "hms_submission_attempts" USING btree ("submission_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "hms_submissions_contract_generation" ON "hms_submissions" USING btree ("contract_id","generation");--> statement-breakpoint
CREATE UNIQUE INDEX "hms_submissions_key" ON "hms_submissions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "hms_submissions_due_idx" ON "hms_submissions" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "hms_submissions_created_idx" ON "hms_submissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contract_key_transactions_contract_idx" ON "contract_key_transactions" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_private_notes_author_idx" ON "contract_private_notes" USING btree ("contract_id","author_id","id");--> statement-breakpoint
CREATE INDEX "contract_special_terms_contract_idx" ON "contract_special_terms" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "special_term_templates_language_idx" ON "special_term_templates" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "property_registry_lookups_created_idx" ON "property_registry_lookups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_user_iban_unique" ON "payout_methods" USING btree ("user_id","iban");--> statement-breakpoint
CREATE INDEX "sandbox_bank_lookups_iban_idx" ON "sandbox_bank_lookups" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "contract_invitations_contract_idx" ON "contract_collaborator_invitations" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_invitations_token_unique" ON "contract_collaborator_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_documents_unique" ON "contract_documents" USING btree ("contract_id","kind","lang");--> statement-breakpoint
CREATE INDEX "contract_parties_name_trgm_idx" ON "contract_parties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_parties_identifier_trgm_idx" ON "contract_parties" USING gin ("identifier" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contract_parties_phones_path_idx" ON "contract_parties" USING gin ("phones" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contract_parties_emails_path_idx" ON "contract_parties" USING gin ("emails" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contract_parties_agents_path_idx" ON "contract_parties" USING gin ("agents" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contracts_street_trgm_idx" ON "contracts" USING gin ((("real_estate" -> 'address' ->> 'street')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_units_path_idx" ON "contracts" USING gin ((("real_estate" -> 'units')) jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contracts_utilities_path_idx" ON "contracts" USING gin ("utilities" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "contracts_termination_reasons_path_idx" ON "contracts" USING gin ("termination_reasons" jsonb_path_ops);