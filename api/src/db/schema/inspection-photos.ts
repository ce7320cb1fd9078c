import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { inspectionAddenda } from './inspection-signing.js';
import {
  inspectionIssues,
  inspectionReports,
  inspectionSubjects,
  inspectionUnits,
} from './inspections.js';

/**
 * A photo of an inspection report (issue #17), tied to a room, a subject or an issue. The row
 * keeps every level above what it shows (an issue's photo has its subject and room too), so the
 * report's photos read room by room. Stored under a protected `files/` key: only the report's
 * users and staff open it, through signed links.
 */
export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => inspectionUnits.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').references(() => inspectionSubjects.id, {
      onDelete: 'cascade',
    }),
    issueId: integer('issue_id').references(() => inspectionIssues.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's key of the upload: a retry after a lost answer finds the photo it stored. */
    clientKey: text('client_key'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    filename: text('filename').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspection_photos_report_idx').on(t.reportId, t.id),
    index('inspection_photos_unit_idx').on(t.unitId),
    index('inspection_photos_subject_idx').on(t.subjectId),
    index('inspection_photos_issue_idx').on(t.issueId),
    uniqueIndex('inspection_photos_client_key_idx').on(t.reportId, t.uploaderId, t.clientKey),
  ],
);

/**
 * A photo of a defect the tenant added after moving in (issue #17): it belongs to the defect's
 * addendum, not to a room of the signed report, which is never edited. Stored like the report's
 * photos, under a protected key opened through signed links.
 */
export const inspectionAddendumPhotos = pgTable(
  'inspection_addendum_photos',
  {
    id: serial('id').primaryKey(),
    addendumId: integer('addendum_id')
      .notNull()
      .references(() => inspectionAddenda.id, { onDelete: 'cascade' }),
    reportId: integer('report_id')
      .notNull()
      .references(() => inspectionReports.id, { onDelete: 'cascade' }),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's key of the upload: a retry after a lost answer finds the photo it stored. */
    clientKey: text('client_key'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    filename: text('filename').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inspection_addendum_photos_addendum_idx').on(t.addendumId, t.id),
    uniqueIndex('inspection_addendum_photos_client_key_idx').on(t.addendumId, t.clientKey),
  ],
);
