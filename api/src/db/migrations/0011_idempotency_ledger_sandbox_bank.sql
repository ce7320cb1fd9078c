CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"response_status" integer,
	"response_content_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"item_id" integer,
	"payout_id" integer,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"line_no" integer NOT NULL,
	"account" text NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'ISK' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_by" integer,
	"contracts_checked" integer NOT NULL,
	"contracts_unbalanced" integer NOT NULL,
	"is_balanced" boolean NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_claim_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"amount" integer NOT NULL,
	"interest_amount" integer DEFAULT 0 NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"claimant_id" text NOT NULL,
	"account" text NOT NULL,
	"payor_id" text NOT NULL,
	"template_code" text NOT NULL,
	"due_date" date NOT NULL,
	"final_due_date" date NOT NULL,
	"amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"reference" text,
	"default_interest" jsonb,
	"is_partial_payment_allowed" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'Unpaid' NOT NULL,
	"cancel_idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_iban" text NOT NULL,
	"to_kennitala" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"rejection_code" text,
	"reverse_idempotency_key" text,
	"booked_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_item_id_payment_schedule_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payment_schedule_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_reconciliations" ADD CONSTRAINT "ledger_reconciliations_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_unique" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_event_line_unique" ON "ledger_entries" USING btree ("event_key","line_no");--> statement-breakpoint
CREATE INDEX "ledger_entries_contract_idx" ON "ledger_entries" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "ledger_reconciliations_created_idx" ON "ledger_reconciliations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_bank_claim_transactions_claim_idx" ON "sandbox_bank_claim_transactions" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_claims_claim_unique" ON "sandbox_bank_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_claims_key_unique" ON "sandbox_bank_claims" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_bank_claims_payor_idx" ON "sandbox_bank_claims" USING btree ("payor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_bank_transfers_key_unique" ON "sandbox_bank_transfers" USING btree ("idempotency_key");