import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Amenity,
  CollaboratorAccessType,
  ContractAgent,
  ContractEmail,
  ContractMaintenance,
  ContractPartyRole,
  ContractPayee,
  ContractPhone,
  ContractStatus,
  ContractUtility,
  InsuranceType,
  ListingType,
  PayoutMethod,
  RealEstate,
  Restrictions,
  SignType,
  SpecialGroupUsage,
  ValidStep,
} from '@leiga/domain';
import { rentalApplications } from './applications.js';
import { users } from './accounts.js';
import { listings } from './listings.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A rental contract (SPEC 3): its scalar fields as columns, the nested parts a step edits as a
 * whole (real estate, utilities, payee, payor, restrictions) as jsonb. valid_steps is what the
 * domain's step rules said at the last change.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    status: text('status').$type<ContractStatus>().notNull().default('draft'),
    createdById: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    applicationId: integer('application_id').references(() => rentalApplications.id, {
      onDelete: 'set null',
    }),
    signType: text('sign_type').$type<SignType>(),
    skipIdCheck: boolean('skip_id_check').notNull().default(false),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    listingType: text('listing_type').$type<ListingType>(),
    specialGroupUsage: text('special_group_usage').$type<SpecialGroupUsage>(),
    rooms: integer('rooms'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isDefinite: boolean('is_definite'),
    terminationTermLength: integer('termination_term_length'),
    price: doublePrecision('price'),
    currency: text('currency'),
    insuranceType: text('insurance_type').$type<InsuranceType>(),
    insuranceAmount: doublePrecision('insurance_amount'),
    prePaidRentAmount: doublePrecision('pre_paid_rent_amount'),
    prePaidRentMonths: integer('pre_paid_rent_months'),
    isIndexed: boolean('is_indexed').notNull().default(false),
    indexBaseMonth: text('index_base_month'),
    indexBaseValue: doublePrecision('index_base_value'),
    payee: jsonb('payee').$type<ContractPayee>(),
    payor: jsonb('payor').$type<ContractPayee>(),
    paidWithCash: boolean('paid_with_cash').notNull().default(false),
    payoutMethod: jsonb('payout_method').$type<PayoutMethod>(),
    restrictions: jsonb('restrictions')
      .$type<Restrictions>()
      .notNull()
      .default({ sex_allowed: 0, sex_allowed_reason: null }),
    fireHazardSmokeDetectors: boolean('fire_hazard_smoke_detectors').notNull().default(false),
    fireHazardHandFireExtinguishers: boolean('fire_hazard_hand_fire_extinguishers')
      .notNull()
      .default(false),
    fireHazardEscapeRoutes: boolean('fire_hazard_escape_routes').notNull().default(false),
    fireHazardComplyDeclaration: boolean('fire_hazard_comply_declaration').notNull().default(false),
    smokeDetectorCount: integer('smoke_detector_count'),
    realEstate: jsonb('real_estate').$type<RealEstate>(),
    utilities: jsonb('utilities').$type<ContractUtility[]>().notNull().default([]),
    terminationReasons: jsonb('termination_reasons')
      .$type<{ id?: number; text: string }[]>()
      .notNull()
      .default([]),
    validSteps: jsonb('valid_steps').$type<ValidStep[]>().notNull().default([]),
    // The amenities and maintenance-and-inspection steps; null until each is saved.
    amenities: jsonb('amenities').$type<Amenity[]>(),
    fixturesDescription: text('fixtures_description'),
    maintenance: jsonb('maintenance').$type<ContractMaintenance>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_created_by_idx').on(t.createdById),
    index('contracts_updated_idx').on(t.updatedAt, t.id),
    // The contract list's search (contracts-repository.ts listFilters): `ilike '%…%'` on trigrams.
    index('contracts_street_trgm_idx').using(
      'gin',
      sql`((${t.realEstate} -> 'address' ->> 'street')) gin_trgm_ops`,
    ),
    // A part named by its own id (contract-units/{id}/ and the like) is found by jsonb
    // containment (parts-repository.ts findContractIdByPart), which these answer.
    index('contracts_units_path_idx').using(
      'gin',
      sql`((${t.realEstate} -> 'units')) jsonb_path_ops`,
    ),
    index('contracts_utilities_path_idx').using('gin', sql`${t.utilities} jsonb_path_ops`),
    index('contracts_termination_reasons_path_idx').using(
      'gin',
      sql`${t.terminationReasons} jsonb_path_ops`,
    ),
  ],
);

/** The street of a contract's property, as the list's search and its index read it. */
export const contractStreet = sql`(${contracts.realEstate} -> 'address' ->> 'street')`;

/** A landlord or tenant of a contract; `user_id` links a party who has an account. */
export const contractParties = pgTable(
  'contract_parties',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    role: text('role').$type<ContractPartyRole>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    isIndividual: boolean('is_individual').notNull().default(true),
    name: text('name').notNull(),
    identifier: text('identifier').notNull(),
    identifierCountry: text('identifier_country').notNull().default('IS'),
    phones: jsonb('phones').$type<ContractPhone[]>().notNull().default([]),
    emails: jsonb('emails').$type<ContractEmail[]>().notNull().default([]),
    agents: jsonb('agents').$type<ContractAgent[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('contract_parties_contract_idx').on(t.contractId),
    index('contract_parties_user_idx').on(t.userId),
    index('contract_parties_identifier_idx').on(t.identifier),
    index('contract_parties_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('contract_parties_identifier_trgm_idx').using('gin', sql`${t.identifier} gin_trgm_ops`),
    // entity-phones/{id}/ and entity-emails/{id}/: the party holding the contact, or its agent.
    index('contract_parties_phones_path_idx').using('gin', sql`${t.phones} jsonb_path_ops`),
    index('contract_parties_emails_path_idx').using('gin', sql`${t.emails} jsonb_path_ops`),
    index('contract_parties_agents_path_idx').using('gin', sql`${t.agents} jsonb_path_ops`),
  ],
);

/** Someone invited to a contract: R reads, W edits (SPEC 6). */
export const contractCollaborators = pgTable(
  'contract_collaborators',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessType: text('access_type').$type<CollaboratorAccessType>().notNull().default('R'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contract_collaborators_unique').on(t.contractId, t.userId),
    index('contract_collaborators_user_idx').on(t.userId),
  ],
);

/** The contract's timeline: who did what, when. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.id)],
);

/** Each step's result as the wizard reported it (`steps` POST). */
export const contractStepLogs = pgTable(
  'contract_step_logs',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    stepName: text('step_name').notNull(),
    isValid: boolean('is_valid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contract_step_logs_contract_idx').on(t.contractId)],
);
