import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LOAN_PAGE_SIZE,
  assessLoanSchema,
  attachLoanContractSchema,
  buildLoanPaymentSchedule,
  householdDataSchema,
  loanApplicantsSchema,
  loanConfigurationSchema,
  loanPersonalDetailsSchema,
  getIcelandicToday,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { conflict } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { pageQuery, toPage } from '../../http/pagination.js';
import { insertLoan, listOwnLoans } from './loans-repository.js';
import { loanPageResponse, loanResponse, loanScheduleResponse } from './loans-schemas.js';
import { toLoanScheduleView } from './schedule-view.js';
import {
  assessLoan,
  attachContract,
  configureLoan,
  ownLoan,
  readableLoan,
  saveLoanDetails,
} from './loans-service.js';
import { loanView } from './loans-view.js';

const tags = ['loans'];
const params = z.object({ id: dbIdParam });
const listQuery = z.object(pageQuery(LOAN_PAGE_SIZE));
const own = { access: { subject: ownLoan }, idempotency: { required: false } };

/**
 * A tenant's loan application (issue #18, "Loans"): created empty, filled in step by step while
 * editable, then assessed; its owner changes it, staff read it, anyone else hears 404.
 */
export async function loansRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.post(
    '/loans/',
    {
      config: { access: { role: 'tenant' }, idempotency: { required: false } },
      schema: {
        tags,
        summary: 'Start a loan application (a draft)',
        body: z.object({}).strict().optional(),
        response: { 201: loanResponse },
      },
    },
    async (request, reply) => {
      const row = await insertLoan(ctx.db, getAuth(request).user.id);
      return reply.status(201).send(loanView({ row, role: 'owner' }));
    },
  );

  r.get(
    '/loans/',
    {
      config: { access: { role: 'signed_in' } },
      schema: {
        tags,
        summary: 'My loan applications, newest first',
        querystring: listQuery,
        response: { 200: loanPageResponse },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, rows } = await listOwnLoans(
        ctx.db,
        getAuth(request).user.id,
        q.page,
        q.page_size,
      );
      const results = rows.map((row) => loanView({ row, role: 'owner' }));
      return toPage(request.url, q.page, q.page_size, count, results);
    },
  );

  r.get(
    '/loans/:id/',
    {
      config: { access: { subject: readableLoan } },
      schema: {
        tags,
        summary: 'One loan application (its owner, staff)',
        params,
        response: { 200: loanResponse },
      },
    },
    async (request) => loanView(subjectOf(request, readableLoan)),
  );

  r.patch(
    '/loans/:id/rental-contract/',
    {
      config: own,
      schema: {
        tags,
        summary: 'Attach one of the contracts I am a tenant on',
        params,
        body: attachLoanContractSchema,
        response: { 200: loanResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, ownLoan);
      const updated = await attachContract(ctx, getAuth(request), row, request.body.contract_id);
      return loanView({ row: updated, role: 'owner' });
    },
  );

  r.patch(
    '/loans/:id/loan-configuration/',
    {
      config: own,
      schema: {
        tags,
        summary: 'The amount and term, within the product limits (LOAN_LIMITS)',
        params,
        body: loanConfigurationSchema,
        response: { 200: loanResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, ownLoan);
      return loanView({
        row: await configureLoan(ctx, row, request.body, getIcelandicToday()),
        role: 'owner',
      });
    },
  );

  r.patch(
    '/loans/:id/applicants/',
    {
      config: own,
      schema: {
        tags,
        summary: 'Borrowing alone or as a couple',
        params,
        body: loanApplicantsSchema,
        response: { 200: loanResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, ownLoan);
      const updated = await saveLoanDetails(ctx, row, { borrowers: request.body.borrowers });
      return loanView({ row: updated, role: 'owner' });
    },
  );

  r.patch(
    '/loans/:id/household-data/',
    {
      config: own,
      schema: {
        tags,
        summary: 'The household: adults, children, net income and monthly costs',
        params,
        body: householdDataSchema,
        response: { 200: loanResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, ownLoan);
      const updated = await saveLoanDetails(ctx, row, { household: request.body });
      return loanView({ row: updated, role: 'owner' });
    },
  );

  r.patch(
    '/loans/:id/personal-details/',
    {
      config: own,
      schema: {
        tags,
        summary: 'Address, phone, e-mail and employment',
        params,
        body: loanPersonalDetailsSchema,
        response: { 200: loanResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, ownLoan);
      const updated = await saveLoanDetails(ctx, row, { personalDetails: request.body });
      return loanView({ row: updated, role: 'owner' });
    },
  );

  r.post(
    '/loans/:id/credit-assessment/',
    {
      config: own,
      schema: {
        tags,
        summary:
          'The default-register lookup (consent: true records my consent) and the payment assessment; decides',
        params,
        body: assessLoanSchema,
        response: { 200: loanResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, ownLoan);
      const updated = await assessLoan(ctx, getAuth(request), row, request.body);
      return loanView({ row: updated, role: 'owner' });
    },
  );

  r.get(
    '/loans/:id/loan-payment-schedule/',
    {
      config: { access: { subject: readableLoan } },
      schema: {
        tags,
        summary:
          'The annuity schedule: principal, interest, notice fee and balance per payment, with the APRC',
        params,
        response: { 200: loanScheduleResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, readableLoan);
      if (row.amount === null || row.months === null || row.firstDueDate === null)
        throw conflict('Choose the amount and term first.', 'loan_not_configured');
      const s = buildLoanPaymentSchedule({
        amount: row.amount,
        months: row.months,
        firstDueDate: row.firstDueDate,
      });
      return {
        amount: row.amount,
        months: row.months,
        ...toLoanScheduleView(s),
      };
    },
  );
}
