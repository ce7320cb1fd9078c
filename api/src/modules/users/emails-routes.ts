import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEmailSchema, emailConfirmationSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { dbIdParam } from '../../http/ids.js';
import { conflict, notFound, tooManyRequests } from '../../http/errors.js';
import { selfAccount } from './access.js';
import { confirmEmail, sendEmailConfirmation } from './email-confirmations.js';
import { emailView } from './user-view.js';
import { deleteEmail, findEmailOfUser } from './emails-repository.js';
import { findPrimaryEmailOfUser } from './users-repository.js';
import { addEmailAddress } from './users-service.js';
import { detailResponse, noContent } from '../../http/responses.js';
import { emailAddressResponse } from './user-schemas.js';

const tags = ['emails'];
const idParams = z.object({ id: dbIdParam });

export async function emailsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's own address, or 404 (another user's address is not revealed). */
  async function ownEmail(userId: number, emailId: number) {
    const row = await findEmailOfUser(ctx.db, userId, emailId);
    if (!row) throw notFound('No such e-mail address.');
    return row;
  }

  r.post(
    '/users/:id/emails/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 201: emailAddressResponse },
        summary: 'Add an e-mail address (a confirmation is sent)',
        params: idParams,
        body: addEmailSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await addEmailAddress(ctx, auth.user, request.body.email);
      return reply.status(201).send(emailView(row, auth.user.email));
    },
  );

  r.delete(
    '/emails/:id/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'Remove an e-mail address',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await ownEmail(auth.user.id, request.params.id);
      if (row.email === auth.user.email) {
        throw conflict(
          'The primary address cannot be removed; make another address primary first.',
          'primary_email',
        );
      }
      await deleteEmail(ctx.db, row.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/emails/:id/verify/',
    {
      onRequest: ctx.authenticate,
      schema: {
        tags,
        response: { 202: detailResponse },
        summary: 'Send the confirmation e-mail again',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = await ownEmail(auth.user.id, request.params.id);
      if (row.verified) throw conflict('This address is already confirmed.', 'already_verified');
      const key = `email-verify:${row.id}`;
      const wait = await ctx.limiter.take([{ key, rule: { limit: 3, windowSeconds: 3600 } }]);
      if (wait > 0) throw tooManyRequests(wait);
      await sendEmailConfirmation(ctx, row, auth.user.primaryLanguage);
      return reply.status(202).send({ detail: 'A confirmation e-mail is on its way.' });
    },
  );

  // By token: the person may open the link signed out, on another device.
  r.post(
    '/emailconfirmation/',
    {
      schema: {
        tags,
        response: { 200: emailAddressResponse },
        summary: 'Confirm an address by the token from the e-mail',
        body: emailConfirmationSchema,
      },
    },
    async (request) => {
      const { email, primaryEmail } = await confirmEmail(ctx, request.body.token);
      const ownerEmail = await findPrimaryEmailOfUser(ctx.db, email.userId);
      return emailView(email, ownerEmail ?? primaryEmail);
    },
  );
}
