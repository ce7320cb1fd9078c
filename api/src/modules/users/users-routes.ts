import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_SIZES,
  changePasswordSchema,
  mobileLoginStartSchema,
  setPrimaryLanguageSchema,
  userUpdateSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { dbIdParam } from '../../http/ids.js';
import { idsQuery, pageQuery, toPage } from '../../http/pagination.js';
import { activateEid, startEid } from '../eid/eid-service.js';
import { assertSelfOrStaff, assertStaff, selfAccount } from './access.js';
import { loadUserView, loadUserViews } from './user-view.js';
import { getUserRow, pageUsers, updateUserRow } from './users-repository.js';
import { changePassword, deleteAccount, refreshEntity, updateUser } from './users-service.js';
import { noContent } from '../../http/responses.js';
import {
  eidChallengeResponse,
  mobileLoginActivationResponse,
  type MobileLoginActivationView,
  personalIdActivationResponse,
  userPageResponse,
  userResponse,
} from './user-schemas.js';

const tags = ['users'];
const userParams = z.object({ id: dbIdParam });
const tokenParams = userParams.extend({ token: z.string().min(20).max(200) });

export async function usersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/users/',
    {
      schema: {
        tags,
        response: { 200: userPageResponse },
        summary: 'Users: search (staff) or a batch read by ids',
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          ids: idsQuery.optional(),
          ...pageQuery(PAGE_SIZES.default),
        }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const { search, ids, page, page_size } = request.query;
      // Anyone may batch-read themselves; everything else is the back office's.
      if (!(ids && ids.length === 1 && ids[0] === auth.user.id)) assertStaff(auth);
      const { rows, total } = await pageUsers(
        ctx.db,
        { ids, search },
        { page, pageSize: page_size },
      );
      return toPage(request.url, page, page_size, total, await loadUserViews(ctx.db, rows));
    },
  );

  r.get(
    '/users/:id/',
    { schema: { tags, response: { 200: userResponse }, summary: 'One user', params: userParams } },
    async (request) => {
      assertSelfOrStaff(getAuth(request), request.params.id);
      return loadUserView(ctx.db, await getUserRow(ctx.db, request.params.id));
    },
  );

  r.patch(
    '/users/:id/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 200: userResponse },
        summary: 'Update the user',
        params: userParams,
        body: userUpdateSchema,
      },
    },
    async (request) => {
      const auth = getAuth(request);

      await updateUser(ctx, auth.user, request.body);
      return loadUserView(ctx.db, await getUserRow(ctx.db, auth.user.id));
    },
  );

  r.post(
    '/users/:id/change-password/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Change the password; other sessions end',
        params: userParams,
        body: changePasswordSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);

      await changePassword(
        ctx,
        auth.user,
        auth.sessionId,
        request.body.old_password,
        request.body.new_password,
      );
      return reply.status(204).send();
    },
  );

  r.post(
    '/users/:id/set-primary-language/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 200: userResponse },
        summary: 'Set the primary language',
        params: userParams,
        body: setPrimaryLanguageSchema,
      },
    },
    async (request) => {
      const auth = getAuth(request);

      await updateUserRow(ctx.db, auth.user.id, { primaryLanguage: request.body.lang });
      return loadUserView(ctx.db, await getUserRow(ctx.db, auth.user.id));
    },
  );

  r.get(
    '/users/:id/refresh-entity/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 200: userResponse },
        summary: 'Re-read the person from the national registry',
        params: userParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);

      await refreshEntity(ctx, auth.user);
      return loadUserView(ctx.db, await getUserRow(ctx.db, auth.user.id));
    },
  );

  r.delete(
    '/users/:id/delete/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Delete the account (anonymised; every session ends)',
        params: userParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);

      await deleteAccount(ctx, auth.user);
      return reply.status(204).send();
    },
  );

  r.post(
    '/users/:id/activate-mobile-login/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 202: eidChallengeResponse },
        summary: 'Link electronic ID: start on a phone',
        params: userParams,
        body: mobileLoginStartSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);

      return reply
        .status(202)
        .send(await startEid(ctx, 'activate', request.body.phone, request.ip, auth.user.id));
    },
  );

  r.get(
    '/users/:id/activate-mobile-login/status/:token/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 200: mobileLoginActivationResponse },
        summary: 'Link electronic ID: poll the status',
        params: tokenParams,
      },
    },
    async (request): Promise<MobileLoginActivationView> => {
      const auth = getAuth(request);

      const outcome = await activateEid(ctx, auth.user.id, request.params.token);
      if (outcome.status !== 'complete') return outcome;
      const user = await loadUserView(ctx.db, await getUserRow(ctx.db, auth.user.id));
      return {
        status: 'complete',
        phones: user.phones,
        icelandic_id: user.icelandic_id,
        personal_id: user.personal_id,
        personal_id_country: user.personal_id_country,
        full_name: user.full_name,
        primary_phone_id: user.primary_phone_id,
        birth_date: user.birth_date,
      };
    },
  );

  r.get(
    '/users/:id/activate-personal-id/:token/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 200: personalIdActivationResponse },
        summary: 'Link the personal id of a confirmed electronic-ID session',
        params: tokenParams,
      },
    },
    async (request) => {
      const auth = getAuth(request);

      const outcome = await activateEid(ctx, auth.user.id, request.params.token);
      return {
        ...outcome,
        user: await loadUserView(ctx.db, await getUserRow(ctx.db, auth.user.id)),
      };
    },
  );
}
