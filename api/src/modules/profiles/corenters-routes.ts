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
import { subjectOf } from '../../http/access.js';
import { conflict, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { idsQuery } from '../../http/pagination.js';
import { noContent } from '../../http/responses.js';
import { corenterRequestViews } from './corenter-views.js';
import {
  deleteCorenterPair,
  findEmailOfUser,
  insertCorenterRequest,
  listRequestsOn,
  searchTenantProfileIds,
  type CorenterRequestRow,
} from './corenters-repository.js';
import {
  actOnRequest,
  assertMayRequest,
  bindEmailInvites,
  findProfileByEmail,
  getRequest,
  listRequestsOfProfiles,
  notifyRecipient,
  partyOf,
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
import {
  corenterRequestListResponse,
  corenterRequestResponse,
  profileCardListResponse,
  profileCorenterRequestListResponse,
} from './profile-schemas.js';

const tags = ['co-renters'];
const idParams = z.object({ id: dbIdParam });

export async function corentersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const db = ctx.db;

  const one = async (row: CorenterRequestRow, auth: Auth) =>
    (await corenterRequestViews(db, [row], auth))[0]!;

  async function send(auth: Auth, target: { profile: ProfileRow | null; email: string | null }) {
    const sender = await getProfileOfUser(db, auth.user.id);
    await assertMayRequest(db, sender, target);
    const created = await insertCorenterRequest(db, {
      senderProfileId: sender.id,
      recipientProfileId: target.profile?.id ?? null,
      inviteEmail: target.email,
    });
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
      const ids = await searchTenantProfileIds(
        db,
        q,
        getAuth(request).user.id,
        CORENTER_SUGGESTIONS_LIMIT,
      );
      const cards = await loadProfileCards(db, ids);
      return { results: ids.flatMap((id) => cards.get(id) ?? []) };
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
      if ((await findEmailOfUser(db, auth.user.id)) === email)
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
      const rows = await listRequestsOn(db, 'sent', [profile.id]);
      return { results: await corenterRequestViews(db, rows, auth) };
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
      const rows = await listRequestsOn(db, 'waiting', [profile.id]);
      return { results: await corenterRequestViews(db, rows, auth) };
    },
  );

  // The batch read for the graph: the sent or the waiting requests of a page of profiles.
  r.get(
    '/corenter-requests/',
    {
      schema: {
        tags,
        response: { 200: profileCorenterRequestListResponse },
        summary:
          'Requests several tenants sent (?senders=1,2,3) or that wait for their answer (?recipients=1,2,3): the owner’s and staff’s',
        querystring: z
          .object({ senders: idsQuery.optional(), recipients: idsQuery.optional() })
          .refine((q) => !q.senders !== !q.recipients, {
            error: 'validation.ids',
            path: ['senders'],
          }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const { senders, recipients } = request.query;
      const found = senders
        ? await listRequestsOfProfiles(db, auth, 'sent', senders)
        : await listRequestsOfProfiles(db, auth, 'waiting', recipients ?? []);
      const views = await corenterRequestViews(
        db,
        found.map((f) => f.request),
        auth,
      );
      return { results: views.map((view, i) => ({ ...view, profile_id: found[i]!.profileId })) };
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
      if (!(await deleteCorenterPair(db, profile.id, other))) throw notFound('No such co-renter.');
      await Promise.all([touchProfile(db, profile.id), touchProfile(db, other)]);
      return reply.status(204).send();
    },
  );
}
