import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptApplicantInvitationSchema,
  confirmIdentityStartSchema,
  createApplicantInvitationSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { subjectOf } from '../../http/access.js';
import { dbIdParam } from '../../http/ids.js';
import { noContent } from '../../http/responses.js';
import { startIdentityConfirmation, pollIdentityConfirmation } from './applicants-identity.js';
import {
  findUserName,
  listApplicantInvitations,
  listApplicants,
  type ApplicantInvitationRow,
} from './applicants-repository.js';
import {
  answerApplicantInvitation,
  createApplicantInvitation,
  ensureMainApplicant,
  invitationSubject,
  manageApplicantInvitation,
  type InvitationSubject,
} from './applicants-service.js';
import {
  applicantInvitationListResponse,
  applicantInvitationResponse,
  applicantListResponse,
  identityStartResponse,
  identityStatusResponse,
  toApplicantInvitationView,
  toApplicantView,
} from './applicants-view.js';
import { findLiveCreditConsent } from './guarantees-repository.js';
import { ownGuarantee, readableGuarantee } from './guarantees-service.js';

const tags = ['rental guarantees'];
const params = z.object({ id: dbIdParam });
const tokenParams = params.extend({ token: z.string().min(20).max(200) });
const INVITATIONS = '/rental-guarantee-applicant-invitations/:id';

/** Applicants of a guarantee and their invitations (SPEC 4, issue #18). */
export async function applicantsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', ctx.authenticate);

  const view = async (row: ApplicantInvitationRow, subject: InvitationSubject) =>
    toApplicantInvitationView(row, {
      guarantee: subject.guarantee,
      side: subject.side,
      inviterName: await findUserName(ctx.db, row.inviterId),
    });

  r.get(
    '/rental-guarantees/:id/applicants/',
    {
      config: { access: { subject: readableGuarantee } },
      schema: {
        tags,
        summary: 'The applicants: the main applicant and every co-applicant who accepted',
        params,
        response: { 200: applicantListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, readableGuarantee);
      await ensureMainApplicant(ctx.db, row);
      const people = await listApplicants(ctx.db, row.id);
      const consents = await Promise.all(
        people.map((p) => findLiveCreditConsent(ctx.db, p.applicant.userId)),
      );
      return { results: people.map((p, i) => toApplicantView(p, Boolean(consents[i]))) };
    },
  );

  r.get(
    '/rental-guarantees/:id/applicant-invitations/',
    {
      config: { access: { subject: ownGuarantee } },
      schema: {
        tags,
        summary: 'The invitations I sent for my guarantee, every status',
        params,
        response: { 200: applicantInvitationListResponse },
      },
    },
    async (request) => {
      const guarantee = subjectOf(request, ownGuarantee);
      const rows = await listApplicantInvitations(ctx.db, guarantee.row.id);
      return {
        results: rows.map((x) =>
          toApplicantInvitationView(x.invitation, {
            guarantee,
            side: 'inviter',
            inviterName: x.inviterName,
          }),
        ),
      };
    },
  );

  r.post(
    '/rental-guarantees/:id/applicant-invitations/',
    {
      config: { access: { subject: ownGuarantee } },
      schema: {
        tags,
        summary:
          'Invite a co-applicant by e-mail (and kennitala); they get an e-mail with the link',
        params,
        body: createApplicantInvitationSchema,
        response: { 201: applicantInvitationResponse },
      },
    },
    async (request, reply) => {
      const auth = getAuth(request);
      const guarantee = subjectOf(request, ownGuarantee);
      const row = await createApplicantInvitation(ctx, auth, guarantee.row, request.body);
      return reply.status(201).send(
        toApplicantInvitationView(row, {
          guarantee,
          side: 'inviter',
          inviterName: auth.user.fullName,
        }),
      );
    },
  );

  r.get(
    `${INVITATIONS}/`,
    {
      config: { access: { subject: invitationSubject } },
      schema: {
        tags,
        summary: 'One invitation: to the invitee (by e-mail or kennitala), the inviter and staff',
        params,
        response: { 200: applicantInvitationResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, invitationSubject);
      return view(subject.invitation, subject);
    },
  );

  r.put(
    `${INVITATIONS}/accept/`,
    {
      config: { access: { subject: invitationSubject } },
      schema: {
        tags,
        summary: 'Accept (the invitee), consenting to the credit lookup: become a co-applicant',
        params,
        body: acceptApplicantInvitationSchema,
        response: { 200: applicantInvitationResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, invitationSubject);
      return view(
        await answerApplicantInvitation(ctx, getAuth(request), subject, 'accept'),
        subject,
      );
    },
  );

  r.put(
    `${INVITATIONS}/decline/`,
    {
      config: { access: { subject: invitationSubject } },
      schema: {
        tags,
        summary: 'Decline (the invitee)',
        params,
        response: { 200: applicantInvitationResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, invitationSubject);
      return view(
        await answerApplicantInvitation(ctx, getAuth(request), subject, 'decline'),
        subject,
      );
    },
  );

  r.post(
    `${INVITATIONS}/resend/`,
    {
      config: { access: { subject: invitationSubject } },
      schema: {
        tags,
        summary: 'Send the e-mail again (the inviter): 429 within 5 minutes or after 5 sendings',
        params,
        response: { 200: applicantInvitationResponse },
      },
    },
    async (request) => {
      const subject = subjectOf(request, invitationSubject);
      return view(
        await manageApplicantInvitation(ctx, getAuth(request), subject, 'resend'),
        subject,
      );
    },
  );

  r.delete(
    `${INVITATIONS}/`,
    {
      config: { access: { subject: invitationSubject } },
      schema: {
        tags,
        summary: 'Delete an unanswered invitation (the inviter)',
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, invitationSubject);
      await manageApplicantInvitation(ctx, getAuth(request), subject, 'delete');
      return reply.status(204).send();
    },
  );

  r.post(
    `${INVITATIONS}/confirm-identity/`,
    {
      config: { access: { subject: invitationSubject } },
      schema: {
        tags,
        summary: 'Confirm identity with electronic ID (the invitee): start on a phone',
        params,
        body: confirmIdentityStartSchema,
        response: { 202: identityStartResponse },
      },
    },
    async (request, reply) => {
      const subject = subjectOf(request, invitationSubject);
      const started = await startIdentityConfirmation(
        ctx,
        getAuth(request),
        subject,
        request.body.phone,
        request.ip,
      );
      return reply.status(202).send(started);
    },
  );

  r.get(
    `${INVITATIONS}/confirm-identity/:token/`,
    {
      config: { access: { subject: invitationSubject } },
      schema: {
        tags,
        summary: 'Confirm identity: poll; complete when the kennitala is the invited one',
        params: tokenParams,
        response: { 200: identityStatusResponse },
      },
    },
    async (request) =>
      pollIdentityConfirmation(
        ctx,
        getAuth(request),
        subjectOf(request, invitationSubject),
        request.params.token,
      ),
  );
}
