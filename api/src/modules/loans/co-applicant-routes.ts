import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptLoanCoApplicantSchema,
  householdDataSchema,
  inviteLoanCoApplicantSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { findActiveCoApplicant } from './co-applicant-repository.js';
import {
  acceptCoApplicant,
  closeCoApplicantInvitation,
  inviteCoApplicant,
  inviterCoApplicant,
  inviteeCoApplicant,
  readableCoApplicant,
  saveCoApplicantHousehold,
} from './co-applicant-service.js';
import {
  coApplicantResponse,
  coApplicantView,
  loanCoApplicantResponse,
} from './co-applicant-view.js';
import { ownLoan, readableLoan } from './loans-service.js';

const tags = ['loans'];
const params = z.object({ id: dbIdParam });
const once = { idempotency: { required: false } };

/**
 * A loan's co-applicant (issue #18): only the borrower invites; only the invitee accepts (with
 * their consent to the lookup) and gives their household figures; the borrower, the invitee and
 * staff read it; anyone else hears 404.
 */
export async function loanCoApplicantRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  r.get(
    '/loans/:id/co-applicant/',
    {
      config: { access: { subject: readableLoan } },
      schema: {
        tags,
        summary: "The loan's co-applicant, if invited",
        params,
        response: { 200: loanCoApplicantResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, readableLoan);
      const row = await findActiveCoApplicant(ctx.db, subject.row.id);
      const side = subject.role === 'owner' ? 'inviter' : 'staff';
      return { co_applicant: row ? coApplicantView(row, side) : null };
    },
  );

  r.post(
    '/loans/:id/co-applicant/',
    {
      config: { access: { subject: ownLoan }, ...once },
      schema: {
        tags,
        summary: 'The borrower invites a co-applicant by e-mail (one at most, while editable)',
        params,
        body: inviteLoanCoApplicantSchema,
        response: { 201: coApplicantResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, ownLoan);
      const row = await inviteCoApplicant(ctx, getAuth(request), subject.row, request.body);
      return reply.code(201).send(coApplicantView(row, 'inviter'));
    },
  );

  r.get(
    '/loan-co-applicants/:id/',
    {
      config: { access: { subject: readableCoApplicant } },
      schema: {
        tags,
        summary: 'A co-applicant invitation',
        params,
        response: { 200: coApplicantResponse },
      },
    },
    async (request) => {
      const { row, side } = subjectOf(request, readableCoApplicant);
      return coApplicantView(row, side);
    },
  );

  r.post(
    '/loan-co-applicants/:id/acceptance/',
    {
      config: { access: { subject: inviteeCoApplicant }, ...once },
      schema: {
        tags,
        summary: 'The invitee accepts, consenting to their own default-register lookup',
        params,
        body: acceptLoanCoApplicantSchema,
        response: { 200: coApplicantResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inviteeCoApplicant);
      const row = await acceptCoApplicant(ctx, getAuth(request), subject);
      return coApplicantView(row, 'invitee');
    },
  );

  r.post(
    '/loan-co-applicants/:id/decline/',
    {
      config: { access: { subject: inviteeCoApplicant }, ...once },
      schema: {
        tags,
        summary: 'The invitee declines; the borrower may invite someone else',
        params,
        response: { 200: coApplicantResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inviteeCoApplicant);
      return coApplicantView(await closeCoApplicantInvitation(ctx, subject, 'decline'), 'invitee');
    },
  );

  r.delete(
    '/loan-co-applicants/:id/',
    {
      config: { access: { subject: inviterCoApplicant }, ...once },
      schema: {
        tags,
        summary: 'The borrower withdraws an unanswered invitation (kept, marked deleted)',
        params,
        response: { 200: coApplicantResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inviterCoApplicant);
      return coApplicantView(await closeCoApplicantInvitation(ctx, subject, 'delete'), 'inviter');
    },
  );

  r.patch(
    '/loan-co-applicants/:id/household-data/',
    {
      config: { access: { subject: inviteeCoApplicant }, ...once },
      schema: {
        tags,
        summary: "The accepted co-applicant's household figures (counted with the borrower's)",
        params,
        body: householdDataSchema,
        response: { 200: coApplicantResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, inviteeCoApplicant);
      const row = await saveCoApplicantHousehold(ctx, subject, request.body);
      return coApplicantView(row, 'invitee');
    },
  );
}
