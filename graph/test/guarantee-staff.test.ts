import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** The staff side of guarantees through the graph, over real HTTP to a real api. */
type QueueItem = {
  id: string;
  guaranteeId: string;
  tenantName: string;
  landlordNames: string[];
  status: string;
  totalAmount: number;
  deadline: string | null;
};
type Guarantee = {
  id: string;
  status: string;
  staffDecision: { decision: string; reason: string; decidedByName: string | null } | null;
};
const QUEUE = `query ($status: GuaranteeClaimQueueFilter, $page: Int) {
  staffGuaranteeClaims(status: $status, page: $page) {
    count page pageSize hasNextPage
    items { id guaranteeId tenantName landlordNames status totalAmount deadline } } }`;
const DECIDE = `mutation ($input: DecideRentalGuaranteeInput!) {
  decideRentalGuarantee(input: $input) {
    id status staffDecision { decision reason decidedByName } } }`;
const ONE = `query ($id: ID!) { rentalGuarantee(id: $id) {
  id status staffDecision { decision reason decidedByName } } }`;
const OF_USER = `query ($userId: ID!) { userRentalGuarantees(userId: $userId) {
  asTenant { count items { id status } } asLandlord { count items { id } } } }`;

let stack: Stack;
let staff: string;
let jon: string;
let anna: string;
let activeId: string;

beforeAll(async () => {
  stack = await startStack();
  [staff, jon, anna] = (await Promise.all(
    ['stjorn', 'jon', 'anna'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
  const list = await stack.gql<{ landlordRentalGuarantees: { items: Guarantee[] } }>(
    `query { landlordRentalGuarantees { items { id status staffDecision { reason } } } }`,
    {},
    { token: jon },
  );
  const active = list.data!.landlordRentalGuarantees.items.find((g) => g.status === 'ACTIVE');
  if (!active) throw new Error('the demo has no active guarantee of Jón');
  activeId = active.id;
}, 120_000);
afterAll(() => stack.close());

describe('the staff side of guarantees through the graph', () => {
  it('lists a sent claim in the queue with its deadline; others are refused', async () => {
    const created = await stack.gql<{ createGuaranteeClaim: { id: string } }>(
      `mutation ($input: CreateGuaranteeClaimInput!) { createGuaranteeClaim(input: $input) { id } }`,
      { input: { guaranteeId: activeId, type: 'DEFAULT', description: 'Ógreidd leiga' } },
      { token: jon },
    );
    expect(created.errors).toEqual([]);
    const claimId = created.data!.createGuaranteeClaim.id;
    const ref = { guaranteeId: activeId, claimId };
    const lined = await stack.gql(
      `mutation ($input: GuaranteeClaimLineInput!) { saveGuaranteeClaimLine(input: $input) { id } }`,
      { input: { ...ref, type: 'UNPAID_RENT', amount: 90_000, description: 'Leiga nóvember' } },
      { token: jon },
    );
    expect(lined.errors).toEqual([]);
    const sent = await stack.gql(
      `mutation ($input: CommitGuaranteeClaimInput!) { commitGuaranteeClaim(input: $input) { id } }`,
      { input: { ...ref, confirm: true } },
      { token: jon },
    );
    expect(sent.errors).toEqual([]);

    const queue = await stack.gql<{
      staffGuaranteeClaims: { count: number; pageSize: number; items: QueueItem[] };
    }>(QUEUE, {}, { token: staff });
    expect(queue.errors).toEqual([]);
    expect(queue.data!.staffGuaranteeClaims.pageSize).toBe(25);
    const row = queue.data!.staffGuaranteeClaims.items.find((c) => c.id === claimId);
    expect(row).toMatchObject({
      guaranteeId: activeId,
      status: 'PENDING_PRINCIPAL_RESPONSE',
      totalAmount: 90_000,
      tenantName: 'Anna Sigurðardóttir',
    });
    expect(row!.landlordNames).toContain('Jón Guðmundsson');
    const daysLeft = (Date.parse(row!.deadline!) - Date.now()) / 86_400_000;
    expect(Math.round(daysLeft)).toBe(28);

    const drafts = await stack.gql<{ staffGuaranteeClaims: { items: QueueItem[] } }>(
      QUEUE,
      { status: 'DRAFT' },
      { token: staff },
    );
    expect(drafts.data!.staffGuaranteeClaims.items.every((c) => c.status === 'DRAFT')).toBe(true);

    for (const token of [anna, jon])
      expect(codesOf(await stack.gql(QUEUE, {}, { token }))).toEqual(['FORBIDDEN']);
  });

  it('staff decline an application with a reason the tenant reads; a guarantee in force is a conflict', async () => {
    const applied = await stack.gql<{ createRentalGuarantee: { id: string } }>(
      `mutation ($input: CreateRentalGuaranteeInput!) { createRentalGuarantee(input: $input) { id } }`,
      { input: { monthlyRent: 250_000, amount: 500_000 } },
      { token: anna },
    );
    expect(applied.errors).toEqual([]);
    const id = applied.data!.createRentalGuarantee.id;

    const blank = await stack.gql(
      DECIDE,
      { input: { id, decision: 'DECLINED', reason: '   ' } },
      { token: staff },
    );
    expect(codesOf(blank)).toEqual(['BAD_USER_INPUT']);
    const byTenant = await stack.gql(
      DECIDE,
      { input: { id, decision: 'APPROVED', reason: 'Ég samþykki sjálf' } },
      { token: anna },
    );
    expect(codesOf(byTenant)).toEqual(['FORBIDDEN']);

    const declined = await stack.gql<{ decideRentalGuarantee: Guarantee }>(
      DECIDE,
      { input: { id, decision: 'DECLINED', reason: ' Tekjur duga ekki fyrir leigunni ' } },
      { token: staff },
    );
    expect(declined.errors).toEqual([]);
    expect(declined.data!.decideRentalGuarantee).toEqual({
      id,
      status: 'DECLINED',
      staffDecision: {
        decision: 'DECLINED',
        reason: 'Tekjur duga ekki fyrir leigunni',
        decidedByName: 'Helga Björnsdóttir',
      },
    });
    const seen = await stack.gql<{ rentalGuarantee: Guarantee }>(ONE, { id }, { token: anna });
    expect(seen.data!.rentalGuarantee.staffDecision).toEqual({
      decision: 'DECLINED',
      reason: 'Tekjur duga ekki fyrir leigunni',
      decidedByName: null,
    });

    const inForce = await stack.gql(
      DECIDE,
      { input: { id: activeId, decision: 'DECLINED', reason: 'Of seint að hafna' } },
      { token: staff },
    );
    expect(codesOf(inForce)).toEqual(['CONFLICT']);
    expect(inForce.errors[0]!.extensions?.['reason']).toBe('guarantee_not_decidable');
  });

  it("staff read a user's guarantees as tenant and as landlord", async () => {
    const me = await stack.gql<{ me: { id: string } }>(`query { me { id } }`, {}, { token: anna });
    const annaId = me.data!.me.id;
    const record = await stack.gql<{
      userRentalGuarantees: {
        asTenant: { count: number; items: { id: string }[] };
        asLandlord: { count: number; items: { id: string }[] };
      };
    }>(OF_USER, { userId: annaId }, { token: staff });
    expect(record.errors).toEqual([]);
    expect(record.data!.userRentalGuarantees.asTenant.items.map((g) => g.id)).toContain(activeId);
    expect(record.data!.userRentalGuarantees.asLandlord.count).toBe(0);
    expect(codesOf(await stack.gql(OF_USER, { userId: annaId }, { token: jon }))).toEqual([
      'FORBIDDEN',
    ]);
  });
});
