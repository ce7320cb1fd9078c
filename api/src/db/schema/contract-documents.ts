import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContractPdfLanguage } from '@leiga/domain';
import { contracts } from './contracts.js';

/** What kind of stored file a contract document is; the signed lease is the first. */
export type ContractDocumentKind = 'signed_pdf';

/**
 * A contract's stored files: the lease PDF as it was signed, rendered once per language and
 * served from storage after that. Unique per contract, kind and language, so an event delivered
 * twice stores one file.
 */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractDocumentKind>().notNull(),
    lang: text('lang').$type<ContractPdfLanguage>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** Hex SHA-256 of the stored bytes: what was signed can be checked later. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_documents_unique').on(t.contractId, t.kind, t.lang)],
);
