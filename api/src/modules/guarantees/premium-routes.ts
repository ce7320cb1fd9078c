import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  canChooseSpreadPayments,
  getPremiumPaymentSchedule,
  spreadPaymentsSchema,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { rentalGuarantees } from '../../db/schema/index.js';
import { subjectOf } from '../../http/access.js';
import { conflict } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { guaranteeResponse } from './guarantees-schemas.js';
import { toLoanScheduleView } from '../loans/schedule-view.js';
import { loanPaymentScheduleResponse } from './premium-schemas.js';
import { ownGuarantee, readableGuarantee } from './guarantees-service.js';
import { guaranteeView } from './guarantees-view.js';

const tags = ['rental guarantees'];
const params = z.object({ id: dbIdParam });

/**
 * Spread payments (issue #18): the tenant chooses to pay the yearly premium in 12 monthly
 * payments while the offer stands; the loan payment schedule shows what that costs, with its
 * APRC, to the tenant, the landlord and staff.
 */
export async function guaranteePremiumRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.put(
    '/rental-guarantees/:id/spread-payments/',
    {
      config: { access: { subject: ownGuarantee }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Pay the premium at once or in 12 monthly payments (the tenant, while approved)',
        params,
        body: spreadPaymentsSchema,
        response: { 200: guaranteeResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, ownGuarantee);
      const refusal = conflict(
        'The premium can be spread only while the approved offer stands, before it is signed.',
        'guarantee_not_approved',
      );
      if (!canChooseSpreadPayments(subject.row.status)) throw refusal;
      // Conditional on the status, so a commit in between is never overtaken.
      const [updated] = await ctx.db
        .update(rentalGuarantees)
        .set({ spreadPayments: request.body.spread_payments, updatedAt: new Date() })
        .where(
          and(eq(rentalGuarantees.id, subject.row.id), eq(rentalGuarantees.status, 'approved')),
        )
        .returning();
      if (!updated) throw refusal;
      return guaranteeView({ ...subject, row: updated });
    },
  );

  r.get(
    '/rental-guarantees/:id/loan-payment-schedule/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary:
          'The premium in 12 monthly payments: principal, interest, notice fee and balance, with the APRC',
        params,
        response: { 200: loanPaymentScheduleResponse },
      },
    },
    async (request) => {
      const { row: g } = subjectOf(request, readableGuarantee);
      if (g.yearlyPremium === null || g.assessedAt === null || g.yearlyPremium <= 0)
        throw conflict(
          'The premium is known once the application is assessed and approved.',
          'guarantee_not_assessed',
        );
      // From the offer's date, so the schedule a tenant saw is the one they get.
      const s = getPremiumPaymentSchedule(g.yearlyPremium, g.assessedAt.toISOString().slice(0, 10));
      return {
        yearly_premium: g.yearlyPremium,
        spread_payments: g.spreadPayments,
        ...toLoanScheduleView(s),
      };
    },
  );
}
