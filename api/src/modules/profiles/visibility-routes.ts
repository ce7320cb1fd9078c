import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SENSITIVE_RESOURCES,
  VISIBILITY_OPTION_LIST,
  visibilitySettingSchema,
  visibilityUpdateSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { defineSubject, subjectOf } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { isOwnerOrStaff, getProfileOfUser, touchProfile } from './profile-access.js';
import { findProfileById } from './profile-repository.js';
import {
  sensitiveResourceListResponse,
  visibilityOptionListResponse,
  visibilitySettingListResponse,
  visibilitySettingResponse,
  type VisibilitySettingView,
} from './profile-schemas.js';
import {
  findSettingWithOwner,
  listSettings,
  updateSetting,
  upsertSetting,
  type SettingRow,
} from './visibility-repository.js';

const tags = ['visibility'];
const settingView = (s: SettingRow): VisibilitySettingView => ({
  id: s.id,
  resource: s.resource as VisibilitySettingView['resource'],
  option: s.option,
  updated_at: s.updatedAt.toISOString(),
});

/** One of the caller's own settings; nobody else's is seen (404). */
const ownSetting = defineSubject('visibility setting', 'id', dbIdParam, async (ctx, auth, id) => {
  const row = await findSettingWithOwner(ctx.db, id);
  if (!row || row.userId !== auth.user.id) throw notFound('No such visibility setting.');
  return row.setting;
});

/** Who sees a tenant's credit score and net income; no setting means PRIVATE. */
export async function visibilityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The two lists are the product's vocabulary, the same for everyone.
  r.get(
    '/sensitive-resources/',
    {
      schema: {
        tags,
        response: { 200: sensitiveResourceListResponse },
        summary: 'Resources whose visibility a tenant sets',
      },
    },
    async () => [...SENSITIVE_RESOURCES],
  );
  r.get(
    '/visibility-options/',
    {
      schema: {
        tags,
        response: { 200: visibilityOptionListResponse },
        summary: 'The visibility options',
      },
    },
    async () => [...VISIBILITY_OPTION_LIST],
  );

  r.get(
    '/visibility-settings/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: visibilitySettingListResponse },
        summary: 'The caller’s settings (staff: ?profile=id); resources without one are PRIVATE',
        querystring: z.object({ profile: dbIdParam.optional() }),
      },
    },
    async (request) => {
      const auth = getAuth(request);
      let profileId: number;
      if (request.query.profile !== undefined) {
        const profile = await findProfileById(ctx.db, request.query.profile);
        if (!profile) throw notFound('No such rental profile.');
        if (!isOwnerOrStaff(auth, profile)) throw forbidden('Only the owner may see this.');
        profileId = profile.id;
      } else profileId = (await getProfileOfUser(ctx.db, auth.user.id)).id;
      const rows = await listSettings(ctx.db, profileId);
      return { results: rows.map(settingView) };
    },
  );

  r.post(
    '/visibility-settings/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 200: visibilitySettingResponse, 201: visibilitySettingResponse },
        summary: 'Set the option of a resource (201 new, 200 when it replaced one)',
        body: visibilitySettingSchema,
      },
    },
    async (request, reply) => {
      const profile = await getProfileOfUser(ctx.db, getAuth(request).user.id);
      const { resource, option } = request.body;
      const { row, isNew } = await upsertSetting(ctx.db, profile.id, resource, option);
      await touchProfile(ctx.db, profile.id);
      return reply.status(isNew ? 201 : 200).send(settingView(row));
    },
  );

  r.patch(
    '/visibility-settings/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: ownSetting } },
      schema: {
        tags,
        response: { 200: visibilitySettingResponse },
        summary: 'Change an option',
        params: z.object({ id: dbIdParam }),
        body: visibilityUpdateSchema,
      },
    },
    async (request) => {
      const setting = subjectOf(request, ownSetting);
      const updated = await updateSetting(ctx.db, setting.id, request.body.option);
      await touchProfile(ctx.db, setting.profileId);
      return settingView(updated);
    },
  );
}
