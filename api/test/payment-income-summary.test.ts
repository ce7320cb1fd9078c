import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, payouts } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { prepareBilling } from './support/billing.js';
import { pdfToText } from './support/contract-pdf.js';
import { createCommittedContract } from './support/contracts-signing.js';

/**
 * The landlord's yearly income summary (issue #16) from real payments: claims paid in the
 * sandbox bank (on time, late with default interest, in part), polled, paid out.
 */
let t: TestApp;
let jon: Session;
let anna: Session;
let staff: Session;
let contractId: number;
let street: string;

type Figures = {
  rent: number;
  utilities: number;
  default_interest: number;
  received: number;
  fees: number;
  paid_out: number;
};
type Summary = {
  year: number;
  currency: string;
  is_residential_over_limit: boolean;
  totals: Figures;
  groups: {
    kind: string;
    form_box: string | null;
    totals: Figures;
    properties: {
      key: string;
      street: string;
      postal_code: string;
      totals: Figures;
      months: (Figures & { month: number })[];
    }[];
  }[];
};

const DUE = ['2024-01-02', '2024-02-01', '2024-03-01'] as const;
const url = (query: string, variant = '') =>
  `/api/landlords/finances/income-summary/${variant}${query}`;

async function payClaim(dueDate: string, body: Record<string, unknown>) {
  const invoiced = await t.call<{ claim_id: string }>(
    'POST',
    `/api/contracts/${contractId}/payment-schedule/${dueDate}/invoice/`,
    { token: jon.access, headers: { 'idempotency-key': randomUUID() } },
  );
  expect(invoiced.status).toBe(200);
  const paid = await t.call(
    'POST',
    `/api/sandbox/bank/claims/${encodeURIComponent(invoiced.body.claim_id)}/pay/`,
    { body },
  );
  expect(paid.status).toBe(200);
}

async function raw(path: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, staff] = await Promise.all([t.as('landlord'), t.as('tenant'), t.as('staff')]);
  contractId = await createCommittedContract(t, jon, 'paper');
  await prepareBilling(t.db, contractId, jon.userId, DUE);
  const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
  street = row!.realEstate!.address.street;
  // January in full on time; February late (default interest); March only in part.
  await payClaim(DUE[0], { paid_at: '2024-01-03T10:00:00Z' });
  await payClaim(DUE[1], { paid_at: '2024-02-20T10:00:00Z' });
  await payClaim(DUE[2], { amount: 100_000, paid_at: '2024-03-05T10:00:00Z' });
  const polled = await t.call('POST', '/api/payments/poll-claims/', { token: staff.access });
  expect(polled.status).toBe(200);
}, 180_000);
afterAll(() => t?.close());

const mine = (summary: Summary) =>
  summary.groups.flatMap((g) => g.properties).find((p) => p.street === street);

describe('the income summary as JSON', () => {
  it('groups what was received in the year per property and month, as box 510 asks', async () => {
    const reply = await t.call<Summary>('GET', url('?year=2024'), { token: jon.access });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ year: 2024, currency: 'ISK' });
    const residential = reply.body.groups.find((g) => g.kind === 'residential');
    expect(residential?.form_box).toBe('510');
    const property = mine(reply.body)!;
    expect(property.months.map((m) => m.month)).toEqual([1, 2, 3]);
    const [jan, feb, mar] = property.months;
    // The bank fee (390) is the platform's: never the landlord's rent.
    expect(jan).toMatchObject({ rent: 250_000, utilities: 0, default_interest: 0 });
    expect(feb!.rent).toBe(250_000);
    expect(feb!.default_interest).toBeGreaterThan(0);
    expect(feb!.received).toBe(250_000 + feb!.default_interest);
    expect(mar).toMatchObject({ rent: 100_000 - 390, default_interest: 0 });
    // Paid out in the year the payouts were booked (now), not in 2024.
    expect(property.totals.fees).toBe(0);
    expect(property.totals.rent).toBe(250_000 * 2 + 100_000 - 390);
    const sum = (key: keyof Figures) =>
      reply.body.groups.reduce((total, g) => total + g.totals[key], 0);
    expect(reply.body.totals.rent).toBe(sum('rent'));
    expect(reply.body.totals.received).toBe(sum('received'));
  });

  it('counts fees and payouts in the year the payouts were booked', async () => {
    const booked = await t.db.select().from(payouts).where(eq(payouts.contractId, contractId));
    expect(booked.filter((p) => p.status === 'booked')).toHaveLength(2);
    const year = booked[0]!.bookedAt!.getUTCFullYear();
    const reply = await t.call<Summary>('GET', url(`?year=${year}`), { token: jon.access });
    expect(reply.status).toBe(200);
    const property = mine(reply.body)!;
    expect(property.totals.fees).toBe(booked.reduce((s, p) => s + p.feeAmount, 0));
    expect(property.totals.paid_out).toBe(booked.reduce((s, p) => s + p.amount, 0));
  });

  it('is empty for a year with nothing, and only ever the caller’s own', async () => {
    const empty = await t.call<Summary>('GET', url('?year=2001'), { token: jon.access });
    expect(empty.status).toBe(200);
    expect(empty.body.groups).toEqual([]);
    expect(empty.body.totals.received).toBe(0);
    const other = await t.register({ user_type: 'LL' });
    const theirs = await t.call<Summary>('GET', url('?year=2024'), { token: other.access });
    expect(theirs.status).toBe(200);
    expect(theirs.body.groups).toEqual([]);
    // Staff are landlords of nothing here: their own (empty) summary, never Jón's.
    const staffs = await t.call<Summary>('GET', url('?year=2024'), { token: staff.access });
    expect(staffs.status).toBe(200);
    expect(mine(staffs.body)).toBeUndefined();
  });

  it('refuses tenants (403) and anonymous visitors (401)', async () => {
    expect((await t.call('GET', url('?year=2024'), { token: anna.access })).status).toBe(403);
    expect((await t.call('GET', url('?year=2024'))).status).toBe(401);
    expect((await raw(url('?year=2024', 'csv/'), anna.access)).statusCode).toBe(403);
    expect((await raw(url('?year=2024', 'pdf/'))).statusCode).toBe(401);
  });

  it.each(['', '?year=', '?year=1999', '?year=2101', '?year=20x4', '?year=2024.5'])(
    'answers %j with 400 and a field error',
    async (query) => {
      const reply = await t.call('GET', url(query), { token: jon.access });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toHaveProperty('year');
    },
  );
});

describe('the income summary as CSV and PDF', () => {
  it('writes a CSV row per property and month with totals after', async () => {
    const reply = await raw(url('?year=2024', 'csv/'), jon.access);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="income-summary-2024.csv"',
    );
    const lines = reply.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'year,kind,form_box,property,postal_code,property_code,month,rent,utilities,default_interest,received,fees,paid_out,currency',
    );
    const rows = lines.filter((line) => line.includes(street));
    expect(rows.map((line) => line.split(',')[6])).toEqual(['1', '2', '3', 'total']);
    expect(rows[0]).toContain(',250000,0,0,250000,0,0,ISK');
    expect(lines.at(-1)).toMatch(/^2024,total,/);
  });

  it('prints the table, totals and the box 510 figure in Icelandic', async () => {
    const reply = await raw(url('?year=2024&lang=is', 'pdf/'), jon.access);
    expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfToText(reply.rawPayload)).replace(/\u00a0/g, ' ');
    expect(text).toContain('Tekjuyfirlit 2024');
    expect(text).toContain('Jón Guðmundsson');
    expect(text).toContain('Íbúðarhúsnæði');
    expect(text).toContain('reitur 510');
    expect(text).toMatch(/janúar\s+250\.000\s+0\s+0\s+250\.000/);
    expect(text).toContain(street);
    expect(text).toMatch(/Leigutekjur í reit 510 \(brúttó, fyrir þóknun\): 599\.610 kr\./);
    expect(text).toContain('Heimild: skatturinn.is');
  });

  it('prints in Ukrainian when asked, and refuses an unknown language', async () => {
    const reply = await raw(url('?year=2024&lang=uk', 'pdf/'), jon.access);
    expect(reply.statusCode).toBe(200);
    const text = await pdfToText(reply.rawPayload);
    expect(text).toContain('Звіт про доходи 2024');
    expect(text).toContain('Житлові приміщення');
    expect((await raw(url('?year=2024&lang=de', 'pdf/'), jon.access)).statusCode).toBe(400);
  });
});
