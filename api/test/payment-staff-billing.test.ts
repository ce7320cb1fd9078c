import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMethods, staffFinanceActions } from '../src/db/schema/index.js';
import { findSandboxIban } from '../src/providers/bank/sandbox-bank-accounts.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createCommittedContract } from './support/contracts-signing.js';
import { JON_KT, prepareBilling } from './support/billing.js';

/** Staff bills and payouts get and patch (SPEC 6, 7), over real HTTP. */
let t: TestApp;
let jon: Session;
let staff: Session;
let anna: Session;
let contractId: number;

const DATES = ['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01'] as const;

type Change = { field: string; before: string | null; after: string | null };
type Action = { action: string; reason: string; staff_id: number | null; changes: Change[] };
type StaffBill = {
  due_date: string;
  final_due_date: string;
  amount: number;
  claim_status: string | null;
  actions: Action[];
};
type StaffPayout = { id: number; iban: string; status: string };
type PayoutState = {
  is_on_hold: boolean;
  payout_method_id: number | null;
  payout: StaffPayout | null;
  payouts: StaffPayout[];
  actions: Action[];
};
type ErrorBody = { code: string; fields?: Record<string, string> };

const url = (date: string, action: string) =>
  `/api/contracts/${contractId}/payment-schedule/${date}/${action}/`;
const key = () => ({ 'idempotency-key': randomUUID() });

const patch = <T = ErrorBody>(date: string, what: string, body: object, session = staff) =>
  t.call<T>('PATCH', url(date, what), { token: session.access, body, headers: key() });

async function invoice(date: string): Promise<string> {
  const reply = await t.call<{ claim_id: string }>('POST', url(date, 'invoice'), {
    token: jon.access,
    headers: key(),
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

beforeAll(async () => {
  t = await createTestApp();
  [jon, staff, anna] = await Promise.all([t.as('landlord'), t.as('staff'), t.as('tenant')]);
  contractId = await createCommittedContract(t, jon, 'paper');
  await prepareBilling(t.db, contractId, jon.userId, DATES);
}, 180_000);
afterAll(() => t?.close());

describe('who may use them', () => {
  it('refuses the landlord, the tenant and visitors', async () => {
    for (const what of ['staff-bill', 'staff-payout']) {
      for (const session of [jon, anna]) {
        expect((await t.call('GET', url(DATES[0], what), { token: session.access })).status).toBe(
          403,
        );
        expect((await patch(DATES[0], what, { reason: 'Trying' }, session)).status).toBe(403);
      }
      expect((await t.call('GET', url(DATES[0], what))).status).toBe(401);
    }
  });

  it('answers 404 for a date without a payment and 400 for a bad date', async () => {
    const none = await t.call('GET', url('2030-06-01', 'staff-bill'), { token: staff.access });
    expect(none.status).toBe(404);
    const bad = await t.call('GET', url('2026-13-01', 'staff-payout'), { token: staff.access });
    expect(bad.status).toBe(400);
  });
});

describe('staff bill', () => {
  it('reads a bill with its period and no actions yet', async () => {
    const reply = await t.call<StaffBill>('GET', url(DATES[0], 'staff-bill'), {
      token: staff.access,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      due_date: DATES[0],
      amount: 250_000,
      claim_status: null,
      actions: [],
    });
  });

  it('wants a reason, a change and an Idempotency-Key (400 with field errors)', async () => {
    const noReason = await patch(DATES[0], 'staff-bill', { amount: 240_000 });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    const nothing = await patch(DATES[0], 'staff-bill', { reason: 'Nothing at all' });
    expect(nothing.status).toBe(400);
    const floaty = await patch(DATES[0], 'staff-bill', { reason: 'Half', amount: 1.5 });
    expect(floaty.body.fields).toHaveProperty('amount');
    const noKey = await t.call('PATCH', url(DATES[0], 'staff-bill'), {
      token: staff.access,
      body: { reason: 'Rent lowered', amount: 240_000 },
    });
    expect(noKey.status).toBe(400);
  });

  it('changes an unpaid bill’s amount and dates and records who and why', async () => {
    const reply = await patch<StaffBill>(DATES[0], 'staff-bill', {
      reason: 'Rent lowered by agreement',
      amount: 240_000,
      due_date: '2026-12-02',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      due_date: '2026-12-02',
      amount: 240_000,
      final_due_date: '2026-12-08',
    });
    expect(reply.body.actions).toEqual([
      expect.objectContaining({
        action: 'patch_bill',
        reason: 'Rent lowered by agreement',
        staff_id: staff.userId,
        changes: expect.arrayContaining([
          { field: 'amount', before: '250000', after: '240000' },
          { field: 'due_date', before: DATES[0], after: '2026-12-02' },
        ]),
      }),
    ]);
    expect((await t.call('GET', url(DATES[0], 'staff-bill'), { token: staff.access })).status).toBe(
      404,
    );
  });

  it('answers a repeat with the same key once, and refuses a date another bill holds', async () => {
    const headers = key();
    const body = { reason: 'Final due date moved', final_due_date: '2026-12-10' };
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        t.call<StaffBill>('PATCH', url('2026-12-02', 'staff-bill'), {
          token: staff.access,
          body,
          headers,
        }),
      ),
    );
    expect(a!.body).toEqual(b!.body);
    const rows = await t.db
      .select()
      .from(staffFinanceActions)
      .where(eq(staffFinanceActions.reason, 'Final due date moved'));
    expect(rows).toHaveLength(1);
    const taken = await patch('2026-12-02', 'staff-bill', {
      reason: 'Clash',
      due_date: DATES[1],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('due_date_taken');
  });

  it('refuses a bill whose claim is open, and a paid bill’s amount', async () => {
    const claimId = await invoice(DATES[1]);
    const open = await patch(DATES[1], 'staff-bill', { reason: 'Lower', amount: 1000 });
    expect(open.status).toBe(409);
    expect(open.body.code).toBe('claim_open');
    await payAndPoll(claimId);
    const paid = await patch(DATES[1], 'staff-bill', { reason: 'Lower', amount: 1000 });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('bill_paid');
    const bill = await t.call<StaffBill>('GET', url(DATES[1], 'staff-bill'), {
      token: staff.access,
    });
    expect(bill.body).toMatchObject({ amount: 250_000, claim_status: 'paid', actions: [] });
  });
});

describe('staff payout', () => {
  it('reads an executed payout and refuses to edit it', async () => {
    const state = await t.call<PayoutState>('GET', url(DATES[1], 'staff-payout'), {
      token: staff.access,
    });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ is_on_hold: false, payout: { status: 'booked' } });
    const held = await patch(DATES[1], 'staff-payout', { reason: 'Too late', is_on_hold: true });
    expect(held.status).toBe(409);
    expect(held.body.code).toBe('payout_executed');
  });

  it('holds a payout: nothing is sent until staff release it', async () => {
    const held = await patch<PayoutState>(DATES[2], 'staff-payout', {
      reason: 'Checking the landlord’s identity',
      is_on_hold: true,
    });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ is_on_hold: true, payout: null });
    await payAndPoll(await invoice(DATES[2]));
    const still = await t.call<PayoutState>('GET', url(DATES[2], 'staff-payout'), {
      token: staff.access,
    });
    expect(still.body).toMatchObject({ is_on_hold: true, payouts: [] });
    const execute = await t.call<ErrorBody>('POST', url(DATES[2], 'execute-payout'), {
      token: staff.access,
      body: { reason: 'Pay now' },
      headers: key(),
    });
    expect(execute.status).toBe(409);
    expect(execute.body.code).toBe('payout_on_hold');
    const released = await patch<PayoutState>(DATES[2], 'staff-payout', {
      reason: 'Identity confirmed',
      is_on_hold: false,
    });
    expect(released.body).toMatchObject({ is_on_hold: false, payout: { status: 'pending' } });
    expect(released.body.actions.map((a) => a.reason)).toEqual([
      'Identity confirmed',
      'Checking the landlord’s identity',
    ]);
    await t.call('POST', '/api/payments/poll-claims/', { token: staff.access });
    const sent = await t.call<PayoutState>('GET', url(DATES[2], 'staff-payout'), {
      token: staff.access,
    });
    expect(sent.body.payout?.status).toBe('booked');
  });

  it('keeps a pending payout of a period held after it was made', async () => {
    await patch(DATES[3], 'staff-payout', { reason: 'Hold first', is_on_hold: true });
    await payAndPoll(await invoice(DATES[3]));
    await patch(DATES[3], 'staff-payout', { reason: 'Release', is_on_hold: false });
    await patch(DATES[3], 'staff-payout', { reason: 'Hold again', is_on_hold: true });
    await t.call('POST', '/api/payments/poll-claims/', { token: staff.access });
    const state = await t.call<PayoutState>('GET', url(DATES[3], 'staff-payout'), {
      token: staff.access,
    });
    expect(state.body).toMatchObject({ is_on_hold: true, payout: { status: 'pending' } });
    const account = await patch(DATES[3], 'staff-payout', {
      reason: 'Other account',
      payout_method_id: 1,
    });
    expect(account.status).toBe(409);
    expect(account.body.code).toBe('payout_pending');
  });

  it('pays a period to another account of the payee, never to someone else’s', async () => {
    const [annas] = await t.db
      .insert(payoutMethods)
      .values({
        userId: anna.userId,
        iban: findSandboxIban('1203942319')!,
        holderKennitala: '1203942319',
        holderName: 'Anna Sigurðardóttir',
      })
      .returning();
    const foreign = await patch(DATES[4], 'staff-payout', {
      reason: 'Pay Anna instead',
      payout_method_id: annas!.id,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.code).toBe('payout_iban_not_payee');
    const missing = await patch(DATES[4], 'staff-payout', {
      reason: 'No such account',
      payout_method_id: 999_999,
    });
    expect(missing.status).toBe(400);
    // Jón's account, registered by staff on his behalf: held by the payee, so allowed.
    const [onBehalf] = await t.db
      .insert(payoutMethods)
      .values({
        userId: staff.userId,
        iban: findSandboxIban(JON_KT)!,
        holderKennitala: JON_KT,
        holderName: 'Jón Guðmundsson',
      })
      .returning();
    const chosen = await patch<PayoutState>(DATES[4], 'staff-payout', {
      reason: 'The landlord asked for this account',
      payout_method_id: onBehalf!.id,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.payout_method_id).toBe(onBehalf!.id);
    expect(chosen.body.actions[0]!.changes).toEqual([
      { field: 'payout_method_id', before: null, after: String(onBehalf!.id) },
    ]);
    await payAndPoll(await invoice(DATES[4]));
    const paid = await t.call<PayoutState>('GET', url(DATES[4], 'staff-payout'), {
      token: staff.access,
    });
    expect(paid.body.payout).toMatchObject({ status: 'booked', iban: onBehalf!.iban });
  });
});
