import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INTEREST_RATES, computeDefaultInterest } from '@leiga/domain';
import { staffFinanceActions } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';

/** The Central Bank's default-interest table kept by staff (issue #16), over real HTTP. */
let t: TestApp;
let staff: Session;
let tenant: Session;
let landlord: Session;

type Rate = {
  from: string;
  yearly_basis_points: number;
  yearly_percent: number;
  source: string;
  is_verified: boolean;
  is_current: boolean;
  has_started: boolean;
  created_by: { id: number; full_name: string } | null;
};
type List = { results: Rate[] };

/** A day `days` from today (UTC, which is Iceland's date). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const list = (session: Session) =>
  t.call<List>('GET', '/api/default-interest-rates/', { token: session.access });
const create = (session: Session | null, body: object) =>
  t.call<Rate>('POST', '/api/admin/default-interest-rates/', { token: session?.access, body });
const patch = (session: Session, from: string, body: object) =>
  t.call<Rate>('PATCH', `/api/admin/default-interest-rates/${from}/`, {
    token: session.access,
    body,
  });
const remove = (session: Session, from: string, body?: object) =>
  t.call('DELETE', `/api/admin/default-interest-rates/${from}/`, { token: session.access, body });

const actionsOn = (from: string) =>
  t.db
    .select()
    .from(staffFinanceActions)
    .where(like(staffFinanceActions.action, '%_default_interest_rate'))
    .orderBy(desc(staffFinanceActions.id))
    .then((rows) => rows.filter((row) => row.details['from'] === from));

beforeAll(async () => {
  t = await createTestApp();
  [staff, tenant, landlord] = await Promise.all([t.as('staff'), t.as('tenant'), t.as('landlord')]);
}, 60_000);
afterAll(() => t?.close());

describe('the default-interest table', () => {
  it('starts with the unverified placeholder, which every signed-in user reads', async () => {
    const read = await list(tenant);
    expect(read.status).toBe(200);
    expect(read.body.results).toEqual([
      expect.objectContaining({
        from: '2026-11-24',
        yearly_basis_points: 1525,
        yearly_percent: 15.25,
        is_verified: false,
        source: DEFAULT_INTEREST_RATES[0]!.source,
      }),
    ]);
    expect((await list(landlord)).status).toBe(200);
    expect((await t.call('GET', '/api/default-interest-rates/')).status).toBe(401);
  });

  it('lets staff plan, correct and remove a future period, each recorded with who', async () => {
    const from = dayFromToday(40);
    const made = await create(staff, { from, yearly_percent: 14.75, source: 'sedlabanki.is' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      from,
      yearly_basis_points: 1475,
      is_verified: true,
      is_current: false,
      has_started: false,
      created_by: { id: staff.userId },
    });
    const read = await list(tenant);
    expect(read.body.results.map((r) => r.from)).toEqual([from, '2026-11-24']);

    const fixed = await patch(staff, from, { yearly_percent: 14.5 });
    expect([fixed.status, fixed.body.yearly_basis_points]).toEqual([200, 1450]);
    const gone = await remove(staff, from);
    expect([gone.status, gone.body]).toEqual([204, {}]);
    expect((await list(tenant)).body.results.map((r) => r.from)).toEqual(['2026-11-24']);

    const actions = await actionsOn(from);
    expect(actions.map((a) => [a.action, a.staffId])).toEqual([
      ['delete_default_interest_rate', staff.userId],
      ['update_default_interest_rate', staff.userId],
      ['create_default_interest_rate', staff.userId],
    ]);
    expect(actions[1]!.details).toMatchObject({
      before: { yearly_basis_points: 1475 },
      after: { yearly_basis_points: 1450 },
    });
  });

  it('needs a reason to change a started period, keeps it, and never removes the last period', async () => {
    const placeholder = '2026-11-24';
    const bare = await patch(staff, placeholder, { is_verified: true });
    expect([bare.status, bare.body.fields]).toEqual([
      400,
      { reason: 'validation.default_interest_reason_required' },
    ]);
    const reason = 'Checked against the Central Bank table';
    const checked = await patch(staff, placeholder, { is_verified: true, reason });
    expect([checked.status, checked.body.is_verified, checked.body.is_current]).toEqual([
      200,
      true,
      true,
    ]);
    const [action] = await actionsOn(placeholder);
    expect(action).toMatchObject({ action: 'update_default_interest_rate', reason });

    const last = await remove(staff, placeholder, { reason });
    expect([last.status, last.body.code]).toEqual([409, 'last_default_interest_period']);
  });

  it('refuses others, bad input and a start date already recorded', async () => {
    const body = { from: dayFromToday(60), yearly_percent: 12, source: 'x' };
    expect((await create(null, body)).status).toBe(401);
    expect((await create(tenant, body)).status).toBe(403);
    expect((await create(landlord, body)).status).toBe(403);
    expect((await patch(landlord, '2026-11-24', { yearly_percent: 1 })).status).toBe(403);
    expect((await remove(tenant, '2026-11-24')).status).toBe(403);

    const bad = await create(staff, { from: '2026-02-30', yearly_percent: 12.345, source: '' });
    expect([bad.status, bad.body.fields]).toEqual([
      400,
      {
        from: 'validation.date',
        yearly_percent: 'validation.default_interest_decimals',
        source: 'validation.required',
      },
    ]);
    const high = await create(staff, { ...body, yearly_percent: 150 });
    expect(high.body.fields).toEqual({ yearly_percent: 'validation.default_interest_percent' });
    const past = await create(staff, { ...body, from: '2026-01-01' });
    expect(past.body.fields).toEqual({ reason: 'validation.default_interest_reason_required' });

    expect((await create(staff, body)).status).toBe(201);
    const twice = await create(staff, body);
    expect([twice.status, twice.body.fields]).toEqual([
      409,
      { from: 'validation.default_interest_from_exists' },
    ]);
    expect((await patch(staff, '2031-01-01', { yearly_percent: 1 })).status).toBe(404);
  });
});

describe('default interest on a late payment', () => {
  const claimOf = (key: string) =>
    t.app.ctx.providers.claimsSandbox.createClaim({
      idempotencyKey: key,
      claimantId: '5501692829',
      account: '011166000001',
      payorId: '0101302989',
      templateCode: 'LEIGA',
      dueDate: key === 'a' ? '2026-02-02' : '2026-02-03',
      finalDueDate: '2026-02-07',
      amount: 250_000,
    });
  const payLate = (claimId: string) =>
    t.call<{ transaction: { interest_amount: number } }>(
      'POST',
      `/api/sandbox/bank/claims/${encodeURIComponent(claimId)}/pay/`,
      { body: { paid_at: '2026-03-04T09:00:00Z' } },
    );

  it('is charged at the period recorded for each day, and what was booked stays', async () => {
    const first = await claimOf('a');
    const before = await payLate(first.claimId);
    // 30 days at the placeholder (the earliest period counts for days before it), over 360.
    expect(before.body.transaction.interest_amount).toBe(
      Math.round((250_000 * 1525 * 30) / 3_600_000),
    );

    const reason = 'Recording the published periods late';
    for (const [from, yearly_percent] of [
      ['2026-01-01', 18],
      ['2026-02-15', 30],
    ] as const) {
      const recorded = await create(staff, {
        from,
        yearly_percent,
        source: 'sedlabanki.is',
        reason,
      });
      expect(recorded.status).toBe(201);
    }

    const second = await claimOf('b');
    const after = await payLate(second.claimId);
    const rule = { referenceDate: 'DueDate', baseTimeType: '360' } as const;
    const expected = computeDefaultInterest({
      amount: 250_000,
      dueDate: '2026-02-03',
      finalDueDate: '2026-02-07',
      paidOn: '2026-03-04',
      rule,
      rates: [
        { from: '2026-01-01', yearlyBasisPoints: 1800, source: 't', isVerified: true },
        { from: '2026-02-15', yearlyBasisPoints: 3000, source: 't', isVerified: true },
        ...DEFAULT_INTEREST_RATES,
      ],
    });
    // 12 days (3-14 February) at 18 % and 17 days at 30 %.
    expect(expected).toBe(Math.round((250_000 * (12 * 1800 + 17 * 3000)) / 3_600_000));
    expect(after.body.transaction.interest_amount).toBe(expected);

    // The first payment's booking keeps the interest of the table as it was when it was paid.
    const booked = await t.app.ctx.providers.claimsSandbox.listTransactions({ limit: 1000 });
    expect(booked.filter((b) => b.claimId === first.claimId)).toEqual([
      expect.objectContaining({ interestAmount: before.body.transaction.interest_amount }),
    ]);
  });
});
