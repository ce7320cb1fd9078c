CREATE TABLE "payment_schedule_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"final_due_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"rent_amount" integer NOT NULL,
	"index_month_key" text,
	"index_value" double precision,
	"utilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'ISK' NOT NULL,
	"payment_fee" integer DEFAULT 0 NOT NULL,
	"payment_fee_removed_at" timestamp with time zone,
	"is_manual" boolean DEFAULT false NOT NULL,
	"claim_id" text,
	"claim_status" text,
	"invoiced_at" timestamp with time zone,
	"claim_cancelled_at" timestamp with time zone,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"interest_amount" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"interest_amount" integer DEFAULT 0 NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" integer,
	"payout_method_id" integer,
	"iban" text NOT NULL,
	"holder_kennitala" text NOT NULL,
	"gross_amount" integer NOT NULL,
	"fee_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'ISK' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" text,
	"rejection_code" text,
	"booked_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_finance_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"contract_id" integer,
	"item_id" integer,
	"payout_id" integer,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_schedule_items" ADD CONSTRAINT "payment_schedule_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_item_id_payment_schedule_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payment_schedule_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_item_id_payment_schedule_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payment_schedule_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_method_id_payout_methods_id_fk" FOREIGN KEY ("payout_method_id") REFERENCES "public"."payout_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_finance_actions" ADD CONSTRAINT "staff_finance_actions_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_finance_actions" ADD CONSTRAINT "staff_finance_actions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_finance_actions" ADD CONSTRAINT "staff_finance_actions_item_id_payment_schedule_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."payment_schedule_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_finance_actions" ADD CONSTRAINT "staff_finance_actions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_schedule_items_contract_due_unique" ON "payment_schedule_items" USING btree ("contract_id","due_date");--> statement-breakpoint
CREATE INDEX "payment_schedule_items_due_idx" ON "payment_schedule_items" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "payment_schedule_items_claim_idx" ON "payment_schedule_items" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_transaction_unique" ON "payment_transactions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_item_idx" ON "payment_transactions" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_unique" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_item_idx" ON "payouts" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "payouts_contract_idx" ON "payouts" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_finance_actions_contract_idx" ON "staff_finance_actions" USING btree ("contract_id","created_at");