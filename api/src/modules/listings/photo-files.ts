import type { AppContext } from '../../context.js';
import { listStorageKeysInUse } from './listing-photos-repository.js';

/**
 * Removes stored photo files once no listing photo refers to them any more. Called after the
 * rows are gone; the demo market shares one set of files among many listings.
 */
export async function deleteUnreferencedPhotoFiles(
  ctx: AppContext,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  const unique = [...new Set(keys)];
  const used = await listStorageKeysInUse(ctx.db, unique);
  await Promise.all(unique.filter((k) => !used.has(k)).map((k) => ctx.storage.delete(k)));
}
