import { asc } from 'drizzle-orm';
import type { MobileAppVersionInput, MobilePlatformName } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { mobileAppVersions } from '../../db/schema/index.js';

export type MobileAppVersionRow = typeof mobileAppVersions.$inferSelect;

export function listMobileAppVersions(db: Pick<Db, 'select'>): Promise<MobileAppVersionRow[]> {
  return db.select().from(mobileAppVersions).orderBy(asc(mobileAppVersions.platform));
}

/** Sets a platform's versions, whether or not any were set before. */
export async function saveMobileAppVersion(
  db: Pick<Db, 'insert'>,
  platform: MobilePlatformName,
  input: MobileAppVersionInput,
  updatedById: number,
): Promise<MobileAppVersionRow> {
  const values = {
    currentVersion: input.current_version,
    minimumVersion: input.minimum_version,
    updatedById,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(mobileAppVersions)
    .values({ platform, ...values })
    .onConflictDoUpdate({ target: mobileAppVersions.platform, set: values })
    .returning();
  return row!;
}
