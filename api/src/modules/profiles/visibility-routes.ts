import { and, eq } from 'drizzle-orm';
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
import { rentalProfiles, visibilitySettings } from '../../db/schema/index.js';
import { defineSubject, subjectOf } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { getProfileOfUser, touchProfile } from './profile-access.js';
import {
  sensitiveResourceListResponse,
  visibilityOptionListResponse,
  visibilitySettingListResponse,
  visibilitySettingResponse,
  type VisibilitySettingView,
} from './profile-schemas.js';

const tags = ['visibility'];
type SettingRow = typeof visibilitySettings.$inferSelect;
const settingView = (s: SettingRow): VisibilitySettingView => ({
  id: s.id,
  resource: s.resource as VisibilitySettingView['resource'],
  option: s.option,
  updated_at: s.updatedAt.toISOString(),
});

/** One of the caller's own settings; nobody else's is seen (404). */
const ownSetting = defineSubject('visibility setting', 'id', dbIdParam, async (ctx, auth, id) => {
  const [row] = await ctx.db
    .select({ setting: visibilitySettings, userId: rentalProfiles.userId })
    .from(visibilitySettings)
    .innerJoin(rentalProfiles, eq(rentalProfiles.id, visibilitySettings.profileId))
    .where(eq(visibilitySettings.id, id));
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
        const [profile] = await ctx.db
          .select()
          .from(rentalProfiles)
          .where(eq(rentalProfiles.id, request.query.profile));
        if (!profile) throw notFound('No such rental profile.');
        if (profile.userId !== auth.user.id && !auth.user.isStaff)
          throw forbidden('Only the owner may see this.');
        profileId = profile.id;
      } else profileId = (await getProfileOfUser(ctx.db, auth.user.id)).id;
      const rows = await ctx.db
        .select()
        .from(visibilitySettings)
        .where(eq(visibilitySettings.profileId, profileId))
        .orderBy(visibilitySettings.id);
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
      const [existing] = await ctx.db
        .select()
        .from(visibilitySettings)
        .where(
          and(
            eq(visibilitySettings.profileId, profile.id),
            eq(visibilitySettings.resource, resource),
          ),
        );
      const [row] = await ctx.db
        .insert(visibilitySettings)
        .values({ profileId: profile.id, resource, option })
        .onConflictDoUpdate({
          target: [visibilitySettings.profileId, visibilitySettings.resource],
          set: { option, updatedAt: new Date() },
        })
        .returning();
      await touchProfile(ctx.db, profile.id);
      return reply.status(existing ? 200 : 201).send(settingView(row!));
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
      const [updated] = await ctx.db
        .update(visibilitySettings)
        .set({ option: request.body.option, updatedAt: new Date() })
        .where(eq(visibilitySettings.id, setting.id))
        .returning();
      await touchProfile(ctx.db, setting.profileId);
      return settingView(updated!);
    },
  );
}
