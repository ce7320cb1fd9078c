import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collaboratorInvitationCreateSchema,
  collaboratorPatchSchema,
  getContractAccess,
  invitationTokenBodySchema,
  invitationTokenQuerySchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../../context.js';
import { subjectOf } from '../../../http/access.js';
import { forbidden } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { noContent } from '../../../http/responses.js';
import { contractSubject } from '../access.js';
import { findContract } from '../contracts-repository.js';
import {
  editableCollaboratorSubject,
  managedInvitationSubject,
  removableCollaboratorSubject,
} from './access.js';
import { changeCollaboratorAccess, removeCollaborator } from './collaborators-service.js';
import {
  collaboratorListResponse,
  collaboratorResponse,
  invitationAnswerResponse,
  invitationListResponse,
  invitationPreviewResponse,
  invitationResponse,
  toCollaboratorDetail,
  toCollaboratorView,
  toInvitationPreview,
  toInvitationView,
} from './invitation-view.js';
import { routeInvitationAction } from './invitation-action-route.js';
import {
  findUserName,
  listCollaborators,
  listInvitations,
  type InvitationRow,
} from './invitations-repository.js';
import {
  answerInvitation,
  createInvitation,
  findInvitationByToken,
  manageInvitation,
} from './invitations-service.js';

const tags = ['rental contracts'];
const params = z.object({ id: dbIdParam });

/** SPEC 7 Collaboration: invitations by e-mail and the collaborators they make. */
export async function collaboratorsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = async (row: InvitationRow) =>
    toInvitationView(row, await findUserName(ctx.db, row.inviterId));

  r.get(
    '/contracts/:id/collaborators/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: contractSubject } },
      schema: {
        tags,
        summary: 'The contract’s collaborators with their names and e-mail addresses',
        params,
        response: { 200: collaboratorListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const rows = await listCollaborators(ctx.db, row.id);
      return { results: rows.map((x) => toCollaboratorDetail(x.collaborator, x)) };
    },
  );

  r.get(
    '/contracts/:id/collaborator-invitations/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: contractSubject } },
      schema: {
        tags,
        summary: 'The contract’s invitations, every status',
        params,
        response: { 200: invitationListResponse },
      },
    },
    async (request) => {
      const { row } = subjectOf(request, contractSubject);
      const rows = await listInvitations(ctx.db, row.id);
      return { results: rows.map((x) => toInvitationView(x.invitation, x.inviterName)) };
    },
  );

  r.post(
    '/contracts/:id/collaborator-invitations/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: contractSubject } },
      schema: {
        tags,
        summary: 'Invite someone by e-mail to read (R) or edit (W) the contract',
        params,
        body: collaboratorInvitationCreateSchema,
        response: { 201: invitationResponse },
      },
    },
    async (request, reply) => {
      const { row, actor } = subjectOf(request, contractSubject);
      if (getContractAccess(actor) !== 'edit')
        throw forbidden('Only those who edit the contract invite collaborators.');
      const auth = getAuth(request);
      const invitation = await createInvitation(ctx, auth, row, request.body);
      return reply.code(201).send(toInvitationView(invitation, auth.user.fullName));
    },
  );

  r.get(
    '/collaborator-invitations/:id/',
    {
      onRequest: ctx.authenticateOptional,
      config: { access: { role: 'anonymous' } },
      schema: {
        tags,
        summary: 'What the link shows the invitee: the home, the inviter, the access',
        params,
        querystring: invitationTokenQuerySchema,
        response: { 200: invitationPreviewResponse },
      },
    },
    async (request) => {
      const invitation = await findInvitationByToken(ctx, request.params.id, request.query.token);
      const contract = (await findContract(ctx.db, invitation.contractId))!;
      const inviterName = await findUserName(ctx.db, invitation.inviterId);
      return toInvitationPreview(invitation, inviterName, contract);
    },
  );

  for (const action of ['accept', 'decline'] as const)
    routeInvitationAction(app, ctx, {
      method: 'PUT',
      action,
      summary:
        action === 'accept'
          ? 'Accept with the token: become a collaborator (again is harmless)'
          : 'Decline with the token',
      access: { role: 'signed_in' },
      body: invitationTokenBodySchema,
      response: invitationAnswerResponse,
      act: async (request, { id, body }) => {
        const result = await answerInvitation(ctx, getAuth(request), id, body.token, action);
        return {
          invitation: await view(result.invitation),
          collaborator: result.collaborator ? toCollaboratorView(result.collaborator) : null,
        };
      },
    });

  for (const [method, action, summary] of [
    ['PUT', 'retract', 'Take a pending invitation back (an editor of the contract)'],
    ['POST', 'resend', 'Send the invitation again with a new link; the old link stops working'],
  ] as const)
    routeInvitationAction(app, ctx, {
      method,
      action,
      summary,
      access: { subject: managedInvitationSubject },
      response: invitationResponse,
      act: async (request) =>
        view(
          await manageInvitation(
            ctx,
            getAuth(request),
            subjectOf(request, managedInvitationSubject),
            action,
          ),
        ),
    });

  r.patch(
    '/contract-collaborators/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: editableCollaboratorSubject } },
      schema: {
        tags,
        summary: 'Change what a collaborator may do (an editor of the contract)',
        params,
        body: collaboratorPatchSchema,
        response: { 200: collaboratorResponse },
      },
    },
    async (request) =>
      toCollaboratorView(
        await changeCollaboratorAccess(
          ctx,
          getAuth(request),
          subjectOf(request, editableCollaboratorSubject),
          request.body.access_type,
        ),
      ),
  );

  r.delete(
    '/contract-collaborators/:id/',
    {
      onRequest: ctx.authenticate,
      config: { access: { subject: removableCollaboratorSubject } },
      schema: {
        tags,
        summary: 'Remove a collaborator (an editor), or leave the contract (the collaborator)',
        params,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeCollaborator(
        ctx,
        getAuth(request),
        subjectOf(request, removableCollaboratorSubject),
      );
      return reply.code(204).send();
    },
  );
}
