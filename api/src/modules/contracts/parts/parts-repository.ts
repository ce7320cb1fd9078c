import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ContractUtility } from '@leiga/domain';
import { UTILITY_TAGS } from '@leiga/domain';
import type { Db, Tx } from '../../../db/client.js';
import {
  contractParties,
  CONTRACT_PART_IDS_SEQUENCE,
  contracts,
  users,
} from '../../../db/schema/index.js';
import type { ContractPartyRow } from '../contracts-repository.js';

/** Every query of the contract parts: part ids, finding a part's contract, locking, parties. */

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Tx, 'select' | 'insert' | 'update' | 'delete'>;

/** `n` fresh ids from the contract_part_ids sequence. */
export async function nextPartIds(tx: Reader, n: number): Promise<number[]> {
  if (n === 0) return [];
  const rows = await tx
    .select({ id: sql<number>`nextval('${sql.raw(CONTRACT_PART_IDS_SEQUENCE)}')::int` })
    .from(sql`generate_series(1, ${n})`);
  return rows.map((r) => Number(r.id));
}

const idOf = (item: object): number | undefined =>
  'id' in item && typeof item.id === 'number' ? item.id : undefined;

/**
 * The items with fresh ids where they have none, or one not in `keep` (an id of another part,
 * or given twice): ids already there stay as they are.
 */
export async function withPartIds<T extends object>(
  tx: Reader,
  items: readonly T[],
  keep: ReadonlySet<number> = new Set(items.flatMap((i) => idOf(i) ?? [])),
): Promise<(T & { id: number })[]> {
  const seen = new Set<number>();
  const kept = items.map((item) => {
    const id = idOf(item);
    const isKept = id !== undefined && keep.has(id) && !seen.has(id);
    if (isKept) seen.add(id);
    return isKept ? id : null;
  });
  const fresh = await nextPartIds(tx, kept.filter((id) => id === null).length);
  let next = 0;
  return items.map((item, i) => ({ ...item, id: kept[i] ?? fresh[next++]! }));
}

/** The four utilities a contract has, the missing ones added: the tenant pays electricity and heating. */
export async function withDefaultUtilities(
  tx: Reader,
  existing: readonly ContractUtility[] = [],
): Promise<ContractUtility[]> {
  const added = UTILITY_TAGS.filter((tag) => !existing.some((u) => u.utility.tag === tag)).map(
    (tag): ContractUtility => ({
      utility: { tag },
      name: null,
      price: null,
      paid_by_tenant: tag === 'electricity' || tag === 'heating',
      meter_readings: [],
    }),
  );
  const all = [...existing, ...added].sort(
    (a, b) => UTILITY_TAGS.indexOf(a.utility.tag) - UTILITY_TAGS.indexOf(b.utility.tag),
  );
  return withPartIds(tx, all);
}

/** `[{"id": 5}]` and the like, for jsonb containment (`@>`). */
const contains = (column: SQL, value: unknown): SQL =>
  sql`${column} @> ${JSON.stringify(value)}::jsonb`;

export async function findPartyContractId(db: Reader, partyId: number): Promise<number | null> {
  const [row] = await db
    .select({ contractId: contractParties.contractId })
    .from(contractParties)
    .where(eq(contractParties.id, partyId))
    .limit(1);
  return row?.contractId ?? null;
}

/** The party holding an e-mail or phone, its own or one of its agents'. */
export async function findPartyByContact(
  db: Reader,
  kind: 'emails' | 'phones',
  id: number,
): Promise<Pick<ContractPartyRow, 'id' | 'contractId'> | null> {
  const column = contractParties[kind];
  const [row] = await db
    .select({ id: contractParties.id, contractId: contractParties.contractId })
    .from(contractParties)
    .where(
      or(
        contains(sql`${column}`, [{ id }]),
        contains(sql`${contractParties.agents}`, [{ [kind]: [{ id }] }]),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The contract whose jsonb part (a unit, utility, reading or termination reason) has the id. */
export async function findContractIdByPart(
  db: Reader,
  part: 'unit' | 'utility' | 'reading' | 'termination_reason',
  id: number,
): Promise<number | null> {
  const where: Record<typeof part, SQL> = {
    unit: contains(sql`(${contracts.realEstate} -> 'units')`, [{ id }]),
    utility: contains(sql`${contracts.utilities}`, [{ id }]),
    reading: contains(sql`${contracts.utilities}`, [{ meter_readings: [{ id }] }]),
    termination_reason: contains(sql`${contracts.terminationReasons}`, [{ id }]),
  };
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(where[part]).limit(1);
  return row?.id ?? null;
}

export async function lockParty(tx: Writer, id: number): Promise<ContractPartyRow | undefined> {
  const [row] = await tx
    .select()
    .from(contractParties)
    .where(eq(contractParties.id, id))
    .for('update');
  return row;
}

export async function insertParty(
  tx: Writer,
  values: typeof contractParties.$inferInsert,
): Promise<ContractPartyRow> {
  const [row] = await tx.insert(contractParties).values(values).returning();
  return row!;
}

export async function updateParty(
  tx: Writer,
  id: number,
  values: Partial<typeof contractParties.$inferInsert>,
): Promise<void> {
  await tx.update(contractParties).set(values).where(eq(contractParties.id, id));
}

export async function deleteParty(tx: Writer, id: number): Promise<void> {
  await tx.delete(contractParties).where(eq(contractParties.id, id));
}

/** The account whose kennitala this is, so the party is linked to it. */
export async function findUserIdByKennitala(db: Reader, kennitala: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.icelandicId, kennitala))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The agents a user has named for a company on contracts they created or are a linked party
 * of, newest first.
 */
export async function listAgentsUsedFor(
  db: Reader,
  userId: number,
  companyKennitala: string,
): Promise<ContractPartyRow['agents']> {
  const own = db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.createdById, userId));
  const linked = db
    .select({ id: contractParties.contractId })
    .from(contractParties)
    .where(eq(contractParties.userId, userId));
  const rows = await db
    .select({ agents: contractParties.agents })
    .from(contractParties)
    .where(
      and(
        eq(contractParties.identifier, companyKennitala),
        or(inArray(contractParties.contractId, own), inArray(contractParties.contractId, linked)),
      ),
    )
    .orderBy(desc(contractParties.id))
    .limit(50);
  return rows.flatMap((r) => r.agents);
}
