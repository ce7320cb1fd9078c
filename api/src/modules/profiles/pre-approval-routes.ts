import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditConsentSchema,
  creditScoreUpdateRequestSchema,
  incomesUpdateSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { idsQuery } from '../../http/pagination.js';
import { listIncomes, listUpdateRequests } from './pre-approval-repository.js';
import {
  incomeView,
  initiatePreApproval,
  listReadableIncomes,
  renewPreApproval,
  replaceIncomes,
  requestScoreUpdate,
  setCommitted,
  updateRequestView,
  changeablePreApproval,
  readablePreApproval,
} from './pre-approval-service.js';
import { preApprovalView, type PreApprovalRow } from './pre-approval-view.js';
import { touchProfile, usernameParams, ownProfile } from './profile-access.js';
import {
  creditScoreUpdateRequestListResponse,
  creditScoreUpdateRequestResponse,
  incomesResponse,
  incomesUpdateResponse,
  preApprovalIncomesListResponse,
  preApprovalResponse,
} from './profile-schemas.js';

const tags = ['credit pre-approval'];
const idParams = z.object({ id: dbIdParam });
const base = '/tenant-profile-pre-approvals/:id';

/** The owner's (and staff's) view: every resource shown, whatever the visibility options. */
const fullView = (row: PreApprovalRow) =>
  preApprovalView(row, 'owner', { CREDIT_SCORE: 'PRIVATE', NET_INCOME: 'PRIVATE' });

export async function preApprovalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.post(
    '/tenant-profiles/:username/initiate-pre-approval/',
    {
      config: { access: { subject: ownProfile } },
      schema: {
        tags,
        response: { 201: preApprovalResponse },
        summary:
          'Start a pre-approval: payslips and a credit lookup by kennitala, on recorded consent',
        params: usernameParams,
        body: creditConsentSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const profile = subjectOf(request, ownProfile);
      const row = await initiatePreApproval(ctx, auth, profile);
      await touchProfile(ctx.db, profile.id);
      return reply.status(201).send(fullView(row));
    },
  );

  r.get(
    `${base}/`,
    {
      config: { access: { subject: readablePreApproval } },
      schema: {
        tags,
        response: { 200: preApprovalResponse },
        summary: 'One pre-approval (its tenant or staff)',
        params: idParams,
      },
    },
    async (request) => fullView(subjectOf(request, readablePreApproval)),
  );

  r.get(
    `${base}/applicant-incomes/`,
    {
      config: { access: { subject: readablePreApproval } },
      schema: {
        tags,
        response: { 200: incomesResponse },
        summary: 'The incomes the average is made of',
        params: idParams,
      },
    },
    async (request) => {
      const row = subjectOf(request, readablePreApproval);
      return {
        avg_net_income: row.avgNetIncome,
        results: (await listIncomes(ctx.db, row.id)).map(incomeView),
      };
    },
  );

  // The batch read for the graph: the incomes of a page of pre-approvals in one call.
  r.get(
    '/tenant-profile-pre-approvals/applicant-incomes/',
    {
      schema: {
        tags,
        response: { 200: preApprovalIncomesListResponse },
        summary:
          'The incomes of several pre-approvals (?ids=1,2,3): those the caller may read (its tenant, staff)',
        querystring: z.object({ ids: idsQuery }),
      },
    },
    async (request) => ({
      results: await listReadableIncomes(ctx.db, getAuth(request), request.query.ids),
    }),
  );

  r.put(
    `${base}/update-pre-approval-incomes/`,
    {
      config: { access: { subject: changeablePreApproval } },
      schema: {
        tags,
        response: { 200: incomesUpdateResponse },
        summary: 'Replace the incomes (draft only); answers avg_net_income',
        params: idParams,
        body: incomesUpdateSchema,
      },
    },
    async (request) => {
      const row = subjectOf(request, changeablePreApproval);
      const updated = await replaceIncomes(ctx, row, request.body.incomes);
      await touchProfile(ctx.db, row.profileId);
      return {
        avg_net_income: updated.avgNetIncome,
        results: (await listIncomes(ctx.db, row.id)).map(incomeView),
        pre_approval: fullView(updated),
      };
    },
  );

  for (const action of ['commit', 'uncommit'] as const) {
    r.post(
      `${base}/${action}/`,
      {
        config: { access: { subject: changeablePreApproval } },
        schema: {
          tags,
          response: { 200: preApprovalResponse },
          summary: `Pre-approval: ${action}`,
          params: idParams,
        },
      },
      async (request) => {
        const row = subjectOf(request, changeablePreApproval);
        const updated = await setCommitted(ctx, row, action);
        await touchProfile(ctx.db, row.profileId);
        return fullView(updated);
      },
    );
  }

  r.post(
    `${base}/renew/`,
    {
      config: { access: { subject: changeablePreApproval } },
      schema: {
        tags,
        response: { 200: preApprovalResponse },
        summary: 'Renew an expired pre-approval (fresh consent and lookup)',
        params: idParams,
        body: creditConsentSchema,
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const row = subjectOf(request, changeablePreApproval);
      const updated = await renewPreApproval(ctx, auth, row);
      await touchProfile(ctx.db, row.profileId);
      return fullView(updated);
    },
  );

  r.get(
    `${base}/credit-score-update-requests/`,
    {
      config: { access: { subject: readablePreApproval } },
      schema: {
        tags,
        response: { 200: creditScoreUpdateRequestListResponse },
        summary: 'Requests to update the credit score',
        params: idParams,
      },
    },
    async (request) => {
      const row = subjectOf(request, readablePreApproval);
      const rows = await listUpdateRequests(ctx.db, row.id);
      return { results: rows.map(updateRequestView) };
    },
  );

  r.post(
    `${base}/credit-score-update-requests/`,
    {
      config: { access: { subject: changeablePreApproval } },
      schema: {
        tags,
        response: { 201: creditScoreUpdateRequestResponse },
        summary: 'Ask staff to update the credit score (reason)',
        params: idParams,
        body: creditScoreUpdateRequestSchema,
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const row = subjectOf(request, changeablePreApproval);
      const created = await requestScoreUpdate(ctx, auth, row, request.body.reason);
      return reply.status(201).send(updateRequestView(created));
    },
  );
}
