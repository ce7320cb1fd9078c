import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEmailSchema, emailConfirmationSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { userEmails, users } from '../../db/schema/index.js';
import { uniqueViolation } from '../../http/db-errors.js';
import { dbIdParam } from '../../http/ids.js';
import { conflict, notFound, tooManyRequests } from '../../http/errors.js';
import { selfAccount } from './access.js';
import { confirmEmail, sendEmailConfirmation } from './email-confirmations.js';
import { emailView } from './user-view.js';
import { detailResponse, noContent } from '../../http/responses.js';
import { emailAddressResponse } from './user-schemas.js';

const tags = ['emails'];
const idParams = z.object({ id: dbIdParam });
const MAX_EMAILS = 5;

export async function emailsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's own address, or 404 (another user's address is not revealed). */
  async function ownEmail(userId: number, emailId: number) {
    const [row] = await ctx.db
      .select()
      .from(userEmails)
      .where(and(eq(userEmails.id, emailId), eq(userEmails.userId, userId)))
      .limit(1);
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
      const emailTaken = () =>
        conflict('This e-mail address is already in use.', 'email_taken', {
          email: 'validation.email_taken',
        });
      const [taken] = await ctx.db
        .select({ id: userEmails.id })
        .from(userEmails)
        .where(eq(userEmails.email, request.body.email))
        .limit(1);
      if (taken) throw emailTaken();
      const row = await ctx.db
        .transaction(async (tx) => {
          // The user's row locked: adds of one account take turns, so the cap holds.
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, auth.user.id))
            .for('update');
          const mine = await tx
            .select({ id: userEmails.id })
            .from(userEmails)
            .where(eq(userEmails.userId, auth.user.id));
          if (mine.length >= MAX_EMAILS)
            throw conflict(
              `At most ${MAX_EMAILS} e-mail addresses per account.`,
              'too_many_emails',
            );
          const [created] = await tx
            .insert(userEmails)
            .values({ userId: auth.user.id, email: request.body.email })
            .returning();
          return created;
        })
        .catch((error: unknown) => {
          // Another request added the address first: its unique index decides.
          throw uniqueViolation(error) ? emailTaken() : error;
        });
      await sendEmailConfirmation(ctx, row!, auth.user.primaryLanguage);
      return reply.status(201).send(emailView(row!, auth.user.email));
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
      await ctx.db.delete(userEmails).where(eq(userEmails.id, row.id));
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
      const [owner] = await ctx.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, email.userId));
      return emailView(email, owner?.email ?? primaryEmail);
    },
  );
}
