import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { listingPhotos } from '../../db/schema/index.js';

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
  const stillUsed = await ctx.db
    .selectDistinct({ key: listingPhotos.storageKey })
    .from(listingPhotos)
    .where(inArray(listingPhotos.storageKey, unique));
  const used = new Set(stillUsed.map((r) => r.key));
  await Promise.all(unique.filter((k) => !used.has(k)).map((k) => ctx.storage.delete(k)));
}
