import { getDueDate, getFinalDueDate } from '@leiga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCalendar } from '../../api/src/seed/demo-calendar.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Item = {
  dueDate: string;
  finalDueDate: string;
  amount: number;
  paymentFee: number;
  amountDue: number;
  status: string;
  lockedReason: string | null;
  claim: { status: string | null };
};
type Schedule = {
  contractId: string;
  canEdit: boolean;
  totals: { amount: number; fees: number; outstanding: number };
  items: Item[];
} | null;
type ContractsAnswer = {
  contracts: {
    items: { id: string; status: string; startDate: string | null; paymentSchedule: Schedule }[];
  };
};

const ITEM =
  'dueDate finalDueDate amount paymentFee amountDue status lockedReason claim { status }';
const LIST = `query { contracts(pageSize: 25) { items { id status startDate
  paymentSchedule { contractId canEdit totals { amount fees outstanding } items { ${ITEM} } } } } }`;
const UPDATE = `mutation ($input: UpdatePaymentScheduleItemInput!) {
  updatePaymentScheduleItem(input: $input) { ${ITEM} } }`;
const ADD = `mutation ($input: AddPaymentScheduleItemInput!) {
  addPaymentScheduleItem(input: $input) { ${ITEM} isManual } }`;
const REMOVE = `mutation ($input: RemovePaymentScheduleItemInput!) {
  removePaymentScheduleItem(input: $input) { contractId date } }`;

let stack: Stack;
let jon: string;
let anna: string;
let signed: { id: string; paymentSchedule: Schedule };
/** The demo's lease signed on paper: its last month's payment, and a day of that month it has none. */
let lastDue: string;
let extraDue: string;

beforeAll(async () => {
  stack = await startStack();
  [jon, anna] = (await Promise.all(
    ['jon', 'anna'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string];
});
afterAll(async () => {
  await stack?.close();
});

describe('payment schedules over the graph', () => {
  it('reads the schedules of a page of contracts in one batch call, null for drafts', async () => {
    const res = await stack.gql<ContractsAnswer>(LIST, {}, { token: jon });
    expect(res.errors).toEqual([]);
    const items = res.data!.contracts.items;
    const drafts = items.filter((c) => c.status === 'DRAFT');
    const committed = items.filter((c) => c.status !== 'DRAFT');
    expect(drafts.length).toBeGreaterThan(0);
    expect(committed.length).toBeGreaterThan(1);
    expect(drafts.every((c) => c.paymentSchedule === null)).toBe(true);
    expect(committed.every((c) => (c.paymentSchedule?.items.length ?? 0) > 0)).toBe(true);
    // The contract list and one batch read of the schedules, however many contracts.
    expect(lastRestCalls(stack)).toBe(2);
    // The demo's lease signed on paper, a year that has passed (demo-calendar).
    const { start } = demoCalendar().paperLease;
    signed = committed.find((c) => c.status === 'SIGNED' && c.startDate === start)!;
    const schedule = signed.paymentSchedule!;
    expect(schedule.canEdit).toBe(true);
    // Due on the first business day, finally due some business days later.
    expect(schedule.items[0]).toMatchObject({
      dueDate: getDueDate(start),
      finalDueDate: getFinalDueDate(getDueDate(start)),
      lockedReason: null,
      claim: { status: null },
    });
    expect(schedule.totals.fees).toBe(schedule.items.length * schedule.items[0]!.paymentFee);
    lastDue = schedule.items.at(-1)!.dueDate;
    extraDue = `${lastDue.slice(0, 8)}15`;
  });

  it('lets the landlord change, add and remove items; the tenant reads only', async () => {
    const changed = await stack.gql<{ updatePaymentScheduleItem: Item }>(
      UPDATE,
      { input: { contractId: signed.id, date: lastDue, amount: 260_000 } },
      { token: jon },
    );
    expect(changed.errors).toEqual([]);
    expect(changed.data!.updatePaymentScheduleItem.amount).toBe(260_000);

    const refused = await stack.gql(
      UPDATE,
      { input: { contractId: signed.id, date: lastDue, amount: 1 } },
      { token: anna },
    );
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);

    const bad = await stack.gql(
      UPDATE,
      { input: { contractId: signed.id, date: lastDue, amount: 0 } },
      { token: jon },
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);

    const added = await stack.gql<{ addPaymentScheduleItem: Item & { isManual: boolean } }>(
      ADD,
      { input: { contractId: signed.id, dueDate: extraDue, amount: 20_000 } },
      { token: jon },
    );
    expect(added.errors).toEqual([]);
    expect(added.data!.addPaymentScheduleItem).toMatchObject({ isManual: true, amount: 20_000 });

    const taken = await stack.gql(
      ADD,
      { input: { contractId: signed.id, dueDate: extraDue, amount: 1 } },
      { token: jon },
    );
    expect(codesOf(taken)).toEqual(['CONFLICT']);

    const removed = await stack.gql<{ removePaymentScheduleItem: { date: string } }>(
      REMOVE,
      { input: { contractId: signed.id, date: extraDue } },
      { token: jon },
    );
    expect(removed.errors).toEqual([]);
    expect(removed.data!.removePaymentScheduleItem.date).toBe(extraDue);

    const seen = await stack.gql<ContractsAnswer>(LIST, {}, { token: anna });
    const annas = seen.data!.contracts.items.find((c) => c.id === signed.id)!;
    expect(annas.paymentSchedule!.canEdit).toBe(false);
    expect(annas.paymentSchedule!.items.find((i) => i.dueDate === lastDue)!.amount).toBe(260_000);
  });
});
