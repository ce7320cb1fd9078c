import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CURRENCIES,
  LOCALES,
  parseIcelandicIban,
  payoutMethodCreateSchema,
  payoutMethodListQuerySchema,
  payoutMethodPatchSchema,
  verifyAccountSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { noContent } from '../../http/responses.js';
import { askBank } from './bank-check.js';
import { getFinanceCatalogue, toLocale } from './catalogue.js';
import {
  currencyListResponse,
  payoutMethodListResponse,
  payoutMethodResponse,
  verifyAccountResponse,
} from './finance-schemas.js';
import { toPayoutMethodView } from './payout-method-view.js';
import { deletePayoutMethod, listPayoutMethods } from './payout-methods-repository.js';
import {
  assertOwnOrStaff,
  changePayoutMethod,
  createPayoutMethod,
  payoutMethodSubject,
} from './payout-methods-service.js';

const tags = ['finance'];
const params = z.object({ id: dbIdParam });

/** SPEC 7 Finance: the bank check, payout methods and the currencies a lease may use. */
export async function financeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/currencies/',
    {
      onRequest: ctx.authenticateOptional,
      config: { access: { role: 'anonymous' } },
      schema: {
        tags,
        summary: 'The currencies a lease may be in, ISK first, named in the reader’s language',
        querystring: z.object({ lang: z.enum(LOCALES).optional() }),
        response: { 200: currencyListResponse },
      },
    },
    async (request) => {
      const locale = toLocale(request.query.lang ?? request.auth?.user.primaryLanguage);
      const names = getFinanceCatalogue(locale).currencies;
      return {
        results: CURRENCIES.map((c) => ({
          code: c.code,
          name: names[c.code],
          minor_unit: c.minor_unit,
        })),
      };
    },
  );

  r.post(
    '/banking/verify-account/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'Ask the bank whether an account exists and who holds it',
        body: verifyAccountSchema,
        response: { 200: verifyAccountResponse },
      },
    },
    async (request) => {
      const { iban } = request.body;
      const parsed = parseIcelandicIban(iban);
      const answer = await askBank(ctx, iban);
      return {
        valid: answer.valid,
        holder_name: answer.holder_name,
        icelandic_format:
          answer.valid && parsed.ok
            ? {
                kt: answer.holder_kennitala,
                bank: parsed.account.bank,
                ledger: parsed.account.ledger,
                account: parsed.account.account,
              }
            : null,
      };
    },
  );

  r.get(
    '/payout-methods/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'A user’s payout methods (mine unless staff name another user)',
        querystring: payoutMethodListQuerySchema,
        response: { 200: payoutMethodListResponse },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const userId = request.query.user ?? auth.user.id;
      assertOwnOrStaff(auth, userId);
      return { results: (await listPayoutMethods(ctx.db, userId)).map(toPayoutMethodView) };
    },
  );

  r.post(
    '/payout-methods/',
    {
      onRequest: ctx.authenticate,
      config: { access: { role: 'signed_in' }, idempotency: true },
      schema: {
        tags,
        summary: 'Add an account the bank confirms is the user’s (with an Idempotency-Key)',
        body: payoutMethodCreateSchema,
        response: { 201: payoutMethodResponse },
      },
    },
    async (request, reply) => {
      const row = await createPayoutMethod(ctx, getAuth(request), request.body);
      return reply.code(201).send(toPayoutMethodView(row));
    },
  );

  r.patch(
    '/payout-methods/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: payoutMethodSubject } },
      schema: {
        tags,
        summary: 'Put another account in its place',
        params,
        body: payoutMethodPatchSchema,
        response: { 200: payoutMethodResponse },
      },
    },
    async (request) => {
      const row = subjectOf(request, payoutMethodSubject);
      return toPayoutMethodView(
        await changePayoutMethod(ctx, getAuth(request), row, request.body.iban),
      );
    },
  );

  r.delete(
    '/payout-methods/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: payoutMethodSubject } },
      schema: { tags, summary: 'Remove a payout method', params, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deletePayoutMethod(ctx.db, subjectOf(request, payoutMethodSubject).id);
      return reply.code(204).send();
    },
  );
}
