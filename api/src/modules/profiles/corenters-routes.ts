import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CORENTER_SUGGESTIONS_LIMIT,
  corenterInviteSchema,
  foldIcelandic,
  type CorenterAction,
} from '@leiga/domain';
import { getAuth, type AppContext, type Auth } from '../../context.js';
import { corenterRequests, corenters, rentalProfiles, users } from '../../db/schema/index.js';
import { foldedColumn, likePattern } from '../../db/search.js';
import { subjectOf } from '../../http/access.js';
import { conflict, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import {
  actOnRequest,
  assertMayRequest,
  bindEmailInvites,
  findProfileByEmail,
  getRequest,
  notifyRecipient,
  partyOf,
  type CorenterRequestRow,
} from './corenters-service.js';
import {
  assertOwnerOrStaff,
  getProfileByUsername,
  getProfileOfUser,
  touchProfile,
  usernameParams,
  type ProfileRow,
  ownProfile,
} from './profile-access.js';
import { loadProfileCards } from './profile-view.js';
import { noContent } from '../../http/responses.js';
import {
  corenterRequestListResponse,
  corenterRequestResponse,
  profileCardListResponse,
} from './profile-schemas.js';

const tags = ['co-renters'];
const idParams = z.object({ id: dbIdParam });

export async function corentersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const db = ctx.db;

  /** Requests with both sides as profile cards; the invited address only for the sender and staff. */
  async function viewsFor(rows: CorenterRequestRow[], auth: Auth) {
    const profileIds = rows.flatMap((q) => [
      q.senderProfileId,
      ...(q.recipientProfileId ? [q.recipientProfileId] : []),
    ]);
    const [cards, [mine]] = await Promise.all([
      loadProfileCards(db, profileIds),
      db
        .select({ id: rentalProfiles.id })
        .from(rentalProfiles)
        .where(eq(rentalProfiles.userId, auth.user.id)),
    ]);
    return rows.map((q) => ({
      id: q.id,
      status: q.status,
      sender: cards.get(q.senderProfileId) ?? null,
      recipient: q.recipientProfileId ? (cards.get(q.recipientProfileId) ?? null) : null,
      invite_email: auth.user.isStaff || mine?.id === q.senderProfileId ? q.inviteEmail : null,
      replaces_id: q.replacesId,
      created_at: q.createdAt.toISOString(),
      responded_at: q.respondedAt?.toISOString() ?? null,
    }));
  }
  const one = async (row: CorenterRequestRow, auth: Auth) => (await viewsFor([row], auth))[0]!;

  async function send(auth: Auth, target: { profile: ProfileRow | null; email: string | null }) {
    const sender = await getProfileOfUser(db, auth.user.id);
    await assertMayRequest(db, sender, target);
    const [created] = await db
      .insert(corenterRequests)
      .values({
        senderProfileId: sender.id,
        recipientProfileId: target.profile?.id ?? null,
        inviteEmail: target.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!created)
      throw conflict(
        'A co-renter request between you is already waiting for an answer.',
        'corenter_request_pending',
      );
    await notifyRecipient(ctx, created, auth.user.fullName, sender.profileUsername);
    return created;
  }

  r.get(
    '/rental-profiles-suggestions/',
    {
      schema: {
        tags,
        response: { 200: profileCardListResponse },
        summary: 'Tenant profiles by name or username (accents forgiven), to ask as co-renters',
        querystring: z.object({
          q: z.string().trim().max(100, { error: 'validation.query' }).default(''),
        }),
      },
    },
    async (request) => {
      const q = foldIcelandic(request.query.q);
      if (!q) return { results: [] };
      const pattern = likePattern(q);
      const rows = await db
        .select({ id: rentalProfiles.id })
        .from(rentalProfiles)
        .innerJoin(users, eq(users.id, rentalProfiles.userId))
        .where(
          and(
            ne(rentalProfiles.userId, getAuth(request).user.id),
            eq(users.userType, 'TN'),
            or(
              sql`${foldedColumn(users.fullName)} like ${pattern}`,
              sql`${rentalProfiles.profileUsername} like ${pattern}`,
            ),
          ),
        )
        .orderBy(asc(users.fullName), asc(rentalProfiles.id))
        .limit(CORENTER_SUGGESTIONS_LIMIT);
      const cards = await loadProfileCards(
        db,
        rows.map((p) => p.id),
      );
      return { results: rows.flatMap((p) => cards.get(p.id) ?? []) };
    },
  );

  r.post(
    '/tenant-profiles/:username/send-corenter-request/',
    {
      schema: {
        tags,
        response: { 201: corenterRequestResponse },
        summary: 'Ask the owner of this profile to be your co-renter',
        params: usernameParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const profile = await getProfileByUsername(db, request.params.username);
      return reply.status(201).send(await one(await send(auth, { profile, email: null }), auth));
    },
  );

  r.post(
    '/corenter-requests/',
    {
      schema: {
        tags,
        response: { 201: corenterRequestResponse },
        summary: 'Invite a co-renter by e-mail',
        body: corenterInviteSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const email = request.body.email;
      const [self] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, auth.user.id));
      if (self?.email === email)
        throw conflict('You cannot be your own co-renter.', 'corenter_self');
      const profile = await findProfileByEmail(db, email);
      const created = await send(auth, { profile, email: profile ? null : email });
      return reply.status(201).send(await one(created, auth));
    },
  );

  r.get(
    '/corenter-requests/:id/',
    {
      schema: {
        tags,
        response: { 200: corenterRequestResponse },
        summary: 'One co-renter request (its sender, recipient or staff)',
        params: idParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      await partyOf(db, auth, await getRequest(db, request.params.id));
      return one(await getRequest(db, request.params.id), auth);
    },
  );

  const actions: CorenterAction[] = ['accept', 'decline', 'resend', 'retract'];
  for (const action of actions) {
    r.post(
      `/corenter-requests/:id/${action}/`,
      {
        schema: {
          tags,
          response: { 200: corenterRequestResponse, 201: corenterRequestResponse },
          summary: `Co-renter request: ${action}`,
          params: idParams,
        },
      },
      async (request, reply) => {
        const auth = getAuth(request);
        const outcome = await actOnRequest(ctx, auth, request.params.id, action);
        if (outcome.created) {
          const sender = await getProfileOfUser(db, auth.user.id);
          await notifyRecipient(ctx, outcome.created, auth.user.fullName, sender.profileUsername);
          return reply.status(201).send(await one(outcome.created, auth));
        }
        return one(outcome.request, auth);
      },
    );
  }

  r.get(
    '/tenant-profiles/:username/sent-corenter-requests/',
    {
      schema: {
        tags,
        response: { 200: corenterRequestListResponse },
        summary: 'Requests this tenant sent (pending and declined)',
        params: usernameParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const profile = await getProfileByUsername(db, request.params.username);
      assertOwnerOrStaff(auth, profile);
      const rows = await db
        .select()
        .from(corenterRequests)
        .where(
          and(
            eq(corenterRequests.senderProfileId, profile.id),
            inArray(corenterRequests.status, ['pending', 'declined']),
          ),
        )
        .orderBy(desc(corenterRequests.createdAt), desc(corenterRequests.id));
      return { results: await viewsFor(rows, auth) };
    },
  );

  r.get(
    '/tenant-profiles/:username/corenter-requests/',
    {
      schema: {
        tags,
        response: { 200: corenterRequestListResponse },
        summary: 'Requests waiting for this tenant’s answer',
        params: usernameParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const profile = await getProfileByUsername(db, request.params.username);
      assertOwnerOrStaff(auth, profile);
      await bindEmailInvites(db, profile.userId, profile.id);
      const rows = await db
        .select()
        .from(corenterRequests)
        .where(
          and(
            eq(corenterRequests.recipientProfileId, profile.id),
            eq(corenterRequests.status, 'pending'),
          ),
        )
        .orderBy(desc(corenterRequests.createdAt), desc(corenterRequests.id));
      return { results: await viewsFor(rows, auth) };
    },
  );

  r.delete(
    '/tenant-profiles/:username/corenters/:id/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Stop being co-renters (id: the co-renter’s profile id)',
        params: usernameParams.extend({ id: dbIdParam }),
      },
    },
    async (request, reply) => {
      const profile = subjectOf(request, ownProfile);
      const other = request.params.id;
      const removed = await db
        .delete(corenters)
        .where(
          or(
            and(eq(corenters.profileId, profile.id), eq(corenters.corenterProfileId, other)),
            and(eq(corenters.profileId, other), eq(corenters.corenterProfileId, profile.id)),
          ),
        )
        .returning();
      if (removed.length === 0) throw notFound('No such co-renter.');
      await Promise.all([touchProfile(db, profile.id), touchProfile(db, other)]);
      return reply.status(204).send();
    },
  );
}
