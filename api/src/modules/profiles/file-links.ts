import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PROFILE_FILES } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import { signingKeys } from '../../db/schema/index.js';
import { safeEqual } from '../auth/secrets.js';

const KEY_NAME = 'file-links';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The link-signing key: made once and kept in the database, so every replica and restart shares it. */
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

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A link to one attachment that works until it expires: `{attachment id}.{expiry}.{hmac}`. */
export async function createFileLink(
  db: Db,
  attachmentId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + PROFILE_FILES.downloadLinkSeconds * 1000);
  const payload = `${attachmentId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${payload}.${sign(await signingKey(db), payload)}`, expiresAt };
}

export type FileLinkCheck =
  { ok: true; attachmentId: number } | { ok: false; reason: 'invalid' | 'expired' };

export async function verifyFileLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<FileLinkCheck> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, expiry, mac] = match;
  if (!safeEqual(sign(await signingKey(db), `${id}.${expiry}`), mac!))
    return { ok: false, reason: 'invalid' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, attachmentId: Number(id) };
}

/**
 * A link of another kind of file (`scope`, e.g. `message`): the same token shape and key, but the
 * scope is signed with it, so a profile file's link never opens a message's file of that id.
 */
export async function createScopedFileLink(
  db: Db,
  scope: string,
  fileId: number,
  seconds: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  const payload = `${fileId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  const mac = sign(await signingKey(db), `${scope}:${payload}`);
  return { token: `${payload}.${mac}`, expiresAt };
}

export async function verifyScopedFileLink(
  db: Db,
  scope: string,
  token: string,
  now = new Date(),
): Promise<FileLinkCheck> {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, id, expiry, mac] = match;
  if (!safeEqual(sign(await signingKey(db), `${scope}:${id}.${expiry}`), mac!))
    return { ok: false, reason: 'invalid' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, attachmentId: Number(id) };
}
