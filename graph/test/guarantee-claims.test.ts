import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** Claims on the demo's active guarantee through the graph: filed, sent and answered per line. */
type Claim = {
  id: string;
  status: string;
  totalAmount: number;
  acceptedAmount: number | null;
  deadline: string | null;
  currentUserRole: string;
  isEditable: boolean;
  remainingCover: number;
  lines: { id: string; type: string; amount: number; response: string | null }[];
};
const FIELDS = `id status totalAmount acceptedAmount deadline currentUserRole isEditable
  remainingCover lines { id type amount response }`;
const CREATE = `mutation ($input: CreateGuaranteeClaimInput!) {
  createGuaranteeClaim(input: $input) { ${FIELDS} } }`;
const LINE = `mutation ($input: GuaranteeClaimLineInput!) {
  saveGuaranteeClaimLine(input: $input) { ${FIELDS} } }`;
const COMMIT = `mutation ($input: CommitGuaranteeClaimInput!) {
  commitGuaranteeClaim(input: $input) { ${FIELDS} } }`;
const RESPOND = `mutation ($input: RespondToGuaranteeClaimInput!) {
  respondToGuaranteeClaim(input: $input) { ${FIELDS} } }`;
const ONE = `query ($g: ID!, $c: ID!) { guaranteeClaim(guaranteeId: $g, claimId: $c) { ${FIELDS} } }`;
const LIST = `query ($g: ID!) { guaranteeClaims(guaranteeId: $g) { remainingCover items { id status } } }`;
const GUARANTEES = `query { landlordRentalGuarantees { items { id status amount } } }`;

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;
let guaranteeId: string;

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
  const list = await stack.gql<{
    landlordRentalGuarantees: { items: { id: string; status: string }[] };
  }>(GUARANTEES, {}, { token: jon });
  const active = list.data!.landlordRentalGuarantees.items.find((g) => g.status === 'ACTIVE');
  if (!active) throw new Error('the demo has no active guarantee of Jón');
  guaranteeId = active.id;
}, 120_000);
afterAll(() => stack.close());

describe('guarantee claims through the graph', () => {
  it('Jón files a damage claim with two lines; Anna rejects one and accepts the other', async () => {
    const created = await stack.gql<{ createGuaranteeClaim: Claim }>(
      CREATE,
      { input: { guaranteeId, type: 'DAMAGE', returnDate: daysAgo(5), description: 'Við skil' } },
      { token: jon },
    );
    expect(created.errors).toEqual([]);
    const claimId = created.data!.createGuaranteeClaim.id;
    const ref = { guaranteeId, claimId };
    for (const [type, amount, description] of [
      ['DAMAGE', 60_000, 'Brotin flís'],
      ['CLEANING', 20_000, 'Lokaþrif'],
    ] as const) {
      const added = await stack.gql(
        LINE,
        { input: { ...ref, type, amount, description } },
        {
          token: jon,
        },
      );
      expect(added.errors).toEqual([]);
    }
    const sent = await stack.gql<{ commitGuaranteeClaim: Claim }>(
      COMMIT,
      { input: { ...ref, confirm: true } },
      { token: jon },
    );
    expect(sent.data!.commitGuaranteeClaim).toMatchObject({
      status: 'PENDING_PRINCIPAL_RESPONSE',
      totalAmount: 80_000,
      isEditable: false,
    });
    const seen = await stack.gql<{ guaranteeClaim: Claim }>(
      ONE,
      { g: guaranteeId, c: claimId },
      {
        token: anna,
      },
    );
    const lines = seen.data!.guaranteeClaim.lines;
    expect(seen.data!.guaranteeClaim.currentUserRole).toBe('PRINCIPAL');
    expect(seen.data!.guaranteeClaim.deadline).not.toBeNull();
    const answered = await stack.gql<{ respondToGuaranteeClaim: Claim }>(
      RESPOND,
      {
        input: {
          ...ref,
          lines: [
            { lineId: lines[0]!.id, response: 'REJECTED', reason: 'Flísin var sprungin fyrir' },
            { lineId: lines[1]!.id, response: 'ACCEPTED' },
          ],
        },
      },
      { token: anna },
    );
    expect(answered.errors).toEqual([]);
    expect(answered.data!.respondToGuaranteeClaim).toMatchObject({
      status: 'PENDING_OBLIGEE_RESPONSE',
      acceptedAmount: 20_000,
    });
    const byJon = await stack.gql<{ guaranteeClaim: Claim }>(
      ONE,
      { g: guaranteeId, c: claimId },
      {
        token: jon,
      },
    );
    expect(byJon.data!.guaranteeClaim.lines.map((l) => l.response)).toEqual([
      'REJECTED',
      'ACCEPTED',
    ]);
    const listed = await stack.gql<{ guaranteeClaims: { items: { id: string }[] } }>(
      LIST,
      { g: guaranteeId },
      { token: anna },
    );
    expect(listed.data!.guaranteeClaims.items.map((c) => c.id)).toContain(claimId);
  });

  it('names the rule of a late damage claim and hides the guarantee from others', async () => {
    const late = await stack.gql(
      CREATE,
      { input: { guaranteeId, type: 'DAMAGE', returnDate: daysAgo(40) } },
      { token: jon },
    );
    expect(codesOf(late)).toEqual(['BAD_USER_INPUT']);
    expect(late.errors[0]!.extensions?.['reason']).toBe('damage_claim_late');
    const byOther = await stack.gql(LIST, { g: guaranteeId }, { token: kristin });
    expect(codesOf(byOther)).toEqual(['NOT_FOUND']);
    const byTenant = await stack.gql(
      CREATE,
      { input: { guaranteeId, type: 'DEFAULT' } },
      {
        token: anna,
      },
    );
    expect(codesOf(byTenant)).toEqual(['FORBIDDEN']);
  });
});
