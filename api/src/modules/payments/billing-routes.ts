import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getContractAccess,
  scheduleDateParamSchema,
  staffFinanceReasonSchema,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { contractSubject } from '../contracts/access.js';
import { toBillView, toPayoutView, billView, payoutView } from './billing-view.js';
import { invoiceItem, removeBillPaymentFee, revertInvoice } from './billing-service.js';
import { executePayout, revertPayout } from './payouts-service.js';

const tags = ['payment schedule'];
const params = z.object({ id: dbIdParam, date: scheduleDateParamSchema });
const landlordSide = { subject: contractSubject };
const staffOnly = { role: 'staff' as const, subject: contractSubject };

/**
 * The bank side of a contract's payment schedule (SPEC 7): invoice and revert by the landlord
 * side or staff; execute payout, execute revert payout and remove bill payment fee by staff only,
 * each with a reason recorded in staff_finance_actions. Each is a money mutation and takes an
 * Idempotency-Key (required): a repeat with the key gets the first answer and moves nothing.
 */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const billing = {
    db: ctx.db,
    claims: ctx.providers.claims,
    payouts: ctx.providers.payouts,
    config: ctx.config,
  };
  const mayBill = (request: Parameters<typeof subjectOf>[0]) => {
    const { row, actor } = subjectOf(request, contractSubject);
    if (getContractAccess(actor) !== 'edit')
      throw forbidden('Only the landlord side or staff may bill this contract.');
    return row;
  };

  r.post(
    '/contracts/:id/payment-schedule/:date/invoice/',
    {
      config: { access: landlordSide, idempotency: true },
      schema: {
        tags,
        summary: "Creates the claim for this payment in the tenant's online bank",
        params,
        response: { 200: billView },
      },
    },
    async (request) => {
      const row = mayBill(request);
      return toBillView(await invoiceItem(billing, row.id, request.params.date));
    },
  );

  r.post(
    '/contracts/:id/payment-schedule/:date/revert/',
    {
      config: { access: landlordSide, idempotency: true },
      schema: {
        tags,
        summary: 'Cancels the claim of this payment (refused once anything is paid)',
        params,
        response: { 200: billView },
      },
    },
    async (request) => {
      const row = mayBill(request);
      return toBillView(await revertInvoice(billing, row.id, request.params.date));
    },
  );

  const staffSchema = (summary: string, response: z.ZodType) => ({
    tags,
    summary,
    params,
    body: staffFinanceReasonSchema,
    response: { 200: response },
  });

  r.post(
    '/contracts/:id/payment-schedule/:date/execute-payout/',
    {
      config: { access: staffOnly, idempotency: true },
      schema: staffSchema("Staff: pays the landlord's share of a paid payment", payoutView),
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const payout = await executePayout(
        billing,
        request.auth!.user.id,
        row.id,
        request.params.date,
        request.body.reason,
      );
      return toPayoutView(payout);
    },
  );

  r.post(
    '/contracts/:id/payment-schedule/:date/execute-revert-payout/',
    {
      config: { access: staffOnly, idempotency: true },
      schema: staffSchema('Staff: takes an executed payout back (once)', payoutView),
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const payout = await revertPayout(
        billing,
        request.auth!.user.id,
        row.id,
        request.params.date,
        request.body.reason,
      );
      return toPayoutView(payout);
    },
  );

  r.post(
    '/contracts/:id/payment-schedule/:date/remove-bill-payment-fee/',
    {
      config: { access: staffOnly, idempotency: true },
      schema: staffSchema("Staff: removes the bank fee from this payment's bill", billView),
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const item = await removeBillPaymentFee(
        ctx.db,
        request.auth!.user.id,
        row.id,
        request.params.date,
        request.body.reason,
      );
      return toBillView(item);
    },
  );
}
