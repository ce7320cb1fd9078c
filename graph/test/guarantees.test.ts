import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** Rental guarantees through the graph: apply, consent and decide; the landlord sees it. */
type Guarantee = {
  id: string;
  contractId: string | null;
  amount: number;
  status: string;
  decision: string | null;
  creditGrade: string | null;
  cashThresholdPercent: number | null;
  yearlyPremium: number | null;
  currentUserRole: string;
};
type ContractsAnswer = { contracts: { items: { id: string; status: string }[] } };

const FIELDS = `id contractId amount status decision creditGrade cashThresholdPercent
  yearlyPremium currentUserRole`;
const CREATE = `mutation ($input: CreateRentalGuaranteeInput!) {
  createRentalGuarantee(input: $input) { ${FIELDS} } }`;
const ASSESS = `mutation ($input: AssessRentalGuaranteeInput!) {
  assessRentalGuarantee(input: $input) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { rentalGuarantee(id: $id) { ${FIELDS} } }`;
const MINE = `query { myRentalGuarantees(pageSize: 25) { count hasNextPage items { ${FIELDS} } } }`;
const LANDLORD = `query { landlordRentalGuarantees { count items { ${FIELDS} } } }`;
const CONTRACTS = `query { contracts(pageSize: 100) { items { id status } } }`;

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;
let contractId: string;

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
  const [ofAnna, ofJon] = await Promise.all(
    [anna, jon].map((token) => stack.gql<ContractsAnswer>(CONTRACTS, {}, { token })),
  );
  const jons = new Set(ofJon!.data!.contracts.items.map((c) => c.id));
  contractId = ofAnna!.data!.contracts.items.find(
    (c) => c.status === 'COMMITTED' && jons.has(c.id),
  )!.id;
}, 120_000);
afterAll(() => stack?.close());

describe('rental guarantees in the graph', () => {
  it('a tenant applies for a contract, consents and is approved; the landlord sees it', async () => {
    const created = await stack.gql<{ createRentalGuarantee: Guarantee }>(
      CREATE,
      { input: { contractId, amount: 100_000 } },
      { token: anna },
    );
    expect(created.errors).toEqual([]);
    const g = created.data!.createRentalGuarantee;
    expect(g).toMatchObject({ contractId, status: 'DRAFT', currentUserRole: 'PRINCIPAL' });

    const assessed = await stack.gql<{ assessRentalGuarantee: Guarantee }>(
      ASSESS,
      { input: { id: g.id, consent: true } },
      { token: anna },
    );
    expect(assessed.errors).toEqual([]);
    expect(assessed.data!.assessRentalGuarantee).toMatchObject({
      status: 'APPROVED',
      decision: 'APPROVED',
      creditGrade: 'A2',
      cashThresholdPercent: 0,
      yearlyPremium: 30_000,
    });

    const mine = await stack.gql<{ myRentalGuarantees: { count: number; items: Guarantee[] } }>(
      MINE,
      {},
      { token: anna },
    );
    expect(mine.data!.myRentalGuarantees.items.map((i) => i.id)).toContain(g.id);
    const theirs = await stack.gql<{ landlordRentalGuarantees: { items: Guarantee[] } }>(
      LANDLORD,
      {},
      { token: jon },
    );
    const seen = theirs.data!.landlordRentalGuarantees.items.find((i) => i.id === g.id);
    expect(seen).toMatchObject({ currentUserRole: 'OBLIGEE', decision: 'APPROVED' });
  });

  it('refuses an amount above 3 months rent and hides a guarantee from others', async () => {
    const over = await stack.gql(
      CREATE,
      { input: { monthlyRent: 100_000, amount: 300_001 } },
      { token: anna },
    );
    expect(codesOf(over)).toEqual(['BAD_USER_INPUT']);
    const planned = await stack.gql<{ createRentalGuarantee: Guarantee }>(
      CREATE,
      { input: { monthlyRent: 100_000, amount: 300_000 } },
      { token: anna },
    );
    const id = planned.data!.createRentalGuarantee.id;
    const byOther = await stack.gql(ONE, { id }, { token: kristin });
    expect(codesOf(byOther)).toEqual(['NOT_FOUND']);
    const byLandlord = await stack.gql(LANDLORD, {}, { token: anna });
    expect(codesOf(byLandlord)).toEqual(['FORBIDDEN']);
  });

  it('names the lease by its contract for both sides, and none for a planned lease', async () => {
    type Lease = {
      contractId: string | null;
      contract: { id: string; realEstate: { address: { street: string } } | null } | null;
    };
    const LEASES = `{ items { contractId contract { id realEstate { address { street } } } } }`;
    const [mine, theirs] = await Promise.all([
      stack.gql<{ myRentalGuarantees: { items: Lease[] } }>(
        `query { myRentalGuarantees(pageSize: 25) ${LEASES} }`,
        {},
        { token: anna },
      ),
      stack.gql<{ landlordRentalGuarantees: { items: Lease[] } }>(
        `query { landlordRentalGuarantees ${LEASES} }`,
        {},
        { token: jon },
      ),
    ]);
    expect(mine.errors).toEqual([]);
    expect(theirs.errors).toEqual([]);
    const leases = [
      ...mine.data!.myRentalGuarantees.items,
      ...theirs.data!.landlordRentalGuarantees.items,
    ];
    expect(leases.some((l) => l.contractId === null)).toBe(true);
    expect(leases.some((l) => l.contractId === contractId)).toBe(true);
    for (const lease of leases) {
      if (lease.contractId === null) expect(lease.contract).toBeNull();
      else {
        expect(lease.contract?.id).toBe(lease.contractId);
        expect(lease.contract?.realEstate?.address.street).toMatch(/\S/);
      }
    }
  });
});
