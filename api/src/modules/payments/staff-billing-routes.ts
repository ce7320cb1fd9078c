import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  scheduleDateParamSchema,
  staffBillPatchSchema,
  staffPayoutPatchSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { contractSubject } from '../contracts/access.js';
import { listItemPayouts } from './billing-repository.js';
import {
  listItemStaffActions,
  loadItem,
  patchStaffBill,
  patchStaffPayout,
} from './staff-billing-service.js';
import {
  staffBillView,
  staffPayoutStateView,
  toStaffBillView,
  toStaffPayoutStateView,
} from './staff-billing-view.js';

const tags = ['payment schedule'];
const params = z.object({ id: dbIdParam, date: scheduleDateParamSchema });
const staffOnly = { role: 'staff' as const, subject: contractSubject };

/**
 * Staff bills and payouts get and patch (SPEC 6 and 7), by due date like staff's other money
 * calls: `payment-schedule/{date}/staff-bill/` and `.../staff-payout/`. Every PATCH carries a
 * reason recorded in staff_finance_actions with who made it, and an Idempotency-Key.
 */
export async function staffBillingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/contracts/:id/payment-schedule/:date/staff-bill/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: "Staff: one period's bill with the staff actions on it",
        params,
        response: { 200: staffBillView },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const item = await loadItem(ctx.db, row.id, request.params.date);
      return toStaffBillView(item, await listItemStaffActions(ctx.db, item.id));
    },
  );

  r.patch(
    '/contracts/:id/payment-schedule/:date/staff-bill/',
    {
      config: { access: staffOnly, idempotency: true },
      schema: {
        tags,
        summary: "Staff: change an unpaid bill's due dates or amount, with a reason",
        params,
        body: staffBillPatchSchema,
        response: { 200: staffBillView },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const item = await patchStaffBill(
        ctx.db,
        getAuth(request).user.id,
        row.id,
        request.params.date,
        request.body,
      );
      return toStaffBillView(item, await listItemStaffActions(ctx.db, item.id));
    },
  );

  r.get(
    '/contracts/:id/payment-schedule/:date/staff-payout/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: "Staff: one period's payout: hold, account, attempts and staff actions",
        params,
        response: { 200: staffPayoutStateView },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const item = await loadItem(ctx.db, row.id, request.params.date);
      const [payouts, actions] = await Promise.all([
        listItemPayouts(ctx.db, item.id),
        listItemStaffActions(ctx.db, item.id),
      ]);
      return toStaffPayoutStateView(item, payouts, actions);
    },
  );

  r.patch(
    '/contracts/:id/payment-schedule/:date/staff-payout/',
    {
      config: { access: staffOnly, idempotency: true },
      schema: {
        tags,
        summary: "Staff: hold or release a period's payout, or choose the payee's account for it",
        params,
        body: staffPayoutPatchSchema,
        response: { 200: staffPayoutStateView },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const { item, payouts } = await patchStaffPayout(
        { db: ctx.db, config: ctx.config },
        getAuth(request).user.id,
        row.id,
        request.params.date,
        request.body,
      );
      return toStaffPayoutStateView(item, payouts, await listItemStaffActions(ctx.db, item.id));
    },
  );
}
