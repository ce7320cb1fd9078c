import { and, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContractListQuery } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  contractCollaborators,
  contractEvents,
  contractParties,
  contractStepLogs,
  contracts,
  contractStreet,
  users,
} from '../../db/schema/index.js';
import type { UserRow } from '../../context.js';

/** Every query of the contracts module. */

export type ContractRow = typeof contracts.$inferSelect;
export type ContractPartyRow = typeof contractParties.$inferSelect;
export type ContractCollaboratorRow = typeof contractCollaborators.$inferSelect;
export type ContractEventRow = typeof contractEvents.$inferSelect;
type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;

export async function findContract(db: Db, id: number): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).limit(1);
  return row;
}

export async function listContractsByIds(db: Db, ids: readonly number[]): Promise<ContractRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(contracts)
    .where(inArray(contracts.id, [...ids]))
    .orderBy(contracts.id);
}

/** A party row is the user's when it links their account or carries their kennitala. */
export function isUsersParty(user: Pick<UserRow, 'id' | 'icelandicId'>): SQL {
  const byUser = eq(contractParties.userId, user.id);
  if (!user.icelandicId) return byUser;
  return or(
    byUser,
    and(
      eq(contractParties.identifier, user.icelandicId),
      eq(contractParties.identifierCountry, 'IS'),
    ),
  )!;
}

export async function listContractParties(
  db: Pick<Db, 'select'>,
  contractIds: readonly number[],
): Promise<ContractPartyRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractParties)
    .where(inArray(contractParties.contractId, [...contractIds]))
    .orderBy(contractParties.id);
}

export async function listContractCollaborators(
  db: Pick<Db, 'select'>,
  contractIds: readonly number[],
): Promise<ContractCollaboratorRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractCollaborators)
    .where(inArray(contractCollaborators.contractId, [...contractIds]))
    .orderBy(contractCollaborators.id);
}

/**
 * The contracts a user may see: created, a party of, or a collaborator on; staff see all. Written
 * as one set of ids, each arm read from its own index, rather than an OR of EXISTS that makes
 * the planner test every contract (bench/contracts.ts).
 */
function visibleTo(user: UserRow): SQL | undefined {
  if (user.isStaff) return undefined;
  return sql`${contracts.id} in (
    select ${contracts.id} from ${contracts} where ${contracts.createdById} = ${user.id}
    union all select ${contractParties.contractId} from ${contractParties} where ${isUsersParty(user)}
    union all select ${contractCollaborators.contractId} from ${contractCollaborators} where ${contractCollaborators.userId} = ${user.id})`;
}

/**
 * A search matches a party's name or kennitala, or the street (each arm has a trigram index);
 * a period the lease overlaps.
 */
function listFilters(q: ContractListQuery): SQL[] {
  const filters: SQL[] = [];
  if (q.search) {
    const like = `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`${contracts.id} in (
        select ${contracts.id} from ${contracts} where ${contractStreet} ilike ${like}
        union all select ${contractParties.contractId} from ${contractParties}
          where ${ilike(contractParties.name, like)} or ${ilike(contractParties.identifier, like)})`,
    );
  }
  if (q.from_date)
    filters.push(or(sql`${contracts.endDate} is null`, gte(contracts.endDate, q.from_date))!);
  if (q.to_date)
    filters.push(or(sql`${contracts.startDate} is null`, lte(contracts.startDate, q.to_date))!);
  return filters;
}

/** What GET contracts/ lists for a user: what they may see, narrowed by their filters. */
export function contractListWhere(user: UserRow, q: ContractListQuery): SQL | undefined {
  return and(visibleTo(user), ...listFilters(q));
}

/**
 * The page's ids and the total in one pass over narrow rows (`count(*) over ()`, so the visible
 * set is worked out once), then those rows whole by primary key: sorting thousands of whole
 * rows, jsonb and all, cost more than the rest together (bench/contracts.ts). Only a page past
 * the end asks for the count on its own.
 */
export async function pageContracts(
  db: Db,
  user: UserRow,
  q: ContractListQuery,
): Promise<{ total: number; rows: ContractRow[] }> {
  const where = contractListWhere(user, q);
  const page = await db
    .select({ id: contracts.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.updatedAt), desc(contracts.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  if (page.length === 0) {
    if (q.page === 1) return { total: 0, rows: [] };
    const [total] = await db.select({ value: count() }).from(contracts).where(where);
    return { total: total?.value ?? 0, rows: [] };
  }
  const found = await db
    .select()
    .from(contracts)
    .where(
      inArray(
        contracts.id,
        page.map((p) => p.id),
      ),
    );
  const byId = new Map(found.map((row) => [row.id, row]));
  // A contract deleted between the two reads drops out of the page.
  const rows = page.flatMap((p) => byId.get(p.id) ?? []);
  return { total: page[0]!.total, rows };
}

export async function insertContract(
  tx: Writer,
  values: typeof contracts.$inferInsert,
): Promise<ContractRow> {
  const [row] = await tx.insert(contracts).values(values).returning();
  return row!;
}

export async function insertContractParties(
  tx: Writer,
  values: (typeof contractParties.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(contractParties).values(values);
}

export async function updateContract(
  tx: Writer,
  id: number,
  values: Partial<typeof contracts.$inferInsert>,
): Promise<ContractRow> {
  const [row] = await tx
    .update(contracts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  return row!;
}

/**
 * The contract's row, locked until the transaction ends: a change decided on what it reads
 * cannot be overtaken by another request deciding on the same state.
 */
export async function lockContract(tx: Tx, id: number): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row;
}

export async function deleteContract(tx: Writer, id: number): Promise<void> {
  await tx.delete(contracts).where(eq(contracts.id, id));
}

export async function insertContractEvent(
  tx: Writer,
  values: typeof contractEvents.$inferInsert,
): Promise<void> {
  await tx.insert(contractEvents).values(values);
}

export async function insertStepLog(
  tx: Writer,
  values: typeof contractStepLogs.$inferInsert,
): Promise<void> {
  await tx.insert(contractStepLogs).values(values);
}

export async function listContractEvents(db: Db, contractId: number) {
  return db
    .select({
      id: contractEvents.id,
      kind: contractEvents.kind,
      data: contractEvents.data,
      createdAt: contractEvents.createdAt,
      actorId: contractEvents.actorId,
      actorName: users.fullName,
    })
    .from(contractEvents)
    .leftJoin(users, eq(users.id, contractEvents.actorId))
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(contractEvents.id);
}

/** The sides of the lease the user stands on, and their collaborator access, for one contract. */
export type ActorFacts = {
  partyRoles: ContractPartyRow['role'][];
  collaboratorAccess: ContractCollaboratorRow['accessType'] | null;
};

/** What the user is on each of the contracts (party roles, collaborator access): two queries. */
export async function listActorFacts(
  db: Db,
  user: UserRow,
  contractIds: readonly number[],
): Promise<Map<number, ActorFacts>> {
  const ids = [...contractIds];
  const facts = new Map<number, ActorFacts>(
    ids.map((id) => [id, { partyRoles: [], collaboratorAccess: null }]),
  );
  if (ids.length === 0) return facts;
  const [roles, collaborators] = await Promise.all([
    db
      .selectDistinct({ contractId: contractParties.contractId, role: contractParties.role })
      .from(contractParties)
      .where(and(inArray(contractParties.contractId, ids), isUsersParty(user))),
    db
      .select({
        contractId: contractCollaborators.contractId,
        accessType: contractCollaborators.accessType,
      })
      .from(contractCollaborators)
      .where(
        and(
          inArray(contractCollaborators.contractId, ids),
          eq(contractCollaborators.userId, user.id),
        ),
      ),
  ]);
  for (const r of roles) facts.get(r.contractId)?.partyRoles.push(r.role);
  for (const c of collaborators) {
    const entry = facts.get(c.contractId);
    if (entry && entry.collaboratorAccess === null) entry.collaboratorAccess = c.accessType;
  }
  return facts;
}
