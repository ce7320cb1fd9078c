import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Ids of the parts a contract keeps in jsonb (units, phones, e-mails, agents, utilities, meter
 * readings, termination reasons): one sequence for all, so an id names one part wherever it
 * sits and the part's own routes (`contract-units/{id}/`, `entity-emails/{id}/`) can find it.
 */
export const CONTRACT_PART_IDS_SEQUENCE = 'contract_part_ids';
export const contractPartIds = pgSequence(CONTRACT_PART_IDS_SEQUENCE, {
  startWith: 1,
  // Ids go in bodies checked by dbIdSchema, which stops at int4's maximum.
  maxValue: 2_147_483_647,
});

/** What the sandbox property register was asked, as HMS would log a lookup. */
export const propertyRegistryLookups = pgTable(
  'property_registry_lookups',
  {
    id: serial('id').primaryKey(),
    /** `search` (address text) or `property` (by fastanúmer). */
    kind: text('kind', { enum: ['search', 'property'] }).notNull(),
    query: text('query').notNull(),
    resultCount: integer('result_count').notNull(),
    failed: boolean('failed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('property_registry_lookups_created_idx').on(t.createdAt)],
);
