import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** Staff bills and payouts get and patch through the graph, against a real api. */
type Item = { dueDate: string; claim: { id: string | null } };
type ContractsAnswer = {
  contracts: {
    items: { id: string; status: string; paymentSchedule: { items: Item[] } | null }[];
  };
};

const LIST = `query { contracts(pageSize: 25) { items { id status
  paymentSchedule { items { dueDate claim { id } } } } } }`;
const BILL = `query ($id: ID!, $date: Date!) { staffBill(contractId: $id, date: $date) {
  contractId dueDate finalDueDate amount rentAmount claimStatus currency
  actions { action reason staffId changes { field before after } } } }`;
const PATCH_BILL = `mutation ($input: StaffBillPatchInput!) { patchStaffBill(input: $input) {
  dueDate amount actions { action reason changes { field before after } } } }`;
const PAYOUT = `query ($id: ID!, $date: Date!) { staffPayout(contractId: $id, date: $date) {
  dueDate isOnHold heldAt payoutMethodId payout { id status } payouts { id }
  actions { action reason } } }`;
const PATCH_PAYOUT = `mutation ($input: StaffPayoutPatchInput!) { patchStaffPayout(input: $input) {
  isOnHold heldAt actions { action reason changes { field before after } } } }`;

let stack: Stack;
let jon: string;
let staff: string;
let contractId: string;
let open: Item[];

beforeAll(async () => {
  stack = await startStack();
  [jon, staff] = (await Promise.all(
    ['jon', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string];
  const res = await stack.gql<ContractsAnswer>(LIST, {}, { token: jon });
  expect(res.errors).toEqual([]);
  const signed = res.data!.contracts.items.find(
    (c) => c.status === 'SIGNED' && (c.paymentSchedule?.items.length ?? 0) > 2,
  )!;
  contractId = signed.id;
  open = signed.paymentSchedule!.items.filter((i) => i.claim.id === null);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('staff bills and payouts over the graph', () => {
  it('lets staff read and change an unpaid bill, and refuses the landlord', async () => {
    const date = open.at(-1)!.dueDate;
    const vars = { id: contractId, date };
    expect(codesOf(await stack.gql(BILL, vars, { token: jon }))).toEqual(['FORBIDDEN']);
    const bill = await stack.gql<{ staffBill: { amount: number; actions: unknown[] } }>(
      BILL,
      vars,
      { token: staff },
    );
    expect(bill.errors).toEqual([]);
    expect(bill.data!.staffBill.actions).toEqual([]);
    const before = bill.data!.staffBill.amount;

    const short = await stack.gql(
      PATCH_BILL,
      { input: { contractId, date, reason: 'x', amount: 1000 } },
      { token: staff },
    );
    expect(codesOf(short)).toEqual(['BAD_USER_INPUT']);
    const refused = await stack.gql(
      PATCH_BILL,
      { input: { contractId, date, reason: 'Lægri leiga', amount: 1000 } },
      { token: jon },
    );
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);

    const changed = await stack.gql<{
      patchStaffBill: { amount: number; actions: { changes: unknown[] }[] };
    }>(
      PATCH_BILL,
      {
        input: {
          contractId,
          date,
          reason: 'Lægri leiga samkvæmt samkomulagi',
          amount: before - 5000,
        },
      },
      { token: staff },
    );
    expect(changed.errors).toEqual([]);
    expect(changed.data!.patchStaffBill.amount).toBe(before - 5000);
    expect(changed.data!.patchStaffBill.actions[0]!.changes).toEqual([
      { field: 'amount', before: String(before), after: String(before - 5000) },
    ]);
  });

  it('holds and releases a payout with a reason, the history newest first', async () => {
    const date = open.at(-2)!.dueDate;
    const hold = await stack.gql<{ patchStaffPayout: { isOnHold: boolean } }>(
      PATCH_PAYOUT,
      { input: { contractId, date, reason: 'Athuga reikning', isOnHold: true } },
      { token: staff },
    );
    expect(hold.errors).toEqual([]);
    expect(hold.data!.patchStaffPayout.isOnHold).toBe(true);
    await stack.gql(
      PATCH_PAYOUT,
      { input: { contractId, date, reason: 'Reikningur staðfestur', isOnHold: false } },
      { token: staff },
    );
    const state = await stack.gql<{
      staffPayout: { isOnHold: boolean; payout: unknown; actions: { reason: string }[] };
    }>(PAYOUT, { id: contractId, date }, { token: staff });
    expect(state.errors).toEqual([]);
    expect(state.data!.staffPayout).toMatchObject({ isOnHold: false, payout: null });
    expect(state.data!.staffPayout.actions.map((a) => a.reason)).toEqual([
      'Reikningur staðfestur',
      'Athuga reikning',
    ]);
    const foreign = await stack.gql(
      PATCH_PAYOUT,
      { input: { contractId, date, reason: 'Ekki til', payoutMethodId: '999999' } },
      { token: staff },
    );
    expect(codesOf(foreign)).toEqual(['BAD_USER_INPUT']);
  });
});
