import {
  CONTRACT_LIMITS,
  ICELAND_COUNTRY,
  getIdentifierError,
  isAlreadyParty,
  normalizeKennitala,
  type ContractAgent,
  type ContractEmail,
  type ContractPartyInput,
  type ContractPartyPatch,
  type ContractPartyRole,
  type ContractPhone,
} from '@leiga/domain';
import { and, count, eq } from 'drizzle-orm';
import type { AppContext, Auth } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import { contractParties } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { ContractSubject } from '../access.js';
import {
  listContractParties,
  type ContractPartyRow,
  type ContractRow,
} from '../contracts-repository.js';
import type { ContractPartSubject } from './part-access.js';
import {
  deleteParty,
  findUserIdByKennitala,
  insertParty,
  lockParty,
  updateParty,
  withPartIds,
} from './parts-repository.js';
import { editContractPart } from './parts-service.js';

type Contacts = { phones: ContractPhone[]; emails: ContractEmail[]; agents: ContractAgent[] };

/** Every id a party's phones, e-mails and agents (with theirs) carry now. */
function partIdsOf(party: Contacts): Set<number> {
  const ids = [
    ...party.phones,
    ...party.emails,
    ...party.agents.flatMap((a) => [a, ...a.phones, ...a.emails]),
  ].flatMap((x) => (x.id === undefined ? [] : [x.id]));
  return new Set(ids);
}

/** The lists with ids: those in `keep` stay, the rest (new ones, or foreign ids) get fresh ids. */
async function identify(tx: Tx, lists: Contacts, keep: ReadonlySet<number>): Promise<Contacts> {
  const phones = await withPartIds(tx, lists.phones, keep);
  const emails = await withPartIds(tx, lists.emails, keep);
  const agents = await withPartIds(tx, lists.agents, keep);
  const withContacts = await Promise.all(
    agents.map(async (a) => ({
      ...a,
      phones: await withPartIds(tx, a.phones, keep),
      emails: await withPartIds(tx, a.emails, keep),
    })),
  );
  return { phones, emails, agents: withContacts };
}

/** An Icelandic kennitala without its hyphen; other identifiers as given. */
function normalizeIdentifier(identifier: string, country: string): string {
  return country === ICELAND_COUNTRY ? normalizeKennitala(identifier) : identifier;
}

/** A person's account, when their kennitala is on it: the contract then shows in their lists. */
async function linkedUserId(
  tx: Tx,
  party: { identifier: string; identifier_country: string; is_individual: boolean },
): Promise<number | null> {
  if (party.identifier_country !== ICELAND_COUNTRY || !party.is_individual) return null;
  return findUserIdByKennitala(tx, party.identifier);
}

/** 400 when the identifier already stands on the lease (another party than `exceptId`). */
async function assertNotAlreadyParty(
  tx: Tx,
  contractId: number,
  candidate: { identifier: string; identifier_country: string },
  exceptId?: number,
): Promise<void> {
  const parties = (await listContractParties(tx, [contractId])).map((p) => ({
    id: p.id,
    identifier: p.identifier,
    identifier_country: p.identifierCountry,
  }));
  if (isAlreadyParty(parties, candidate, exceptId))
    throw badRequest('This person or company is already a party to the lease.', {
      identifier: 'validation.identifier_duplicate',
    });
}

/** POST contracts/{id}/landlords/ and tenants/. */
export async function addParty(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  role: ContractPartyRole,
  input: ContractPartyInput,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx, row) => {
    const [side] = await tx
      .select({ value: count() })
      .from(contractParties)
      .where(and(eq(contractParties.contractId, row.id), eq(contractParties.role, role)));
    if ((side?.value ?? 0) >= CONTRACT_LIMITS.maxPartiesPerSide)
      throw badRequest('There are too many parties on this side.', {
        [`${role}s`]: 'validation.list_too_long',
      });
    const identifier = normalizeIdentifier(input.identifier, input.identifier_country);
    const party = { ...input, identifier };
    await assertNotAlreadyParty(tx, row.id, party);
    const contacts = await identify(tx, input, new Set());
    const created = await insertParty(tx, {
      contractId: row.id,
      role,
      userId: await linkedUserId(tx, party),
      isIndividual: input.is_individual,
      name: input.name,
      identifier,
      identifierCountry: input.identifier_country,
      ...contacts,
    });
    return { event: { kind: 'party_added', data: { party_id: created.id, role } } };
  });
}

async function lockedParty(tx: Tx, subject: ContractPartSubject): Promise<ContractPartyRow> {
  const party = subject.partyId === null ? undefined : await lockParty(tx, subject.partyId);
  if (!party || party.contractId !== subject.row.id) throw notFound('This party was not found.');
  return party;
}

/** PATCH contract-entities/{id}/: the merged party must still have a valid identifier. */
export async function patchParty(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
  patch: ContractPartyPatch,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx) => {
    const party = await lockedParty(tx, subject);
    const country = patch.identifier_country ?? party.identifierCountry;
    const merged = {
      identifier: normalizeIdentifier(patch.identifier ?? party.identifier, country),
      identifier_country: country,
      is_individual: patch.is_individual ?? party.isIndividual,
    };
    const identifierError = getIdentifierError(merged);
    if (identifierError) throw badRequest('Check the identifier.', { identifier: identifierError });
    const contacts = await identify(
      tx,
      {
        phones: patch.phones ?? party.phones,
        emails: patch.emails ?? party.emails,
        agents: patch.agents ?? party.agents,
      },
      partIdsOf(party),
    );
    await updateParty(tx, party.id, {
      name: patch.name ?? party.name,
      identifier: merged.identifier,
      identifierCountry: merged.identifier_country,
      isIndividual: merged.is_individual,
      userId: await linkedUserId(tx, merged),
      ...contacts,
    });
    return {
      event: { kind: 'party_updated', data: { party_id: party.id, fields: Object.keys(patch) } },
    };
  });
}

/** DELETE contract-entities/{id}/. */
export async function removeParty(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx) => {
    const party = await lockedParty(tx, subject);
    await deleteParty(tx, party.id);
    return { event: { kind: 'party_removed', data: { party_id: party.id, role: party.role } } };
  });
}

/** DELETE entity-emails/{id}/ and entity-phones/{id}/: the party's own or one of its agents'. */
export async function removeContact(
  ctx: AppContext,
  auth: Auth,
  subject: ContractPartSubject,
  kind: 'emails' | 'phones',
): Promise<ContractRow> {
  return editContractPart(ctx, auth, subject, async (tx) => {
    const party = await lockedParty(tx, subject);
    const keep = <T extends { id?: number }>(list: T[]) =>
      list.filter((x) => x.id !== subject.partId);
    await updateParty(
      tx,
      party.id,
      kind === 'emails'
        ? {
            emails: keep(party.emails),
            agents: party.agents.map((a) => ({ ...a, emails: keep(a.emails) })),
          }
        : {
            phones: keep(party.phones),
            agents: party.agents.map((a) => ({ ...a, phones: keep(a.phones) })),
          },
    );
    return {
      event: {
        kind: kind === 'emails' ? 'entity_email_removed' : 'entity_phone_removed',
        data: { party_id: party.id, id: subject.partId },
      },
    };
  });
}
