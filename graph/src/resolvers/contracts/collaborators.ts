import type {
  ContractCollaboratorInvitationResolvers,
  ContractCollaboratorResolvers,
  ContractInvitationResolvers,
  ContractResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import type { GraphContext } from '../../context.js';
import { toRestId } from '../ids.js';
import { getViewerAccess } from './access.js';

/**
 * Contract's collaborators (with names and e-mail, from their own REST list: the contract's own
 * list carries only user ids) and its pending invitations, which only editors manage: readers get
 * an empty list without a REST call.
 */
export const CollaboratorsContract: Pick<
  ContractResolvers,
  'collaborators' | 'collaboratorInvitations'
> = {
  collaborators: (c, _args, { dataSources }) =>
    dataSources.contractCollaborators.collaborators.load(c.id),
  collaboratorInvitations: async (c, _args, ctx) => {
    if ((await getViewerAccess(c, ctx)) !== 'edit') return [];
    const all = await ctx.dataSources.contractCollaborators.invitations.load(c.id);
    return all.filter((i) => i.status === 'pending');
  },
};

/** What the collaborators' own REST list adds to types.ts's ContractCollaborator. */
export const CollaboratorDetails: Pick<ContractCollaboratorResolvers, 'fullName'> = {
  fullName: (c) => c.full_name,
};

const invitationFields = {
  accessType: (i: { access_type: 'R' | 'W' }) => i.access_type,
  sentAt: (i: { sent_at: string }) => i.sent_at,
  inviter: (i: { inviter: { id: number; full_name: string } | null }) => i.inviter,
};

export const ContractCollaboratorInvitation: ContractCollaboratorInvitationResolvers = {
  ...invitationFields,
  createdAt: (i) => i.created_at,
};

export const ContractInvitation: ContractInvitationResolvers = {
  ...invitationFields,
  contractId: (i) => i.contract_id,
  address: (i) => i.contract.address,
};

export { ContractInvitationStatus } from '../../rest/contract-collaborators-types.js';

export const CollaboratorsQuery: Pick<QueryResolvers, 'contractInvitation'> = {
  contractInvitation: (_root, { id, token }, { dataSources }) =>
    dataSources.contractCollaborators.preview(toRestId(id), token),
};

/** After leaving, the contract is out of the caller's sight: null instead of NOT_FOUND. */
async function contractIfVisible(contractId: number, { dataSources }: GraphContext) {
  try {
    return await dataSources.contractCollaborators.reloadContract(contractId);
  } catch (error) {
    if ((error as { extensions?: { code?: unknown } }).extensions?.code === 'NOT_FOUND')
      return null;
    throw error;
  }
}

type CollaboratorMutations = Pick<
  MutationResolvers,
  | 'inviteContractCollaborator'
  | 'retractContractInvitation'
  | 'resendContractInvitation'
  | 'changeContractCollaboratorAccess'
  | 'removeContractCollaborator'
  | 'acceptContractInvitation'
  | 'declineContractInvitation'
>;

/** Each change is one REST call and one re-read of the contract. */
export const CollaboratorsMutation: CollaboratorMutations = {
  inviteContractCollaborator: (_root, { input }, { dataSources }) =>
    dataSources.contractCollaborators.invite(
      toRestId(input.contractId, 'contractId'),
      input.email,
      input.accessType,
    ),
  retractContractInvitation: (_root, { input }, { dataSources }) =>
    dataSources.contractCollaborators.retract(toRestId(input.id)),
  resendContractInvitation: (_root, { input }, { dataSources }) =>
    dataSources.contractCollaborators.resend(toRestId(input.id)),
  changeContractCollaboratorAccess: (_root, { input }, { dataSources }) =>
    dataSources.contractCollaborators.changeAccess(toRestId(input.id), input.accessType),
  removeContractCollaborator: async (_root, { input }, ctx) => {
    const contractId = toRestId(input.contractId, 'contractId');
    await ctx.dataSources.contractCollaborators.remove(toRestId(input.id));
    return contractIfVisible(contractId, ctx);
  },
  acceptContractInvitation: async (_root, { input }, { dataSources }) => {
    const answer = await dataSources.contractCollaborators.answer(
      toRestId(input.id),
      input.token,
      'accept',
    );
    return dataSources.contractCollaborators.reloadContract(answer.invitation.contract_id);
  },
  declineContractInvitation: async (_root, { input }, { dataSources }) => {
    const id = toRestId(input.id);
    await dataSources.contractCollaborators.answer(id, input.token, 'decline');
    return dataSources.contractCollaborators.preview(id, input.token);
  },
};
