import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loanPayoutRetrySchema, getIcelandicToday } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { IDEMPOTENCY_HEADER } from '../../http/idempotency.js';
import { getLoanAgreement } from './agreement-service.js';
import { disburseLoan, rereadLoan, retryLoanPayout } from './disbursement-service.js';
import {
  loanAgreementResponse,
  loanLifecycleResponse,
  loanLifecycleView,
} from './lifecycle-view.js';
import { ensureRepaymentClaims } from './repayments-service.js';
import { ownLoan, readableLoan, type LoanSubject } from './loans-service.js';
import { refreshLoanSigning, startLoanSigning } from './signing-service.js';

const tags = ['loans'];
const params = z.object({ id: dbIdParam });
const response = { 200: loanLifecycleResponse, 201: loanLifecycleResponse };

/**
 * A loan after approval (issue #18): the borrower signs it with their electronic ID, it is paid
 * out once, and its schedule is collected as bank claims. The borrower and staff read it and
 * download its agreement; only the borrower signs; only staff retry a payout; anyone else hears 404.
 */
export async function loanLifecycleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);
  const view = async (subject: LoanSubject) =>
    loanLifecycleView(
      ctx.db,
      { row: await rereadLoan(ctx.db, subject.row.id), role: subject.role },
      getIcelandicToday(),
    );

  r.get(
    '/loans/:id/lifecycle/',
    {
      config: { access: { subject: readableLoan } },
      schema: {
        tags,
        summary: 'Signing, payout and the state of each repayment (due, paid, late)',
        params,
        response,
      },
    },
    async (request) => view(subjectOf(request, readableLoan)),
  );

  r.get(
    '/loans/:id/agreement/',
    {
      config: { access: { subject: readableLoan } },
      schema: {
        tags,
        summary:
          'The loan agreement as a PDF: the signed version once signed, else the one put to the borrower (409 `loan_agreement_unavailable` before approval)',
        params,
        response: { 200: loanAgreementResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, readableLoan);
      const file = await getLoanAgreement(ctx, await rereadLoan(ctx.db, subject.row.id));
      return {
        filename: file.filename,
        content_type: 'application/pdf' as const,
        signed: file.signed,
        base64: file.bytes.toString('base64'),
      };
    },
  );

  r.post(
    '/loans/:id/signing/',
    {
      config: { access: { subject: ownLoan }, idempotency: { required: false } },
      schema: {
        tags,
        summary:
          'Sign an approved loan: its agreement goes to the borrower for e-signing with electronic ID (an open process is answered again, not started twice)',
        params,
        response,
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, ownLoan);
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = typeof header === 'string' ? header : undefined;
      const { isNew } = await startLoanSigning(ctx, getAuth(request), subject.row, key);
      return reply.code(isNew ? 201 : 200).send(await view(subject));
    },
  );

  r.post(
    '/loans/:id/signing/refresh/',
    {
      config: { access: { subject: ownLoan }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Ask the e-signing service how the signing stands (when its callback is late)',
        params,
        response: { 200: loanLifecycleResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, ownLoan);
      await refreshLoanSigning(ctx, subject.row);
      await ctx.events.kick();
      return view(subject);
    },
  );

  r.post(
    '/loans/:id/disbursement/',
    {
      config: { access: { role: 'staff', subject: readableLoan }, idempotency: true },
      schema: {
        tags,
        summary:
          'Staff: pay a signed loan out (a pending attempt is sent again with its own key); the bank books one transfer however often it is asked. A rejected payout is sent again through disbursement/retry/.',
        params,
        response: { 200: loanLifecycleResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, readableLoan);
      const deps = { db: ctx.db, payouts: ctx.providers.payouts };
      await disburseLoan(deps, subject.row.id);
      await ensureRepaymentClaims(
        { db: ctx.db, claims: ctx.providers.claims, config: ctx.config },
        subject.row.id,
      );
      return view(subject);
    },
  );

  r.post(
    '/loans/:id/disbursement/retry/',
    {
      config: { access: { role: 'staff', subject: readableLoan }, idempotency: true },
      schema: {
        tags,
        summary:
          'Staff: send a payout the bank rejected again, as a new attempt with its own transfer key and a reason (409 unless the last attempt was rejected)',
        params,
        body: loanPayoutRetrySchema,
        response: { 200: loanLifecycleResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, readableLoan);
      const deps = { db: ctx.db, payouts: ctx.providers.payouts };
      await retryLoanPayout(deps, getAuth(request).user.id, subject.row.id, request.body);
      await ensureRepaymentClaims(
        { db: ctx.db, claims: ctx.providers.claims, config: ctx.config },
        subject.row.id,
      );
      return view(subject);
    },
  );
}

/**
 * The `loan.signed` event pays the loan out and sends its claims; a delivery that dies midway is
 * retried by the outbox, and the fixed keys make the bank answer the first transfer and claims.
 */
export function registerLoanLifecycle(ctx: AppContext): void {
  ctx.events.on('loan.signed', async (payload) => {
    const loanId = Number(payload['loan_id']);
    await disburseLoan({ db: ctx.db, payouts: ctx.providers.payouts }, loanId);
    await ensureRepaymentClaims(
      { db: ctx.db, claims: ctx.providers.claims, config: ctx.config },
      loanId,
    );
  });
}
