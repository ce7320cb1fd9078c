import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** A guarantee's commit, signing link, uncommit and statement through the graph. */
type Lifecycle = {
  guaranteeId: string;
  status: string;
  currentUserRole: string;
  signing: { status: string; signedAt: string | null } | null;
  statement: { sha256: string } | null;
  cancellationRequests: { id: string; requestedBy: string; status: string }[];
  viewerCanCommit: boolean;
  viewerCanSign: boolean;
  viewerCanUncommit: boolean;
};
type ContractsAnswer = { contracts: { items: { id: string; status: string }[] } };

const FIELDS = `guaranteeId status currentUserRole signing { status signedAt } statement { sha256 }
  cancellationRequests { id requestedBy status } viewerCanCommit viewerCanSign viewerCanUncommit`;
const CREATE = `mutation ($input: CreateRentalGuaranteeInput!) { createRentalGuarantee(input: $input) { id } }`;
const ASSESS = `mutation ($input: AssessRentalGuaranteeInput!) { assessRentalGuarantee(input: $input) { status } }`;
const LIFECYCLE = `query ($id: ID!) { rentalGuaranteeLifecycle(id: $id) { ${FIELDS} } }`;
const COMMIT = `mutation ($id: ID!) { commitRentalGuarantee(id: $id) { ${FIELDS} } }`;
const UNCOMMIT = `mutation ($id: ID!) { uncommitRentalGuarantee(id: $id) { ${FIELDS} } }`;
const SIGNING_URL = `query ($id: ID!) { rentalGuaranteeSigningUrl(id: $id) }`;
const STATEMENT = `query ($id: ID!) { rentalGuaranteeStatementPdf(id: $id) { filename base64 } }`;
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

describe('the guarantee lifecycle in the graph', () => {
  it('the tenant commits and gets a signing link, then withdraws; others are kept out', async () => {
    const created = await stack.gql<{ createRentalGuarantee: { id: string } }>(
      CREATE,
      { input: { contractId, amount: 100_000 } },
      { token: anna },
    );
    const id = created.data!.createRentalGuarantee.id;
    const assessed = await stack.gql<{ assessRentalGuarantee: { status: string } }>(
      ASSESS,
      { input: { id, consent: true } },
      { token: anna },
    );
    expect(assessed.data!.assessRentalGuarantee.status).toBe('APPROVED');

    const before = await stack.gql<{ rentalGuaranteeLifecycle: Lifecycle }>(
      LIFECYCLE,
      { id },
      { token: jon },
    );
    expect(before.data!.rentalGuaranteeLifecycle).toMatchObject({
      guaranteeId: id,
      status: 'APPROVED',
      currentUserRole: 'OBLIGEE',
      viewerCanCommit: false,
    });
    const byLandlord = await stack.gql(COMMIT, { id }, { token: jon });
    expect(codesOf(byLandlord)).toEqual(['NOT_FOUND']);
    const byStranger = await stack.gql(LIFECYCLE, { id }, { token: kristin });
    expect(codesOf(byStranger)).toEqual(['NOT_FOUND']);
    const early = await stack.gql(STATEMENT, { id }, { token: jon });
    expect(codesOf(early)).toEqual(['CONFLICT']);

    const committed = await stack.gql<{ commitRentalGuarantee: Lifecycle }>(
      COMMIT,
      { id },
      { token: anna },
    );
    expect(committed.errors).toEqual([]);
    expect(committed.data!.commitRentalGuarantee).toMatchObject({
      status: 'COMMITTED',
      viewerCanSign: true,
      viewerCanUncommit: true,
      signing: { status: 'pending', signedAt: null },
    });
    const url = await stack.gql<{ rentalGuaranteeSigningUrl: string }>(
      SIGNING_URL,
      { id },
      { token: anna },
    );
    expect(url.data!.rentalGuaranteeSigningUrl).toMatch(/\/sandbox\/e-sign\//);

    const back = await stack.gql<{ uncommitRentalGuarantee: Lifecycle }>(
      UNCOMMIT,
      { id },
      { token: anna },
    );
    expect(back.data!.uncommitRentalGuarantee).toMatchObject({
      status: 'APPROVED',
      signing: { status: 'cancelled' },
      viewerCanCommit: true,
    });
  });
});
