import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceListFilterSchema, payoutListFilterSchema, getIcelandicToday } from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { contractSubject } from '../contracts/access.js';
import { pollClaimPayments } from './billing-service.js';
import {
  findContractPaymentServices,
  findPayout,
  pageContractsWithBills,
  pageInvoices,
  pagePayouts,
} from './finances-repository.js';
import {
  financePayoutPage,
  financePayoutView,
  invoicePage,
  invoicesCsv,
  paymentServicesContractPage,
  paymentServicesView,
  payoutsCsv,
  toBillView,
  toFinancePayoutView,
  toInvoiceView,
  toPayoutView,
  toStaffActionView,
} from './finances-view.js';

const tags = ['finances'];
const landlordOnly = { role: ['landlord', 'staff'] as const };
const staffOnly = { role: 'staff' as const };
const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}-${getIcelandicToday()}.csv"`,
});

/**
 * The landlord's finances (SPEC 2 /landlords/finances/payouts and /invoices, the payout transfer
 * page) and staff's payment services: read-only lists with filters, totals and CSV export.
 */
export async function financesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/landlords/finances/payouts/',
    {
      config: { access: landlordOnly },
      schema: {
        tags,
        summary: 'My payouts, newest first, filtered by period, status and contract, with totals',
        querystring: payoutListFilterSchema.and(z.object(pageQuery(20))),
        response: { 200: financePayoutPage },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      const window = { offset: (page - 1) * page_size, limit: page_size };
      const found = await pagePayouts(ctx.db, getAuth(request).user.id, filter, window);
      return {
        ...toPage(request.url, page, page_size, found.count, found.rows.map(toFinancePayoutView)),
        totals: found.totals,
      };
    },
  );

  r.get(
    '/landlords/finances/payouts/csv/',
    {
      config: { access: landlordOnly },
      schema: {
        tags,
        summary: 'My payouts the filter keeps as CSV (amounts in whole ISK), a total row last',
        querystring: payoutListFilterSchema,
      },
    },
    async (request, reply) => {
      const found = await pagePayouts(ctx.db, getAuth(request).user.id, request.query, 'all');
      return reply
        .headers(csvHeaders('payouts'))
        .send(payoutsCsv(found.rows.map(toFinancePayoutView), found.totals));
    },
  );

  r.get(
    '/payouts/:id/',
    {
      config: { access: { role: 'signed_in' as const } },
      schema: {
        tags,
        summary: 'One payout (the payout transfer page): only its payee and staff see it',
        params: z.object({ id: dbIdParam }),
        response: { 200: financePayoutView },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const found = await findPayout(ctx.db, request.params.id);
      if (!found || (found.payout.userId !== auth.user.id && !auth.user.isStaff))
        throw notFound('This payout was not found.');
      return toFinancePayoutView(found);
    },
  );

  r.get(
    '/landlords/finances/invoices/',
    {
      config: { access: landlordOnly },
      schema: {
        tags,
        summary: "The claims sent for my contracts' payments, by due date, with totals",
        querystring: invoiceListFilterSchema.and(z.object(pageQuery(20))),
        response: { 200: invoicePage },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      const day = getIcelandicToday();
      const window = { offset: (page - 1) * page_size, limit: page_size };
      const found = await pageInvoices(ctx.db, getAuth(request).user.id, filter, day, window);
      return {
        ...toPage(
          request.url,
          page,
          page_size,
          found.count,
          found.rows.map((row) => toInvoiceView(row, day)),
        ),
        totals: found.totals,
      };
    },
  );

  r.get(
    '/landlords/finances/invoices/csv/',
    {
      config: { access: landlordOnly },
      schema: {
        tags,
        summary: 'My claims the filter keeps as CSV (amounts in whole ISK), a total row last',
        querystring: invoiceListFilterSchema,
      },
    },
    async (request, reply) => {
      const day = getIcelandicToday();
      const found = await pageInvoices(ctx.db, getAuth(request).user.id, request.query, day, 'all');
      return reply.headers(csvHeaders('invoices')).send(
        invoicesCsv(
          found.rows.map((row) => toInvoiceView(row, day)),
          found.totals,
        ),
      );
    },
  );

  r.get(
    '/admin/payment-services/',
    {
      config: { access: staffOnly },
      schema: {
        tags,
        summary: 'Staff: the contracts with bills, the latest due date first',
        querystring: z.object(pageQuery(20)),
        response: { 200: paymentServicesContractPage },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const { count, rows } = await pageContractsWithBills(
        ctx.db,
        (page - 1) * page_size,
        page_size,
      );
      return toPage(
        request.url,
        page,
        page_size,
        count,
        rows.map((row) => ({
          contract_id: row.contractId,
          bills: row.bills,
          last_due_date: row.lastDue,
        })),
      );
    },
  );

  r.get(
    '/contracts/:id/payment-services/',
    {
      config: { access: { role: 'staff' as const, subject: contractSubject } },
      schema: {
        tags,
        summary: "Staff: a contract's bills and payouts with the staff finance actions on them",
        params: z.object({ id: dbIdParam }),
        response: { 200: paymentServicesView },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const found = await findContractPaymentServices(ctx.db, row.id);
      return {
        contract_id: row.id,
        bills: found.items.map(toBillView),
        payouts: found.payouts.map(toPayoutView),
        actions: found.actions.map(toStaffActionView),
      };
    },
  );

  r.post(
    '/payments/poll-claims/',
    {
      config: { access: staffOnly, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Staff: ask the bank for claim payments now and send the payouts they make due',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => {
      await pollClaimPayments({
        db: ctx.db,
        claims: ctx.providers.claims,
        payouts: ctx.providers.payouts,
        config: ctx.config,
      });
      return { ok: true as const };
    },
  );
}
