import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_SIZES,
  notificationBlacklistSchema,
  notificationClickSchema,
  updateNotificationSettingsSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { noContent } from '../../http/responses.js';
import { assertSelfOrStaff } from '../users/access.js';
import { ownBlacklistEntry, ownNotification } from './access.js';
import {
  blacklistEntryResponse,
  blacklistResponse,
  notificationPageResponse,
  notificationResponse,
  notificationSettingsResponse,
} from './notification-schemas.js';
import { blacklistEntryView, notificationView } from './notification-view.js';
import {
  deleteBlacklistEntry,
  insertBlacklistEntry,
  listBlacklist,
  markNotificationClicked,
  pageNotifications,
} from './notifications-repository.js';
import { listSettings, updateSettings } from './notifications-service.js';

const tags = ['notifications'];
const idParams = z.object({ id: dbIdParam });

/** A user's notifications (newest first, with the unread count), their click, and settings. */
export async function notificationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/users/:id/notifications/',
    {
      schema: {
        tags,
        summary: "A user's notifications, newest first, with the unread count (the user, staff)",
        params: idParams,
        querystring: z.object(pageQuery(PAGE_SIZES.notifications)),
        response: { 200: notificationPageResponse },
      },
    },
    async (request) => {
      assertSelfOrStaff(getAuth(request), request.params.id);
      const { page, page_size } = request.query;
      const { rows, total, unread } = await pageNotifications(ctx.db, request.params.id, {
        page,
        pageSize: page_size,
      });
      return {
        ...toPage(request.url, page, page_size, total, rows.map(notificationView)),
        unread_count: unread,
      };
    },
  );

  // One notification by id: what a live subscriber loads when `notification.created` names it.
  r.get(
    '/notifications/:id/',
    {
      config: { access: { subject: ownNotification } },
      schema: {
        tags,
        summary: 'One notification of the caller',
        params: idParams,
        response: { 200: notificationResponse },
      },
    },
    async (request) => notificationView(subjectOf(request, ownNotification)),
  );

  r.patch(
    '/notifications/:id/',
    {
      config: { access: { subject: ownNotification } },
      schema: {
        tags,
        summary: 'Mark a notification clicked (opened)',
        params: idParams,
        body: notificationClickSchema,
        response: { 200: notificationResponse },
      },
    },
    async (request) => {
      const row = subjectOf(request, ownNotification);
      return notificationView(await markNotificationClicked(ctx.db, row.id));
    },
  );

  r.get(
    '/notification-settings/',
    {
      schema: {
        tags,
        summary: 'Every notification type by every method: offered, on, and its blacklist entry',
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => ({ results: await listSettings(ctx.db, getAuth(request).user.id) }),
  );

  r.patch(
    '/notification-settings/',
    {
      schema: {
        tags,
        summary: 'Turn types on or off per method',
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsResponse },
      },
    },
    async (request) => ({
      results: await updateSettings(ctx, getAuth(request).user.id, request.body.settings),
    }),
  );

  r.get(
    '/notification-blacklist/',
    {
      schema: {
        tags,
        summary: 'The types the user turned off, per method',
        response: { 200: blacklistResponse },
      },
    },
    async (request) => ({
      results: (await listBlacklist(ctx.db, getAuth(request).user.id)).map(blacklistEntryView),
    }),
  );

  r.post(
    '/notification-blacklist/',
    {
      schema: {
        tags,
        summary: 'Turn a type off for a method (an existing entry is returned as it is)',
        body: notificationBlacklistSchema,
        response: { 201: blacklistEntryResponse },
      },
    },
    async (request, reply) => {
      const { notification_type, method } = request.body;
      const row = await insertBlacklistEntry(
        ctx.db,
        getAuth(request).user.id,
        notification_type,
        method,
      );
      return reply.status(201).send(blacklistEntryView(row));
    },
  );

  r.delete(
    '/notification-blacklist/:id/',
    {
      config: { access: { subject: ownBlacklistEntry } },
      schema: {
        tags,
        summary: 'Turn a type back on for the method',
        params: idParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteBlacklistEntry(ctx.db, subjectOf(request, ownBlacklistEntry).id);
      return reply.status(204).send();
    },
  );
}
