import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addPhoneSchema, smsCodeSchema } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { dbIdParam } from '../../http/ids.js';
import { defineSubject, subjectOf } from '../../http/access.js';
import { conflict, notFound } from '../../http/errors.js';
import { selfAccount } from './access.js';
import { sendSmsCode, verifySmsCode } from './sms-codes.js';
import { phoneView } from './user-view.js';
import { findPhoneOfUser, insertPhone, listPhonesOfUser } from './phones-repository.js';
import { removePhone } from './users-service.js';
import { updateUserRow } from './users-repository.js';
import { noContent } from '../../http/responses.js';
import { phoneResponse, phoneVerificationChallengeResponse } from './user-schemas.js';

const tags = ['phones'];
const idParams = z.object({ id: dbIdParam });
const MAX_PHONES = 5;

/** One of the caller's phones; another user's is not revealed (404). */
const ownPhone = defineSubject('phone', 'id', dbIdParam, async (ctx, auth, phoneId) => {
  const row = await findPhoneOfUser(ctx.db, auth.user.id, phoneId);
  if (!row) throw notFound('No such phone.');
  return row;
});

export async function phonesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.post(
    '/users/:id/phones/',
    {
      config: { access: { subject: selfAccount } },
      schema: {
        tags,
        response: { 201: phoneResponse },
        summary: 'Add a phone (unverified)',
        params: idParams,
        body: addPhoneSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const mine = await listPhonesOfUser(ctx.db, auth.user.id);
      const { code } = request.body.country_code;
      if (mine.some((p) => p.countryCode === code && p.number === request.body.number)) {
        throw conflict('You have already added this number.', 'phone_exists', {
          number: 'validation.phone_exists',
        });
      }
      if (mine.length >= MAX_PHONES)
        throw conflict(`At most ${MAX_PHONES} phones per account.`, 'too_many_phones');
      const row = await insertPhone(ctx.db, {
        userId: auth.user.id,
        countryCode: code,
        number: request.body.number,
      });
      return reply.status(201).send(phoneView(row));
    },
  );

  r.delete(
    '/phones/:id/',
    {
      config: { access: { subject: ownPhone } },
      schema: { tags, response: { 204: noContent }, summary: 'Remove a phone', params: idParams },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const phone = subjectOf(request, ownPhone);
      await removePhone(ctx, auth.user, phone.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/phones/:id/verify/',
    {
      config: { access: { subject: ownPhone } },
      schema: {
        tags,
        response: { 202: phoneVerificationChallengeResponse },
        summary: 'Send a verification code by SMS',
        params: idParams,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const phone = subjectOf(request, ownPhone);
      if (phone.verified) throw conflict('This phone is already verified.', 'already_verified');
      return reply.status(202).send(await sendSmsCode(ctx, phone, auth.user.primaryLanguage));
    },
  );

  r.post(
    '/phones/:id/verify/',
    {
      config: { access: { subject: ownPhone } },
      schema: {
        tags,
        response: { 200: phoneResponse },
        summary: 'Verify the phone with the SMS code',
        params: idParams,
        body: smsCodeSchema,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const phone = subjectOf(request, ownPhone);
      if (phone.verified) throw conflict('This phone is already verified.', 'already_verified');
      await verifySmsCode(ctx, phone, request.body.code);
      // The first verified phone becomes the primary one.
      if (auth.user.primaryPhoneId === null)
        await updateUserRow(ctx.db, auth.user.id, { primaryPhoneId: phone.id });
      return phoneView({ ...phone, verified: true });
    },
  );
}
