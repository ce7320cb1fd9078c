import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { signingKeys } from '../../../db/schema/index.js';
import { safeEqual } from '../../auth/secrets.js';

const KEY_NAME = 'inspection-defect-window';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The key that signs defect-window links: made once, kept in the database for every replica. */
function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(signingKeys)
        .values({ name: KEY_NAME, secret: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME));
      return Buffer.from(row!.secret, 'hex');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const PURPOSE = 'defect-window';
const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${payload}`).digest('base64url');

/**
 * A single-purpose link token for one tenant on one report, good until the window closes:
 * `{report id}.{user id}.{expiry in seconds}.{hmac}`.
 */
export async function createDefectWindowToken(
  db: Db,
  reportId: number,
  userId: number,
  expiresAt: Date,
): Promise<string> {
  const payload = `${reportId}.${userId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(await signingKey(db), payload)}`;
}

export type DefectWindowTokenCheck =
  | { ok: true; reportId: number; userId: number; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

export async function verifyDefectWindowToken(
  db: Db,
  token: string,
  now: Date,
): Promise<DefectWindowTokenCheck> {
  const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, reportId, userId, expiry, mac] = match;
  if (!safeEqual(sign(await signingKey(db), `${reportId}.${userId}.${expiry}`), mac!))
    return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(Number(expiry) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, reportId: Number(reportId), userId: Number(userId), expiresAt };
}
