import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

/** The tenant's on-time payment history through the graph: own query, sharing, the profile. */
type History = {
  isShown: boolean;
  preApprovalEffect: string;
  countedMonths: number;
  onTimeMonths: number;
  onTimeRate: number | null;
  currentStreak: number;
  months: { dueDate: string; paidDate: string | null; outcome: string }[];
};
type Item = { dueDate: string; claim: { id: string | null } };
type ContractsAnswer = {
  contracts: {
    items: { id: string; status: string; paymentSchedule: { items: Item[] } | null }[];
  };
};

const HISTORY_FIELDS = `isShown preApprovalEffect countedMonths onTimeMonths onTimeRate
  currentStreak months { dueDate paidDate outcome }`;
const MY_HISTORY = `query { myPaymentHistory { ${HISTORY_FIELDS} } }`;
const SET_SHOWN = `mutation ($input: SetPaymentHistoryShownInput!) {
  setPaymentHistoryShown(input: $input) { id paymentHistory { ${HISTORY_FIELDS} } } }`;
const PROFILE = `query ($username: String!) {
  rentalProfile(username: $username) { id paymentHistory { ${HISTORY_FIELDS} } } }`;
const ME = `query { me { rentalProfile { profileUsername } } }`;
const LIST = `query { contracts(pageSize: 25) { items { id status
  paymentSchedule { items { dueDate claim { id } } } } } }`;
const INVOICE = `mutation ($input: PaymentScheduleItemRef!) {
  invoicePaymentScheduleItem(input: $input) { claimId } }`;
const POLL = `mutation { pollClaimPayments { ok } }`;

let stack: Stack;
let anna: string;
let jon: string;
let kristin: string;
let staff: string;
let annaName: string;
let paidDueDate: string;
let before: History;

async function ok<T>(query: string, variables: Record<string, unknown>, token: string | null) {
  const res = await stack.gql<T>(query, variables, { token });
  expect(res.errors, query.slice(0, 60)).toEqual([]);
  return res.data!;
}

const historyOnProfile = async (token: string | null) =>
  (
    await ok<{ rentalProfile: { paymentHistory: History | null } }>(
      PROFILE,
      { username: annaName },
      token,
    )
  ).rentalProfile.paymentHistory;

/** Jón invoices the first open month of his signed lease with Anna; she pays it on its due date. */
async function payOneMonthOnTime(): Promise<string> {
  const list = await ok<ContractsAnswer>(LIST, {}, jon);
  const signed = list.contracts.items.find(
    (c) => c.status === 'SIGNED' && (c.paymentSchedule?.items.length ?? 0) > 0,
  )!;
  const item = signed.paymentSchedule!.items.find((i) => i.claim.id === null)!;
  const sent = await ok<{ invoicePaymentScheduleItem: { claimId: string } }>(
    INVOICE,
    { input: { contractId: signed.id, date: item.dueDate } },
    jon,
  );
  const paid = await fetch(
    `${stack.api.url}/api/sandbox/bank/claims/${encodeURIComponent(sent.invoicePaymentScheduleItem.claimId)}/pay/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paid_at: `${item.dueDate}T09:00:00Z` }),
    },
  );
  expect(paid.status).toBe(200);
  await ok(POLL, {}, staff);
  return item.dueDate;
}

/** Anna applies to one of Jón's published listings through REST, as the web would. */
async function applyToJon(): Promise<void> {
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${stack.api.url}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const page = (await call('GET', 'listingsv2/?page_size=100&status=published', jon)) as {
    results: Array<{ id: number; questions: Array<{ id: string }> | null }>;
  };
  const listing = page.results[0]!;
  await call('POST', 'tenants/rental-applications/', anna, {
    listing_id: listing.id,
    answers: (listing.questions ?? []).map((q) => ({ question_id: q.id, answer: 'Sem fyrst' })),
  });
}

beforeAll(async () => {
  stack = await startStack();
  [anna, jon, kristin, staff] = (await Promise.all(
    ['anna', 'jon', 'kristin', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string, string];
  annaName = (await ok<{ me: { rentalProfile: { profileUsername: string } } }>(ME, {}, anna)).me
    .rentalProfile.profileUsername;
  await applyToJon();
  // The demo seed already paid months of Magnús's lease with Anna: the tests count on top of them.
  before = (await ok<{ myPaymentHistory: History }>(MY_HISTORY, {}, anna)).myPaymentHistory;
  paidDueDate = await payOneMonthOnTime();
}, 120_000);
afterAll(() => stack?.close());

describe('the tenant’s own history', () => {
  it('counts the month paid at the sandbox bank on its due date as on time', async () => {
    const { myPaymentHistory } = await ok<{ myPaymentHistory: History }>(MY_HISTORY, {}, anna);
    expect(myPaymentHistory).toMatchObject({
      isShown: false,
      preApprovalEffect: 'NOT_SHARED',
      countedMonths: before.countedMonths + 1,
      onTimeMonths: before.onTimeMonths + 1,
    });
    expect(myPaymentHistory.months).toContainEqual({
      dueDate: paidDueDate,
      paidDate: paidDueDate,
      outcome: 'ON_TIME',
    });
  });

  it('refuses a landlord and a visitor', async () => {
    expect(codesOf(await stack.gql(MY_HISTORY, {}, { token: jon }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(MY_HISTORY, {}, { token: null }))).toEqual(['UNAUTHENTICATED']);
    const setByJon = await stack.gql(SET_SHOWN, { input: { isShown: true } }, { token: jon });
    expect(codesOf(setByJon)).toEqual(['FORBIDDEN']);
  });
});

describe('the history on the rental profile', () => {
  it('is hidden from the landlord she applied to until she shows it', async () => {
    expect(await historyOnProfile(jon)).toBeNull();
    expect((await historyOnProfile(anna))?.isShown).toBe(false);
  });

  it('once shown, the landlord she applied to reads it in the profile’s one REST call', async () => {
    const set = await ok<{ setPaymentHistoryShown: { paymentHistory: History } }>(
      SET_SHOWN,
      { input: { isShown: true } },
      anna,
    );
    expect(set.setPaymentHistoryShown.paymentHistory.isShown).toBe(true);
    // Shown, the record counts in pre-approval (how, depends on the seeded months too).
    expect(set.setPaymentHistoryShown.paymentHistory.preApprovalEffect).not.toBe('NOT_SHARED');
    const seen = await historyOnProfile(jon);
    expect(lastRestCalls(stack)).toBe(1);
    expect(seen).toMatchObject({ isShown: true, onTimeMonths: before.onTimeMonths + 1 });
    expect(await historyOnProfile(kristin)).toBeNull();
    expect(await historyOnProfile(null)).toBeNull();
  });
});
