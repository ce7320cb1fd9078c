import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushDeviceSchema } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { defineSubject, subjectOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { noContent } from '../../http/responses.js';
import { pushDeviceResponse, pushDeviceView } from './push-device-view.js';
import {
  deletePushDevice,
  findPushDevice,
  listPushDevices,
  upsertPushDevice,
} from './push-devices-repository.js';

const tags = ['notifications'];

/**
 * A user's phones are theirs alone: nobody else, staff included, lists or changes them (a token
 * would let one push to the phone); others hear 404, so ids tell strangers nothing.
 */
const selfOnly = defineSubject('user', 'id', dbIdParam, async (_ctx, auth, id) => {
  if (auth.user.id !== id) throw notFound('No such user.');
  return id;
});

/** The phones the mobile app registers for push notifications (`users/{id}/push-devices/`). */
export async function pushDevicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/users/:id/push-devices/',
    {
      config: { access: { subject: selfOnly } },
      schema: {
        tags,
        summary: "The user's phones registered for push (the user only)",
        params: z.object({ id: dbIdParam }),
        response: { 200: z.object({ results: z.array(pushDeviceResponse) }) },
      },
    },
    async (request) => ({
      results: (await listPushDevices(ctx.db, subjectOf(request, selfOnly))).map(pushDeviceView),
    }),
  );

  r.post(
    '/users/:id/push-devices/',
    {
      config: { access: { subject: selfOnly } },
      schema: {
        tags,
        summary: 'Register a phone for push; a known token is refreshed (the user only)',
        params: z.object({ id: dbIdParam }),
        body: pushDeviceSchema,
        response: { 200: pushDeviceResponse, 201: pushDeviceResponse },
      },
    },
    async (request, reply) => {
      const { row, isNew } = await upsertPushDevice(
        ctx.db,
        subjectOf(request, selfOnly),
        request.body,
      );
      return reply.status(isNew ? 201 : 200).send(pushDeviceView(row));
    },
  );

  r.delete(
    '/users/:id/push-devices/:deviceId/',
    {
      config: { access: { subject: selfOnly } },
      schema: {
        tags,
        summary: 'Stop pushing to a phone, e.g. at sign-out (the user only)',
        params: z.object({ id: dbIdParam, deviceId: dbIdParam }),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const device = await findPushDevice(ctx.db, request.params.deviceId);
      if (!device || device.userId !== subjectOf(request, selfOnly))
        throw notFound('No such device.');
      await deletePushDevice(ctx.db, device.id);
      return reply.status(204).send();
    },
  );
}
