import { and, eq, ne } from 'drizzle-orm';
import { parseKennitala } from '@leiga/domain';
import type { AppContext, UserRow } from '../../context.js';
import { eidSessions, phones, users } from '../../db/schema/index.js';
import { notFound, tooManyRequests } from '../../http/errors.js';
import { getUserRow } from '../users/users-repository.js';
import { createOpaqueToken, hashToken } from '../auth/secrets.js';

type EidSessionRow = typeof eidSessions.$inferSelect;
export type EidPurpose = EidSessionRow['purpose'];

export async function startEid(
  ctx: AppContext,
  purpose: EidPurpose,
  mobile: string,
  ip: string,
  userId?: number,
) {
  const key = `eid:${ip}`;
  const wait = await ctx.limiter.take([{ key, rule: { limit: 10, windowSeconds: 600 } }]);
  if (wait > 0) throw tooManyRequests(wait);
  const started = await ctx.providers.eid.start(mobile);
  const token = createOpaqueToken();
  await ctx.db.insert(eidSessions).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    phone: mobile,
    providerRef: started.ref,
  });
  return { token, status: 'pending' as const, verification_code: started.verificationCode };
}

/**
 * Asks the provider how a pending session is doing and records a final answer once. Returns the
 * session row as it now stands.
 */
export async function pollEid(
  ctx: AppContext,
  purpose: EidPurpose,
  token: string,
  userId?: number,
): Promise<EidSessionRow> {
  const [row] = await ctx.db
    .select()
    .from(eidSessions)
    .where(and(eq(eidSessions.tokenHash, hashToken(token)), eq(eidSessions.purpose, purpose)))
    .limit(1);
  if (!row || (userId !== undefined && row.userId !== userId))
    throw notFound('No such electronic ID session.');
  if (row.status !== 'pending') return row;
  const status = await ctx.providers.eid.status(row.providerRef);
  if (status.status === 'pending') return row;
  const update =
    status.status === 'failed'
      ? { status: 'failed' as const, failureCode: status.code, completedAt: new Date() }
      : {
          status: 'complete' as const,
          result: { kennitala: status.kennitala, fullName: status.fullName },
          completedAt: new Date(),
        };
  const [updated] = await ctx.db
    .update(eidSessions)
    .set(update)
    .where(and(eq(eidSessions.id, row.id), eq(eidSessions.status, 'pending')))
    .returning();
  // Another poll may have finished it first: read what it wrote.
  if (updated) return updated;
  const [current] = await ctx.db.select().from(eidSessions).where(eq(eidSessions.id, row.id));
  return current!;
}

/** Marks a completed login session as used: its tokens are handed out once. */
export async function consumeEid(ctx: AppContext, id: number): Promise<boolean> {
  const rows = await ctx.db
    .update(eidSessions)
    .set({ status: 'consumed' })
    .where(and(eq(eidSessions.id, id), eq(eidSessions.status, 'complete')))
    .returning({ id: eidSessions.id });
  return rows.length === 1;
}

/**
 * Links a confirmed electronic ID to the account: kennitala, name and birth date from the
 * registry, and the phone, verified and made primary. Returns a failure code when the
 * kennitala already belongs to another account.
 */
export async function applyEidToUser(
  ctx: AppContext,
  user: UserRow,
  session: EidSessionRow,
): Promise<'kennitala_in_use' | null> {
  const result = session.result!;
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.icelandicId, result.kennitala), ne(users.id, user.id)))
    .limit(1);
  if (other) return 'kennitala_in_use';
  const parsed = parseKennitala(result.kennitala);
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(phones)
      .where(
        and(
          eq(phones.userId, user.id),
          eq(phones.countryCode, '354'),
          eq(phones.number, session.phone),
        ),
      )
      .limit(1);
    const phone =
      existing ??
      (
        await tx
          .insert(phones)
          .values({ userId: user.id, countryCode: '354', number: session.phone, verified: true })
          .returning()
      )[0]!;
    if (!phone.verified)
      await tx.update(phones).set({ verified: true }).where(eq(phones.id, phone.id));
    await tx
      .update(users)
      .set({
        icelandicId: result.kennitala,
        personalId: result.kennitala,
        personalIdCountry: 'IS',
        fullName: result.fullName,
        birthDate:
          parsed.ok && parsed.kennitala.kind === 'person' ? parsed.kennitala.date : user.birthDate,
        primaryPhoneId: phone.id,
      })
      .where(eq(users.id, user.id));
  });
  return null;
}

export async function findUserByKennitala(
  ctx: AppContext,
  kennitala: string,
): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.icelandicId, kennitala)).limit(1);
  return row && !row.deletedAt ? row : undefined;
}

export type EidOutcome = { status: 'pending' | 'complete' | 'failed'; code?: string };

/** Polls an activation session and, once confirmed, links it to the user exactly once. */
export async function activateEid(
  ctx: AppContext,
  userId: number,
  token: string,
): Promise<EidOutcome> {
  const session = await pollEid(ctx, 'activate', token, userId);
  if (session.status === 'pending') return { status: 'pending' };
  if (session.status === 'failed')
    return { status: 'failed', code: session.failureCode ?? 'failed' };
  if (session.status === 'complete') {
    const failure = await applyEidToUser(ctx, await getUserRow(ctx.db, userId), session);
    if (failure) {
      await ctx.db
        .update(eidSessions)
        .set({ status: 'failed', failureCode: failure })
        .where(eq(eidSessions.id, session.id));
      return { status: 'failed', code: failure };
    }
    await consumeEid(ctx, session.id);
  }
  return { status: 'complete' };
}
