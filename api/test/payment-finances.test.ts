import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentScheduleItems } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createCommittedContract } from './support/contracts-signing.js';
import { prepareBilling } from './support/billing.js';

/** The landlord's finances lists, the payout page and staff payment services, over real HTTP. */
let t: TestApp;
let jon: Session;
let staff: Session;
let anna: Session;

type Page<T, S> = { count: number; next: string | null; totals: S; results: T[] };
type Payout = {
  id: number;
  contract_id: number;
  due_date: string;
  iban_masked: string;
  gross_amount: number;
  fee_amount: number;
  amount: number;
  status: string;
};
type PayoutTotals = { gross_amount: number; fee_amount: number; amount: number };
type Invoice = { contract_id: number; due_date: string; claim_status: string; overdue: boolean };
type InvoiceTotals = { claim_amount: number; paid_amount: number; outstanding: number };

const itemUrl = (id: number, date: string, action: string) =>
  `/api/contracts/${id}/payment-schedule/${date}/${action}/`;

async function invoice(id: number, date: string): Promise<string> {
  const reply = await t.call<{ claim_id: string }>('POST', itemUrl(id, date, 'invoice'), {
    token: jon.access,
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(reply.status).toBe(200);
  return reply.body.claim_id;
}

async function payAndPoll(claimId: string) {
  const paid = await t.call(
    'POST',
    `/api/sandbox/bank/claims/${encodeURIComponent(claimId)}/pay/`,
    {
      body: {},
    },
  );
  expect(paid.status).toBe(200);
  const polled = await t.call('POST', '/api/payments/poll-claims/', { token: staff.access });
  expect(polled.status).toBe(200);
}

/** A contract with two items: the first invoiced, paid and paid out, the second invoiced. */
let contractId: number;
let payoutId: number;
/** The first two due dates of the schedule the commit made, and what each claim asks. */
let first: string;
let second: string;
let claims: [number, number];

beforeAll(async () => {
  t = await createTestApp();
  [jon, staff, anna] = await Promise.all([t.as('landlord'), t.as('staff'), t.as('tenant')]);
  contractId = await createCommittedContract(t, jon, 'paper');
  await prepareBilling(t.db, contractId, jon.userId, []);
  const items = await t.db
    .select()
    .from(paymentScheduleItems)
    .where(eq(paymentScheduleItems.contractId, contractId))
    .orderBy(asc(paymentScheduleItems.dueDate));
  const [a, b] = items;
  [first, second] = [a!.dueDate, b!.dueDate];
  claims = [a!.amount + a!.paymentFee, b!.amount + b!.paymentFee];
  await payAndPoll(await invoice(contractId, first));
  await invoice(contractId, second);
  const list = await t.call<Page<Payout, PayoutTotals>>(
    'GET',
    `/api/landlords/finances/payouts/?contract=${contractId}`,
    { token: jon.access },
  );
  payoutId = list.body.results[0]!.id;
}, 180_000);
afterAll(() => t?.close());

describe('landlord payouts', () => {
  it('lists my payouts with totals, the IBAN masked, filtered by contract and status', async () => {
    const reply = await t.call<Page<Payout, PayoutTotals>>(
      'GET',
      `/api/landlords/finances/payouts/?contract=${contractId}`,
      { token: jon.access },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.count).toBe(1);
    const [payout] = reply.body.results;
    expect(payout).toMatchObject({
      contract_id: contractId,
      due_date: first,
      status: 'booked',
    });
    expect(payout!.gross_amount - payout!.fee_amount).toBe(payout!.amount);
    expect(payout!.iban_masked).toMatch(/^•+\d{4}$/);
    expect(reply.body.totals).toEqual({
      gross_amount: payout!.gross_amount,
      fee_amount: payout!.fee_amount,
      amount: payout!.amount,
    });
    const reversed = await t.call<Page<Payout, PayoutTotals>>(
      'GET',
      `/api/landlords/finances/payouts/?contract=${contractId}&status=reversed`,
      { token: jon.access },
    );
    expect(reversed.body).toMatchObject({ count: 0, totals: { amount: 0 }, results: [] });
    const future = await t.call<Page<Payout, PayoutTotals>>(
      'GET',
      `/api/landlords/finances/payouts/?contract=${contractId}&from=2999-01-01`,
      { token: jon.access },
    );
    expect(future.body.count).toBe(0);
  });

  it('answers bad filters 400 with field errors', async () => {
    const reply = await t.call<{ fields?: Record<string, unknown> }>(
      'GET',
      '/api/landlords/finances/payouts/?status=lost&from=2026-13-01&page=0',
      { token: jon.access },
    );
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toMatch(/status/);
    const order = await t.call(
      'GET',
      '/api/landlords/finances/invoices/?from=2026-05-01&to=2026-04-01',
      { token: jon.access },
    );
    expect(order.status).toBe(400);
  });

  it('shows one payout to its payee and staff only', async () => {
    const mine = await t.call<Payout>('GET', `/api/payouts/${payoutId}/`, { token: jon.access });
    expect(mine.status).toBe(200);
    expect(mine.body.id).toBe(payoutId);
    expect((await t.call('GET', `/api/payouts/${payoutId}/`, { token: staff.access })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/payouts/${payoutId}/`, { token: anna.access })).status).toBe(
      404,
    );
    const other = await t.register({ user_type: 'LL' });
    expect((await t.call('GET', `/api/payouts/${payoutId}/`, { token: other.access })).status).toBe(
      404,
    );
    expect((await t.call('GET', `/api/payouts/${payoutId}/`)).status).toBe(401);
    expect((await t.call('GET', '/api/payouts/nope/', { token: jon.access })).status).toBe(400);
  });

  it('keeps other landlords’ payouts out of their lists and refuses tenants', async () => {
    const other = await t.register({ user_type: 'LL' });
    const list = await t.call<Page<Payout, PayoutTotals>>(
      'GET',
      '/api/landlords/finances/payouts/',
      { token: other.access },
    );
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(0);
    const invoices = await t.call<Page<Invoice, InvoiceTotals>>(
      'GET',
      '/api/landlords/finances/invoices/',
      { token: other.access },
    );
    expect(invoices.body.count).toBe(0);
    for (const path of ['payouts/', 'invoices/', 'payouts/csv/', 'invoices/csv/'])
      expect(
        (await t.call('GET', `/api/landlords/finances/${path}`, { token: anna.access })).status,
      ).toBe(403);
  });

  it('exports payouts as CSV with a header row, integer amounts and a total row', async () => {
    const reply = await t.call<{ text: string }>(
      'GET',
      `/api/landlords/finances/payouts/csv/?contract=${contractId}`,
      { token: jon.access },
    );
    expect(reply.status).toBe(200);
    expect(String(reply.headers['content-type'])).toMatch(/^text\/csv/);
    const lines = reply.body.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,contract_id,due_date,created_at,status,gross_amount,fee_amount,amount,currency,iban,transfer_id,booked_at,reversed_at',
    );
    expect(lines).toHaveLength(3);
    const cells = lines[1]!.split(',');
    expect(cells[0]).toBe(String(payoutId));
    expect(cells[5]).toMatch(/^\d+$/);
    expect(lines[2]!.startsWith('total,')).toBe(true);
  });
});

describe('landlord invoices', () => {
  it('lists the claims of my contracts with status filters and totals', async () => {
    const all = await t.call<Page<Invoice, InvoiceTotals>>(
      'GET',
      `/api/landlords/finances/invoices/?contract=${contractId}`,
      { token: jon.access },
    );
    expect(all.status).toBe(200);
    expect(all.body.results.map((i) => [i.due_date, i.claim_status])).toEqual([
      [second, 'unpaid'],
      [first, 'paid'],
    ]);
    expect(all.body.totals).toMatchObject({
      claim_amount: claims[0] + claims[1],
      outstanding: claims[1],
    });
    // Paid after the final due date: the default interest is paid on top.
    expect(all.body.totals.paid_amount).toBeGreaterThanOrEqual(claims[0]);
    const paid = await t.call<Page<Invoice, InvoiceTotals>>(
      'GET',
      `/api/landlords/finances/invoices/?contract=${contractId}&status=paid`,
      { token: jon.access },
    );
    expect(paid.body.count).toBe(1);
    const march = await t.call<Page<Invoice, InvoiceTotals>>(
      'GET',
      `/api/landlords/finances/invoices/?contract=${contractId}&from=${second}&to=${second}`,
      { token: jon.access },
    );
    expect(march.body.results.map((i) => i.due_date)).toEqual([second]);
    const paged = await t.call<Page<Invoice, InvoiceTotals>>(
      'GET',
      `/api/landlords/finances/invoices/?contract=${contractId}&page_size=1`,
      { token: jon.access },
    );
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.next).toContain('page=2');
    expect(paged.body.totals.claim_amount).toBe(claims[0] + claims[1]);
  });

  it('exports invoices as CSV', async () => {
    const reply = await t.call<{ text: string }>(
      'GET',
      `/api/landlords/finances/invoices/csv/?contract=${contractId}`,
      { token: jon.access },
    );
    expect(reply.status).toBe(200);
    const lines = reply.body.text.trim().split('\r\n');
    expect(lines[0]!.split(',').slice(0, 4)).toEqual([
      'contract_id',
      'due_date',
      'final_due_date',
      'status',
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,${claims[1]},`);
  });
});

describe('staff payment services', () => {
  it('shows a contract’s bills, payouts and staff actions to staff only', async () => {
    const reverted = await t.call('POST', itemUrl(contractId, first, 'execute-revert-payout'), {
      token: staff.access,
      headers: { 'idempotency-key': randomUUID() },
      body: { reason: 'Greitt á rangan reikning' },
    });
    expect(reverted.status).toBe(200);
    const reply = await t.call<{
      bills: { due_date: string }[];
      payouts: { status: string }[];
      actions: { action: string; reason: string }[];
    }>('GET', `/api/contracts/${contractId}/payment-services/`, { token: staff.access });
    expect(reply.status).toBe(200);
    expect(reply.body.bills.slice(0, 2).map((b) => b.due_date)).toEqual([first, second]);
    expect(reply.body.payouts.map((p) => p.status)).toEqual(['reversed']);
    expect(reply.body.actions[0]).toMatchObject({
      action: 'execute_revert_payout',
      reason: 'Greitt á rangan reikning',
    });
    const list = await t.call<{ results: { contract_id: number }[] }>(
      'GET',
      '/api/admin/payment-services/',
      { token: staff.access },
    );
    expect(list.body.results.map((c) => c.contract_id)).toContain(contractId);
    for (const token of [jon.access, anna.access]) {
      expect(
        (await t.call('GET', `/api/contracts/${contractId}/payment-services/`, { token })).status,
      ).toBe(403);
      expect((await t.call('GET', '/api/admin/payment-services/', { token })).status).toBe(403);
      expect((await t.call('POST', '/api/payments/poll-claims/', { token })).status).toBe(403);
    }
    const mine = await t.call<Page<Payout, PayoutTotals>>(
      'GET',
      `/api/landlords/finances/payouts/?contract=${contractId}&status=reversed`,
      { token: jon.access },
    );
    expect(mine.body.count).toBe(1);
  });
});
