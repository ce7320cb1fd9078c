import {
  canEditContract,
  getContractAccess,
  type ContractActor,
  type ContractPartyRole,
} from '@leiga/domain';
import type { GraphContext } from '../../context.js';
import type { RestContract, RestContractEntity } from '../../rest/contracts-types.js';
import type { RestUser } from '../../rest/types.js';

/**
 * Who the signed-in user is to a contract, as the api judges it (api/src/modules/contracts
 * access.ts): staff; a party whose row carries their kennitala or their e-mail (the creator is
 * made the first landlord with their e-mail); a collaborator by user id. The api answered the
 * contract, so the user may at least read it.
 */
function isUsersParty(me: RestUser, party: RestContractEntity): boolean {
  if (me.icelandic_id && party.identifier_country === 'IS' && party.identifier === me.icelandic_id)
    return true;
  const email = me.email.toLowerCase();
  return party.emails.some((e) => e.email.toLowerCase() === email);
}

export function getContractActor(me: RestUser, contract: RestContract): ContractActor {
  const partyRoles: ContractPartyRole[] = [];
  if (contract.landlords.some((p) => isUsersParty(me, p))) partyRoles.push('landlord');
  if (contract.tenants.some((p) => isUsersParty(me, p))) partyRoles.push('tenant');
  const collaborator = contract.collaborators.find((c) => c.user_id === me.id);
  return {
    isStaff: me.is_staff,
    partyRoles,
    collaboratorAccess: collaborator?.access_type ?? null,
  };
}

async function actorOf(contract: RestContract, { dataSources }: GraphContext) {
  const me = await dataSources.accounts.getMe();
  return me ? getContractActor(me, contract) : null;
}

export async function getViewerAccess(contract: RestContract, ctx: GraphContext) {
  const actor = await actorOf(contract, ctx);
  return actor && getContractAccess(actor) === 'edit' ? 'edit' : 'read';
}

export async function getViewerCanEdit(contract: RestContract, ctx: GraphContext) {
  const actor = await actorOf(contract, ctx);
  return actor !== null && canEditContract(contract.status, actor);
}
