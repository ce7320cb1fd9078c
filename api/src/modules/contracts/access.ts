import { canSeeContract, type ContractActor, type ContractTransitionRefusal } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { defineSubject } from '../../http/access.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import {
  findContract,
  listActorFacts,
  listContractsByIds,
  type ActorFacts,
  type ContractRow,
} from './contracts-repository.js';

/** A contract and who is asking, as domain's machine judges them. */
export type ContractSubject = { row: ContractRow; actor: ContractActor };

const NOT_FOUND = 'This rental contract was not found.';

/** The creator of a contract stands on its landlord side even before they are a party row. */
function toActor(auth: Auth, row: ContractRow, facts: ActorFacts): ContractActor {
  const isCreator = row.createdById === auth.user.id;
  const partyRoles =
    isCreator && !facts.partyRoles.includes('landlord')
      ? [...facts.partyRoles, 'landlord' as const]
      : facts.partyRoles;
  return { isStaff: auth.user.isStaff, partyRoles, collaboratorAccess: facts.collaboratorAccess };
}

export async function getContractActor(
  ctx: AppContext,
  auth: Auth,
  row: ContractRow,
): Promise<ContractActor> {
  const facts = await listActorFacts(ctx.db, auth.user, [row.id]);
  return toActor(auth, row, facts.get(row.id)!);
}

/**
 * The batch reads' access: of the contracts asked for, those this caller sees, each judged as
 * `loadContractSubject` judges one (unknown and unseen ones are left out, as their 404).
 */
export async function listContractSubjects(
  ctx: AppContext,
  auth: Auth,
  ids: readonly number[],
): Promise<ContractSubject[]> {
  const rows = await listContractsByIds(ctx.db, ids);
  const facts = await listActorFacts(
    ctx.db,
    auth.user,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => ({ row, actor: toActor(auth, row, facts.get(row.id)!) }))
    .filter(({ actor }) => canSeeContract(actor));
}

/** The contract for this caller; 404 to anyone who is not a party, collaborator, creator or staff. */
export async function loadContractSubject(
  ctx: AppContext,
  auth: Auth,
  id: number,
): Promise<ContractSubject> {
  const row = await findContract(ctx.db, id);
  if (!row) throw notFound(NOT_FOUND);
  const actor = await getContractActor(ctx, auth, row);
  if (!canSeeContract(actor)) throw notFound(NOT_FOUND);
  return { row, actor };
}

/** `contracts/{id}/`. */
export const contractSubject = defineSubject('contract', 'id', dbIdParam, loadContractSubject);

/** A part of a contract named by its own id (`special-terms/{id}/`) and the contract it is of. */
export type ContractPartSubject<T> = ContractSubject & { part: T };

/**
 * `<part>/{id}/`: the part is found only by one who may see its contract (404 otherwise, the
 * same answer as for a part that does not exist).
 */
export function defineContractPartSubject<T extends { contractId: number }>(
  name: string,
  find: (ctx: AppContext, auth: Auth, id: number) => Promise<T | undefined>,
) {
  return defineSubject(
    name,
    'id',
    dbIdParam,
    async (ctx, auth, id): Promise<ContractPartSubject<T>> => {
      const part = await find(ctx, auth, id);
      if (!part) throw notFound();
      return { ...(await loadContractSubject(ctx, auth, part.contractId)), part };
    },
  );
}

const REFUSAL_TEXT: Record<ContractTransitionRefusal, string> = {
  not_found: NOT_FOUND,
  forbidden: 'You may not do this with this rental contract.',
  wrong_status: 'This cannot be done while the contract is in its current state.',
  steps_invalid: 'Complete every step of the contract before sending it for signing.',
  already_signed: 'Someone has already signed, so the contract cannot be reopened.',
  wrong_sign_type: 'This does not fit the way the contract is signed.',
  skip_id_check_staff_only: 'Only Leiga staff may skip the electronic ID check.',
};

/** domain's refusal as the api's answer; the code is `contracts.errors.<reason>`'s reason. */
export function refusalError(
  reason: ContractTransitionRefusal,
  fields?: Record<string, string>,
): ApiError {
  const text = REFUSAL_TEXT[reason];
  if (reason === 'not_found') return notFound(text);
  if (reason === 'forbidden') return forbidden(text);
  if (reason === 'wrong_status' || reason === 'already_signed') return conflict(text, reason);
  return badRequest(text, fields ?? { [reason]: `contracts.errors.${reason}` }, reason);
}
