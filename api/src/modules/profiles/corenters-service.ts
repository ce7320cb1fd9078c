import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { corenterTransition, type CorenterAction, type CorenterParty } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  corenterRequests,
  corenters,
  rentalProfiles,
  userEmails,
  users,
} from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import {
  listRequestsOn,
  type CorenterRequestRow,
  type RequestListSide,
} from './corenters-repository.js';
import { isOwnerOrStaff, type ProfileRow } from './profile-access.js';
import { listProfilesByIds } from './profile-repository.js';

/**
 * E-mail invites wait for whoever verifies the address: a person who signs up with it (and confirms
 * it) or already has it finds the invite in their incoming list. Only verified addresses count, so
 * nobody claims an invite by typing someone else's address at sign-up.
 */
export async function bindEmailInvites(db: Db, userId: number, profileId: number): Promise<void> {
  const addresses = db
    .select({ email: userEmails.email })
    .from(userEmails)
    .where(and(eq(userEmails.userId, userId), eq(userEmails.verified, true)));
  await db
    .update(corenterRequests)
    .set({ recipientProfileId: profileId })
    .where(
      and(
        isNull(corenterRequests.recipientProfileId),
        inArray(corenterRequests.inviteEmail, addresses),
        sql`${corenterRequests.senderProfileId} <> ${profileId}`,
      ),
    );
}

/** The tenant profile of the person who has verified this address, if any. */
export async function findProfileByEmail(db: Db, email: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select({ profile: rentalProfiles })
    .from(userEmails)
    .innerJoin(users, eq(users.id, userEmails.userId))
    .innerJoin(rentalProfiles, eq(rentalProfiles.userId, users.id))
    .where(and(eq(userEmails.email, email), eq(userEmails.verified, true)))
    .limit(1);
  return row?.profile ?? null;
}

async function areCorenters(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ a: corenters.profileId })
    .from(corenters)
    .where(and(eq(corenters.profileId, a), eq(corenters.corenterProfileId, b)))
    .limit(1);
  return !!row;
}

/** Refuses requesting yourself, an existing co-renter, and a second pending request either way. */
export async function assertMayRequest(
  db: Db,
  sender: ProfileRow,
  target: { profile: ProfileRow | null; email: string | null },
) {
  if (target.profile?.id === sender.id)
    throw conflict('You cannot be your own co-renter.', 'corenter_self');
  if (target.profile && (await areCorenters(db, sender.id, target.profile.id)))
    throw conflict('You are co-renters already.', 'already_corenters');
  const between = target.profile
    ? or(
        and(
          eq(corenterRequests.senderProfileId, sender.id),
          eq(corenterRequests.recipientProfileId, target.profile.id),
        ),
        and(
          eq(corenterRequests.senderProfileId, target.profile.id),
          eq(corenterRequests.recipientProfileId, sender.id),
        ),
      )
    : and(
        eq(corenterRequests.senderProfileId, sender.id),
        eq(corenterRequests.inviteEmail, target.email ?? ''),
      );
  const [pending] = await db
    .select({ id: corenterRequests.id })
    .from(corenterRequests)
    .where(and(between, eq(corenterRequests.status, 'pending')))
    .limit(1);
  if (pending)
    throw conflict(
      'A co-renter request between you is already waiting for an answer.',
      'corenter_request_pending',
    );
}

/** Tells the recipient (or the invited address) about a request, with a link to answer it. */
export async function notifyRecipient(
  ctx: AppContext,
  request: CorenterRequestRow,
  senderName: string,
  senderUsername: string,
) {
  let to = request.inviteEmail;
  if (request.recipientProfileId) {
    const [recipient] = await ctx.db
      .select({ email: users.email })
      .from(rentalProfiles)
      .innerJoin(users, eq(users.id, rentalProfiles.userId))
      .where(eq(rentalProfiles.id, request.recipientProfileId));
    to = recipient?.email ?? to;
  }
  if (!to) return;
  const link = `${ctx.config.appUrl}/tenants/rental-profiles/${senderUsername}?corenter_request=${request.id}`;
  await ctx.providers.email.send({
    to,
    subject: `${senderName} vill leigja með þér / wants to rent with you`,
    text:
      `${senderName} býður þér að vera meðleigjandi á Leigu. Svaraðu hér:\n${link}\n\n` +
      `${senderName} invites you to be a co-renter on Leiga. Answer here:\n${link}\n`,
    tags: { kind: 'corenter_request', request_id: String(request.id), link },
  });
}

export async function getRequest(db: Db, id: number): Promise<CorenterRequestRow> {
  const [row] = await db
    .select()
    .from(corenterRequests)
    .where(eq(corenterRequests.id, id))
    .limit(1);
  if (!row) throw notFound('No such co-renter request.');
  return row;
}

/** The caller's side of a request; binds a waiting e-mail invite to the caller first. */
export async function partyOf(
  db: Db,
  auth: Auth,
  request: CorenterRequestRow,
): Promise<CorenterParty | 'staff'> {
  const [mine] = await db
    .select()
    .from(rentalProfiles)
    .where(eq(rentalProfiles.userId, auth.user.id));
  if (mine && !request.recipientProfileId && request.inviteEmail) {
    await bindEmailInvites(db, auth.user.id, mine.id);
    request = await getRequest(db, request.id);
  }
  if (mine?.id === request.senderProfileId) return 'sender';
  if (mine && mine.id === request.recipientProfileId) return 'recipient';
  if (auth.user.isStaff) return 'staff';
  throw notFound('No such co-renter request.');
}

/** Applies accept, decline, retract or resend; refused transitions are 409 with the state as code. */
export async function actOnRequest(
  ctx: AppContext,
  auth: Auth,
  id: number,
  action: CorenterAction,
): Promise<{ request: CorenterRequestRow; created?: CorenterRequestRow }> {
  const current = await getRequest(ctx.db, id);
  const party = await partyOf(ctx.db, auth, current);
  if (party === 'staff') throw forbidden('Only the people in a request answer it.');
  const request = await getRequest(ctx.db, id);
  const step = corenterTransition(request.status, action, party);
  if (!step.ok) {
    if (step.reason === 'not_allowed')
      throw forbidden(
        party === 'sender' ? 'The recipient answers a request.' : 'Only the sender may do this.',
      );
    throw conflict(`The request is ${request.status}; it cannot be ${action}ed.`, step.code);
  }
  return ctx.db.transaction(async (tx) => {
    // Conditional on the status read: a concurrent answer makes this one a conflict.
    const [updated] = await tx
      .update(corenterRequests)
      .set({ status: step.to, respondedAt: new Date() })
      .where(and(eq(corenterRequests.id, id), eq(corenterRequests.status, request.status)))
      .returning();
    if (!updated)
      throw conflict('The request changed meanwhile; reload it.', 'corenter_request_changed');
    if (action === 'accept' && updated.recipientProfileId) {
      await tx
        .insert(corenters)
        .values([
          { profileId: updated.senderProfileId, corenterProfileId: updated.recipientProfileId },
          { profileId: updated.recipientProfileId, corenterProfileId: updated.senderProfileId },
        ])
        .onConflictDoNothing();
    }
    if (action !== 'resend') return { request: updated };
    const [created] = await tx
      .insert(corenterRequests)
      .values({
        senderProfileId: updated.senderProfileId,
        recipientProfileId: updated.recipientProfileId,
        inviteEmail: updated.inviteEmail,
        replacesId: updated.id,
      })
      .returning();
    return { request: updated, created: created! };
  });
}

/**
 * The sent or waiting requests of several profiles at once, each with the profile whose list it is
 * in: only the profiles whose lists the caller may read (the rule of the single lists), and, as
 * the single waiting list does, e-mail invites are bound to them first.
 */
export async function listRequestsOfProfiles(
  db: Db,
  auth: Auth,
  side: RequestListSide,
  profileIds: readonly number[],
): Promise<{ profileId: number; request: CorenterRequestRow }[]> {
  const readable = (await listProfilesByIds(db, profileIds)).filter((p) => isOwnerOrStaff(auth, p));
  if (side === 'waiting')
    for (const profile of readable) await bindEmailInvites(db, profile.userId, profile.id);
  const rows = await listRequestsOn(
    db,
    side,
    readable.map((p) => p.id),
  );
  return rows.map((request) => ({
    profileId: side === 'sent' ? request.senderProfileId : request.recipientProfileId!,
    request,
  }));
}
