import { canSeeContract } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { defineSubject, type Subject } from '../../../http/access.js';
import { notFound } from '../../../http/errors.js';
import { dbIdParam } from '../../../http/ids.js';
import { getContractActor, type ContractSubject } from '../access.js';
import { findContract } from '../contracts-repository.js';
import {
  findContractIdByPart,
  findPartyByContact,
  findPartyContractId,
} from './parts-repository.js';

/**
 * The parts' own routes (`contract-entities/{id}/`, `entity-emails/{id}/`, ...) name a part, not
 * a contract: the part's contract is found and judged as `contracts/{id}/` is, so whoever may
 * not see the contract hears 404 about the part too.
 */
export type ContractPartSubject = ContractSubject & { partId: number; partyId: number | null };

const NOT_FOUND = 'This part of a rental contract was not found.';

async function loadFor(
  ctx: AppContext,
  auth: Auth,
  contractId: number | null,
  partId: number,
  partyId: number | null = null,
): Promise<ContractPartSubject> {
  const row = contractId === null ? undefined : await findContract(ctx.db, contractId);
  if (!row) throw notFound(NOT_FOUND);
  const actor = await getContractActor(ctx, auth, row);
  if (!canSeeContract(actor)) throw notFound(NOT_FOUND);
  return { row, actor, partId, partyId };
}

const partSubject = (
  name: string,
  findContractId: (db: Db, id: number) => Promise<number | null>,
): Subject<ContractPartSubject> =>
  defineSubject(name, 'id', dbIdParam, async (ctx, auth, id) =>
    loadFor(ctx, auth, await findContractId(ctx.db, id), id),
  );

/** A landlord or tenant (`contract-entities/{id}/`); partyId is the party. */
export const contractEntitySubject = defineSubject(
  'contract-entity',
  'id',
  dbIdParam,
  async (ctx, auth, id) => loadFor(ctx, auth, await findPartyContractId(ctx.db, id), id, id),
);

const contactSubject = (name: string, kind: 'emails' | 'phones') =>
  defineSubject(name, 'id', dbIdParam, async (ctx, auth, id) => {
    const party = await findPartyByContact(ctx.db, kind, id);
    return loadFor(ctx, auth, party?.contractId ?? null, id, party?.id ?? null);
  });

export const entityEmailSubject = contactSubject('entity-email', 'emails');
export const entityPhoneSubject = contactSubject('entity-phone', 'phones');

export const contractUnitSubject = partSubject('contract-unit', (db, id) =>
  findContractIdByPart(db, 'unit', id),
);
export const contractUtilitySubject = partSubject('contract-utility', (db, id) =>
  findContractIdByPart(db, 'utility', id),
);
export const meterReadingSubject = partSubject('meter-reading', (db, id) =>
  findContractIdByPart(db, 'reading', id),
);
export const terminationReasonSubject = partSubject('termination-reason', (db, id) =>
  findContractIdByPart(db, 'termination_reason', id),
);
