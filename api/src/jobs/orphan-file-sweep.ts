import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { startPeriodicJob, type PeriodicJob } from './periodic-job.js';

/**
 * Removes stored files no row points at. Every upload stores its file before the row that names
 * it commits, and a failed transaction removes its files itself; but a process killed between the
 * two (a deploy, an out-of-memory kill) leaves a file nothing refers to: a paper scan, a signed
 * PDF, a photo. This sweep finds them by listing the storage and asking the database.
 *
 * Which columns name stored files is read from the database, not kept in a list here: every such
 * column is a text column called `storage_key`, `*_storage_key` or `thumbnail_key`, or a jsonb
 * image called `*_image` whose `key` names the file (a test holds the schema to that), so a new
 * table of files is covered the day it is migrated.
 *
 * Only files older than `keepHours` go: an upload under way has stored its file and not yet
 * committed its row, and one day is far longer than any request.
 */
export const ORPHAN_FILES = { keepHours: 24, intervalMs: 6 * 60 * 60 * 1000, batch: 500 } as const;

type FileColumn = { table: string; column: string; kind: 'text' | 'jsonb' };

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** The rows of a raw query, which node-postgres and PGlite both answer as `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The columns that hold storage keys, by the naming rule above. */
export async function findFileColumns(db: Db): Promise<FileColumn[]> {
  const rows = await rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = current_schema()
          and ((data_type = 'text' and (column_name = 'storage_key' or column_name = 'thumbnail_key'
                                        or column_name like '%\\_storage\\_key'))
               or (data_type = 'jsonb' and column_name like '%\\_image'))
        order by table_name, column_name`,
  );
  return rows
    .filter((r) => IDENTIFIER.test(r.table_name) && IDENTIFIER.test(r.column_name))
    .map((r) => ({
      table: r.table_name,
      column: r.column_name,
      kind: r.data_type === 'jsonb' ? ('jsonb' as const) : ('text' as const),
    }));
}

/** Which of `keys` some row names. */
async function referencedKeys(
  db: Db,
  columns: readonly FileColumn[],
  keys: readonly string[],
): Promise<Set<string>> {
  if (columns.length === 0 || keys.length === 0) return new Set();
  const list = sql`${`{${keys.map((k) => `"${k}"`).join(',')}}`}::text[]`;
  // Identifiers come from information_schema and match IDENTIFIER; quoting them is still right.
  const parts = columns.map(({ table, column, kind }) => {
    const key =
      kind === 'jsonb' ? sql`(${sql.identifier(column)} ->> 'key')` : sql.identifier(column);
    return sql`select ${key} as key from ${sql.identifier(table)} where ${key} = any(${list})`;
  });
  const rows = await rowsOf<{ key: string }>(db, sql.join(parts, sql` union `));
  return new Set(rows.map((r) => r.key));
}

export type OrphanSweepResult = { checked: number; removed: string[] };

/** One pass over the storage: files older than the cut-off that no row names are deleted. */
export async function sweepOrphanFiles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  now = new Date(),
  keepHours: number = ORPHAN_FILES.keepHours,
): Promise<OrphanSweepResult> {
  const cutoff = now.getTime() - keepHours * 3600_000;
  const columns = await findFileColumns(ctx.db);
  const result: OrphanSweepResult = { checked: 0, removed: [] };
  let batch: string[] = [];
  const flush = async () => {
    const kept = await referencedKeys(ctx.db, columns, batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await ctx.storage.delete(key);
      result.removed.push(key);
    }
    batch = [];
  };
  for await (const file of ctx.storage.list()) {
    if (file.modifiedAt.getTime() > cutoff) continue;
    result.checked += 1;
    batch.push(file.key);
    if (batch.length >= ORPHAN_FILES.batch) await flush();
  }
  await flush();
  return result;
}

/** Sweeps every six hours; every process may run it, since deleting a deleted file is no error. */
export function startOrphanFileSweep(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  onError: (error: unknown) => void,
): PeriodicJob {
  return startPeriodicJob(() => sweepOrphanFiles(ctx), ORPHAN_FILES.intervalMs, onError);
}
