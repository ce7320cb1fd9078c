import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findFileColumns, sweepOrphanFiles } from '../src/jobs/orphan-file-sweep.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Files a killed process stored without the row that names them are swept once they are a day
 * old; every file a row names, and every young upload, stays.
 */
let t: TestApp;
/** The test app's own copy of the seeded files. */
let filesDir: string;
const DAY_MS = 86_400_000;

/** Columns ending in "key" that name something other than a stored file, by name or ending. */
const NOT_FILES = new Set([
  'key',
  'client_key',
  'dedupe_key',
  'event_key',
  'idempotency_key',
  'month_key',
]);
const NOT_FILE_ENDINGS = ['_idempotency_key', '_month_key'];
const isNotFile = (column: string) =>
  NOT_FILES.has(column) || NOT_FILE_ENDINGS.some((ending) => column.endsWith(ending));

beforeAll(async () => {
  t = await createTestApp();
  filesDir = t.app.ctx.config.filesDir!;
}, 120_000);
afterAll(() => t?.close());

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of t.app.ctx.storage.list()) keys.push(file.key);
  return keys.sort();
}

describe('the orphan-file sweep', () => {
  it('reads the columns of stored files from the database, by their names', async () => {
    const columns = await findFileColumns(t.db);
    const names = columns.map((c) => `${c.table}.${c.column}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'inspection_photos.storage_key',
        'inspection_photos.thumbnail_key',
        'message_attachments.storage_key',
        'inspection_signing_processes.document_storage_key',
        'rental_profiles.profile_image',
      ]),
    );
    // The naming rule is the contract: any other column that looks like a file must not be one.
    const { rows } = (await t.db.execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = current_schema()
            and (column_name like '%key'
                 or (data_type = 'jsonb' and column_name similar to '%(image|photo|file|document)%'))`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    const unnamed = rows
      .filter((r) => !names.includes(`${r.table_name}.${r.column_name}`))
      .filter((r) => !isNotFile(r.column_name));
    expect(unnamed).toEqual([]);
  });

  it('removes an old file no row names; keeps every seeded file and a young orphan', async () => {
    const seeded = await storedKeys();
    expect(seeded.length).toBeGreaterThan(10);
    const storage = t.app.ctx.storage;
    const old = 'inspection-reports/999999/paper-deadbeef-00000000.pdf';
    const young = 'inspection-reports/999999/paper-feedface-11111111.pdf';
    await storage.put(old, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    await storage.put(young, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
    utimesSync(path.join(filesDir, old), twoDaysAgo, twoDaysAgo);

    const now = await sweepOrphanFiles(t.app.ctx);
    expect(now.removed).toEqual([old]);
    expect(await storage.get(old)).toBeNull();
    expect(await storage.get(young)).not.toBeNull();

    // A day on, the young orphan goes too; no seeded file (photos, PDFs, scans) ever does.
    const later = await sweepOrphanFiles(t.app.ctx, new Date(Date.now() + 2 * DAY_MS));
    expect(later.removed).toEqual([young]);
    expect(later.checked).toBe(seeded.length + 1);
    expect(await storedKeys()).toEqual(seeded);
  });
});
