import { MESSAGE_ATTACHMENTS } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { startPeriodicJob, type PeriodicJob } from '../../jobs/periodic-job.js';
import {
  deleteUnsentAttachment,
  deleteUnsentAttachmentsBefore,
  type MessageAttachmentRow,
} from './message-attachments-repository.js';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/** The stored files of deleted rows; a file already gone is no error. */
async function removeStoredFiles(
  ctx: Pick<AppContext, 'storage'>,
  rows: readonly MessageAttachmentRow[],
): Promise<void> {
  for (const row of rows) {
    await ctx.storage.delete(row.storageKey);
    if (row.thumbnailKey) await ctx.storage.delete(row.thumbnailKey);
  }
}

/**
 * The uploader takes back a file they have not sent (removed from the message box). Answers
 * whether there was such a file: a sent file, or another's, is not theirs to delete.
 */
export async function removeUnsentAttachment(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  id: number,
  uploaderId: number,
): Promise<boolean> {
  const row = await deleteUnsentAttachment(ctx.db, id, uploaderId);
  if (row) await removeStoredFiles(ctx, [row]);
  return row !== undefined;
}

/**
 * Removes files uploaded and never sent (a tab closed mid-message) once they are older than
 * `unsentKeepHours`: their rows first, then their stored files, so nothing points at a missing
 * file; a crash between the two leaves only an unreferenced file, never a broken link.
 */
export async function sweepUnsentAttachments(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - MESSAGE_ATTACHMENTS.unsentKeepHours * 3600_000);
  let removed = 0;
  for (;;) {
    const rows = await deleteUnsentAttachmentsBefore(ctx.db, before, SWEEP_BATCH);
    await removeStoredFiles(ctx, rows);
    removed += rows.length;
    if (rows.length < SWEEP_BATCH) return removed;
  }
}

/** Sweeps hourly; `run()` sweeps at once (tests, and a process starting). */
export function startUnsentAttachmentSweep(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  onError: (error: unknown) => void,
): PeriodicJob {
  return startPeriodicJob(() => sweepUnsentAttachments(ctx), SWEEP_INTERVAL_MS, onError);
}
