import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  passwordResets,
  refreshTokens,
  sessions,
  userEmails,
  users,
} from '../../db/schema/index.js';

/** Whether any account has the address, as a primary or an added one. */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  const taken = await db
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(eq(userEmails.email, email))
    .union(db.select({ id: users.id }).from(users).where(eq(users.email, email)))
    .limit(1);
  return taken.length > 0;
}

export async function insertPasswordReset(
  db: Db,
  values: typeof passwordResets.$inferInsert,
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** A reset token is usable while unused and unexpired at `now`. */
const usableReset = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

export async function hasUsablePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usableReset(tokenHash, now))
    .limit(1);
  return !!found;
}

/**
 * Uses the token up by the one update that still finds it usable: of several requests with the
 * same token, only one gets its user's id; the others get null.
 */
export async function usePasswordReset(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const [reset] = await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(usableReset(tokenHash, now))
    .returning({ userId: passwordResets.userId });
  return reset?.userId ?? null;
}

/** Every outstanding reset link of the user stops working. */
export async function useUpPasswordResetsOfUser(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<string> {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return session!.id;
}

export async function insertRefreshToken(
  db: Pick<Db, 'insert'>,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** A refresh token with its session, both locked until the transaction ends. */
export async function lockRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return row;
}

/** A refresh token's session and when it was rotated, whatever its state. */
export async function findRefreshToken(db: Pick<Db, 'select'>, tokenHash: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, rotatedAt: refreshTokens.rotatedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** The session of a refresh token that has not expired. */
export async function findSessionOfLiveRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), gt(refreshTokens.expiresAt, new Date())))
    .limit(1);
  return row?.sessionId;
}

export async function markRefreshTokenRotated(tx: Tx, tokenId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(eq(refreshTokens.id, tokenId));
}

/** Ends the session; `onlyOpen` leaves an already ended one as it was. */
export async function revokeSessionRow(
  db: Db | Tx,
  sessionId: string,
  reason: string,
  { onlyOpen }: { onlyOpen: boolean },
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      onlyOpen
        ? and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))
        : eq(sessions.id, sessionId),
    );
}

export async function listOpenSessionIds(db: Db, userId: number): Promise<string[]> {
  const open = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return open.map((s) => s.id);
}
