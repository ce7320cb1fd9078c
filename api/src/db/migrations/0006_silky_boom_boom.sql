CREATE TABLE "contract_collaborators" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access_type" text DEFAULT 'R' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"role" text NOT NULL,
	"user_id" integer,
	"is_individual" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"identifier" text NOT NULL,
	"identifier_country" text DEFAULT 'IS' NOT NULL,
	"phones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_step_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"actor_id" integer,
	"step_name" text NOT NULL,
	"is_valid" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" integer,
	"listing_id" integer,
	"application_id" integer,
	"sign_type" text,
	"skip_id_check" boolean DEFAULT false NOT NULL,
	"committed_at" timestamp with time zone,
	"listing_type" text,
	"special_group_usage" text,
	"rooms" integer,
	"start_date" date,
	"end_date" date,
	"is_definite" boolean,
	"termination_term_length" integer,
	"price" double precision,
	"currency" text,
	"insurance_type" text,
	"insurance_amount" double precision,
	"pre_paid_rent_amount" double precision,
	"pre_paid_rent_months" integer,
	"is_indexed" boolean DEFAULT false NOT NULL,
	"index_base_month" text,
	"index_base_value" double precision,
	"payee" jsonb,
	"payor" jsonb,
	"paid_with_cash" boolean DEFAULT false NOT NULL,
	"payout_method" jsonb,
	"restrictions" jsonb DEFAULT '{"sex_allowed":0,"sex_allowed_reason":null}'::jsonb NOT NULL,
	"fire_hazard_smoke_detectors" boolean DEFAULT false NOT NULL,
	"fire_hazard_hand_fire_extinguishers" boolean DEFAULT false NOT NULL,
	"fire_hazard_escape_routes" boolean DEFAULT false NOT NULL,
	"fire_hazard_comply_declaration" boolean DEFAULT false NOT NULL,
	"smoke_detector_count" integer,
	"real_estate" jsonb,
	"utilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"termination_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_collaborators" ADD CONSTRAINT "contract_collaborators_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_collaborators" ADD CONSTRAINT "contract_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_parties" ADD CONSTRAINT "contract_parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_step_logs" ADD CONSTRAINT "contract_step_logs_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_step_logs" ADD CONSTRAINT "contract_step_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_collaborators_unique" ON "contract_collaborators" USING btree ("contract_id","user_id");--> statement-breakpoint
CREATE INDEX "contract_collaborators_user_idx" ON "contract_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_parties_contract_idx" ON "contract_parties" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_parties_user_idx" ON "contract_parties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contract_parties_identifier_idx" ON "contract_parties" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "contract_step_logs_contract_idx" ON "contract_step_logs" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_created_by_idx" ON "contracts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "contracts_updated_idx" ON "contracts" USING btree ("updated_at","id");