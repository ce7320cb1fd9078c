import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** The landlord's yearly income summary through the graph, after a claim is paid and paid out. */
type Figures = { rent: number; received: number; fees: number; paidOut: number };
type SummaryAnswer = {
  myIncomeSummary: {
    year: number;
    currency: string;
    isResidentialOverLimit: boolean;
    totals: Figures;
    groups: {
      kind: string;
      formBox: string | null;
      totals: Figures;
      properties: {
        key: string;
        street: string;
        months: { month: number; figures: Figures }[];
        totals: Figures;
      }[];
    }[];
  };
};
type ContractsAnswer = {
  contracts: {
    items: {
      id: string;
      status: string;
      paymentSchedule: { items: { dueDate: string; claim: { id: string | null } }[] } | null;
    }[];
  };
};

const SUMMARY = `query ($year: Int!) { myIncomeSummary(year: $year) {
  year currency isResidentialOverLimit totals { rent received fees paidOut }
  groups { kind formBox totals { rent received fees paidOut }
    properties { key street totals { rent received fees paidOut }
      months { month figures { rent received fees paidOut } } } } } }`;
const LIST = `query { contracts(pageSize: 25) { items { id status
  paymentSchedule { items { dueDate claim { id } } } } } }`;
const INVOICE = `mutation ($input: PaymentScheduleItemRef!) {
  invoicePaymentScheduleItem(input: $input) { claimId } }`;
const POLL = `mutation { pollClaimPayments { ok } }`;

let stack: Stack;
let jon: string;
let anna: string;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  stack = await startStack();
  let staff: string;
  [jon, anna, staff] = (await Promise.all(
    ['jon', 'anna', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
  const list = await stack.gql<ContractsAnswer>(LIST, {}, { token: jon });
  const signed = list.data!.contracts.items.find(
    (c) => c.status === 'SIGNED' && c.paymentSchedule?.items.some((i) => i.claim.id === null),
  )!;
  const open = signed.paymentSchedule!.items.find((i) => i.claim.id === null)!;
  const sent = await stack.gql<{ invoicePaymentScheduleItem: { claimId: string } }>(
    INVOICE,
    { input: { contractId: signed.id, date: open.dueDate } },
    { token: jon },
  );
  expect(sent.errors).toEqual([]);
  const claimId = sent.data!.invoicePaymentScheduleItem.claimId;
  const paid = await fetch(
    `${stack.api.url}/api/sandbox/bank/claims/${encodeURIComponent(claimId)}/pay/`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  );
  expect(paid.status).toBe(200);
  expect((await stack.gql(POLL, {}, { token: staff })).errors).toEqual([]);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('myIncomeSummary', () => {
  it('gives the landlord this year’s rent per property and month, in one REST call', async () => {
    const before = stack.log.length;
    const res = await stack.gql<SummaryAnswer>(SUMMARY, { year }, { token: jon });
    expect(res.errors).toEqual([]);
    const summary = res.data!.myIncomeSummary;
    expect(summary).toMatchObject({ year, currency: 'ISK' });
    const residential = summary.groups.find((g) => g.kind === 'RESIDENTIAL')!;
    expect(residential.formBox).toBe('510');
    const month = new Date().getUTCMonth() + 1;
    const thisMonth = residential.properties.flatMap((p) =>
      p.months.filter((m) => m.month === month),
    );
    expect(thisMonth.reduce((sum, m) => sum + m.figures.rent, 0)).toBeGreaterThan(0);
    expect(thisMonth.reduce((sum, m) => sum + m.figures.paidOut, 0)).toBeGreaterThan(0);
    const groupsRent = summary.groups.reduce((sum, g) => sum + g.totals.rent, 0);
    expect(summary.totals.rent).toBe(groupsRent);
    const restCalls = stack.log.slice(before).reduce((sum, line) => sum + line.restCalls, 0);
    expect(restCalls).toBe(1);
  });

  it('refuses tenants and a year out of range', async () => {
    expect(codesOf(await stack.gql(SUMMARY, { year }, { token: anna }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(SUMMARY, { year: 1999 }, { token: jon }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(codesOf(await stack.gql(SUMMARY, { year }, { token: null }))).toEqual([
      'UNAUTHENTICATED',
    ]);
  });
});
