import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giveConsentSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { ownConsent } from './access.js';
import { consentResponse, consentsResponse } from './notification-schemas.js';
import { getConsents, giveConsent, revokeConsent } from './consents-service.js';

const tags = ['consents'];

/** The caller's consents: terms versions, marketing, credit checks; given, and revoked. */
export async function consentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/consents/',
    {
      schema: {
        tags,
        summary: "The caller's consents, revoked ones too, and whether the terms need accepting",
        response: { 200: consentsResponse },
      },
    },
    async (request) => getConsents(ctx.db, getAuth(request).user.id),
  );

  r.post(
    '/consents/',
    {
      schema: {
        tags,
        summary: 'Give a consent (terms: the current version); a live one is returned with 200',
        body: giveConsentSchema,
        response: { 200: consentResponse, 201: consentResponse },
      },
    },
    async (request, reply) => {
      const { consent, isNew } = await giveConsent(ctx.db, getAuth(request).user.id, request.body);
      return reply.status(isNew ? 201 : 200).send(consent);
    },
  );

  r.post(
    '/consents/:id/revoke/',
    {
      config: { access: { subject: ownConsent } },
      schema: {
        tags,
        summary: 'Revoke a marketing or credit-check consent (409 for the terms)',
        params: z.object({ id: dbIdParam }),
        response: { 200: consentResponse },
      },
    },
    async (request) => revokeConsent(ctx.db, subjectOf(request, ownConsent)),
  );
}
