import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_INTEREST_RATES,
  PLATFORM_FEE,
  computeDefaultInterest,
  computePlatformFee,
} from '@leiga/domain';
import {
  ledgerEntries,
  paymentScheduleItems,
  paymentTransactions,
  payouts,
  sandboxBankClaims,
  sandboxBankTransfers,
  staffFinanceActions,
} from '../src/db/schema/index.js';
import { pollClaimPayments } from '../src/modules/payments/billing-service.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { ANNA_KT } from './support/contracts.js';
import { createCommittedContract } from './support/contracts-signing.js';
import { prepareBilling } from './support/billing.js';

/** Rent collection over real HTTP: invoice, pay at the sandbox bank, poll, payout, staff. */
let t: TestApp;
let jon: Session;
let staff: Session;
let anna: Session;

type Bill = {
  claim_id: string | null;
  claim_status: string | null;
  claim_amount: number;
  paid_amount: number;
  interest_amount: number;
  payment_fee_removed: boolean;
};
type PayoutBody = {
  id: number;
  status: string;
  amount: number;
  fee_amount: number;
  gross_amount: number;
};

const poll = () =>
  pollClaimPayments({
    db: t.db,
    claims: t.app.ctx.providers.claims,
    payouts: t.app.ctx.providers.payouts,
    config: t.app.ctx.config,
  });

/** A billing call, with an Idempotency-Key of its own (each is a money mutation). */
const post = <T = Record<string, unknown>>(
  path: string,
  options: { token?: string; body?: unknown } = {},
) => t.call<T>('POST', path, { ...options, headers: { 'idempotency-key': randomUUID() } });

const url = (id: number, date: string, action: string) =>
  `/api/contracts/${id}/payment-schedule/${date}/${action}/`;

async function newContract(dueDates: string[], payoutKennitala?: string): Promise<number> {
  const id = await createCommittedContract(t, jon, 'paper');
  await prepareBilling(t.db, id, jon.userId, dueDates, payoutKennitala);
  return id;
}

async function invoice(id: number, date: string) {
  return post<Bill>(url(id, date, 'invoice'), { token: jon.access });
}

async function pay(claimId: string, body: Record<string, unknown> = {}) {
  return t.call<{ transaction: { interest_amount: number } }>(
    'POST',
    `/api/sandbox/bank/claims/${encodeURIComponent(claimId)}/pay/`,
    { body },
  );
}

async function itemOf(id: number, date: string) {
  const [row] = await t.db
    .select()
    .from(paymentScheduleItems)
    .where(and(eq(paymentScheduleItems.contractId, id), eq(paymentScheduleItems.dueDate, date)));
  return row!;
}

async function payoutsOf(id: number) {
  return t.db.select().from(payouts).where(eq(payouts.contractId, id)).orderBy(payouts.id);
}

beforeAll(async () => {
  t = await createTestApp();
  [jon, staff, anna] = await Promise.all([t.as('landlord'), t.as('staff'), t.as('tenant')]);
}, 120_000);
afterAll(() => t?.close());

describe('invoicing a payment', () => {
  it('creates one claim in the tenant’s bank for amount plus fee, and refuses a second invoice', async () => {
    const id = await newContract(['2026-02-02']);
    const reply = await invoice(id, '2026-02-02');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ claim_status: 'unpaid', claim_amount: 250_390 });
    const [claim] = await t.db
      .select()
      .from(sandboxBankClaims)
      .where(eq(sandboxBankClaims.claimId, reply.body.claim_id!));
    expect(claim).toMatchObject({
      payorId: ANNA_KT,
      claimantId: t.app.ctx.config.platformCustodyKennitala,
      amount: 250_390,
      dueDate: '2026-02-02',
      finalDueDate: '2026-02-07',
    });
    const again = await invoice(id, '2026-02-02');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_invoiced');
    const unknownDate = await invoice(id, '2026-03-02');
    expect(unknownDate.status).toBe(404);
    const badDate = await invoice(id, '2026-02-31');
    expect(badDate.status).toBe(400);
  });

  it('makes one claim and one answer of 50 concurrent invoice requests with one Idempotency-Key', async () => {
    const id = await newContract(['2026-02-02']);
    const headers = { 'idempotency-key': `invoice-${id}-${randomUUID()}` };
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call<Bill>('POST', url(id, '2026-02-02', 'invoice'), { token: jon.access, headers }),
      ),
    );
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    const item = await itemOf(id, '2026-02-02');
    const claims = await t.db
      .select()
      .from(sandboxBankClaims)
      .where(eq(sandboxBankClaims.payorId, ANNA_KT));
    expect(claims.filter((c) => c.claimId === item.claimId)).toHaveLength(1);
    expect(claims.filter((c) => c.reference === `L${id}-2026-02`)).toHaveLength(1);
    const posted = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.contractId, id), eq(ledgerEntries.event, 'item_invoiced')));
    expect(posted).toHaveLength(2);
    const bare = await t.call('POST', url(id, '2026-02-02', 'revert'), { token: jon.access });
    expect(bare.status).toBe(400);
    expect(bare.body.fields).toHaveProperty('Idempotency-Key');
  });

  it('lets only the landlord side or staff invoice: the tenant 403, a stranger 404', async () => {
    const id = await newContract(['2026-02-02']);
    expect((await post(url(id, '2026-02-02', 'invoice'), { token: anna.access })).status).toBe(403);
    const stranger = await t.as('otherTenant');
    expect((await post(url(id, '2026-02-02', 'invoice'), { token: stranger.access })).status).toBe(
      404,
    );
    expect((await post(url(id, '2026-02-02', 'invoice'))).status).toBe(401);
  });

  it('reverts an unpaid claim once; a cancelled item is not invoiced again nor paid', async () => {
    const id = await newContract(['2026-02-02']);
    const { body } = await invoice(id, '2026-02-02');
    const reverted = await post<Bill>(url(id, '2026-02-02', 'revert'), {
      token: jon.access,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.claim_status).toBe('cancelled');
    const twice = await post(url(id, '2026-02-02', 'revert'), { token: jon.access });
    expect([twice.status, twice.body.code]).toEqual([409, 'claim_cancelled']);
    const reinvoice = await invoice(id, '2026-02-02');
    expect([reinvoice.status, reinvoice.body.code]).toEqual([409, 'claim_cancelled']);
    const paid = await pay(body.claim_id!);
    expect([paid.status, paid.body.code]).toEqual([409, 'claim_cancelled']);
  });
});

describe('payments and payouts', () => {
  it('records a payment once, however often polled, and pays the landlord less the fee', async () => {
    const id = await newContract(['2026-02-02']);
    const { body } = await invoice(id, '2026-02-02');
    expect((await pay(body.claim_id!, { paid_at: '2026-02-03T10:00:00Z' })).status).toBe(200);
    await poll();
    await poll();
    const item = await itemOf(id, '2026-02-02');
    expect(item).toMatchObject({ claimStatus: 'paid', paidAmount: 250_390, interestAmount: 0 });
    const bookings = await t.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.itemId, item.id));
    expect(bookings).toHaveLength(1);
    const [payout, ...more] = await payoutsOf(id);
    expect(more).toEqual([]);
    const fee = computePlatformFee(250_000, t.app.ctx.config.platformFee);
    expect(payout).toMatchObject({
      status: 'booked',
      grossAmount: 250_000,
      feeAmount: fee,
      amount: 250_000 - fee,
    });
    const transfers = await t.db
      .select()
      .from(sandboxBankTransfers)
      .where(eq(sandboxBankTransfers.idempotencyKey, payout!.idempotencyKey));
    expect(transfers).toHaveLength(1);

    const twice = await pay(body.claim_id!);
    expect([twice.status, twice.body.code]).toEqual([409, 'claim_paid']);
    const revert = await post(url(id, '2026-02-02', 'revert'), { token: jon.access });
    expect([revert.status, revert.body.code]).toEqual([409, 'claim_paid']);
  });

  it('adds default interest to a late payment and pays a partly paid claim out only when whole', async () => {
    const id = await newContract(['2026-02-02']);
    const { body } = await invoice(id, '2026-02-02');
    expect(
      (await pay(body.claim_id!, { amount: 100_000, paid_at: '2026-02-05T09:00:00Z' })).status,
    ).toBe(200);
    await poll();
    expect(await itemOf(id, '2026-02-02')).toMatchObject({
      claimStatus: 'partly_paid',
      paidAmount: 100_000,
    });
    expect(await payoutsOf(id)).toEqual([]);

    const late = await pay(body.claim_id!, { paid_at: '2026-03-04T09:00:00Z' });
    const interest = computeDefaultInterest({
      amount: 150_390,
      dueDate: '2026-02-02',
      finalDueDate: '2026-02-07',
      paidOn: '2026-03-04',
      rule: { referenceDate: 'DueDate', baseTimeType: '360' },
      // The table a new database is seeded with.
      rates: DEFAULT_INTEREST_RATES,
    });
    expect(interest).toBeGreaterThan(0);
    expect(late.body.transaction.interest_amount).toBe(interest);
    await poll();
    const item = await itemOf(id, '2026-02-02');
    expect(item).toMatchObject({
      claimStatus: 'paid',
      paidAmount: 250_390 + interest,
      interestAmount: interest,
    });
    const [payout] = await payoutsOf(id);
    expect(payout).toMatchObject({ status: 'booked', grossAmount: 250_000 + interest });
  });

  it('refuses a payout to an IBAN not the payee’s: rejected, no money moved, a clear error to staff', async () => {
    const id = await newContract(['2026-02-02'], ANNA_KT);
    const { body } = await invoice(id, '2026-02-02');
    await pay(body.claim_id!);
    await poll();
    const [payout] = await payoutsOf(id);
    expect(payout).toMatchObject({ status: 'rejected', rejectionCode: 'holder_mismatch' });
    const retried = await post(url(id, '2026-02-02', 'execute-payout'), {
      token: staff.access,
      body: { reason: 'Reyni aftur eftir leiðréttingu' },
    });
    expect([retried.status, retried.body.code]).toEqual([422, 'payout_iban_not_payee']);
    const booked = (await payoutsOf(id)).filter((p) => p.status === 'booked');
    expect(booked).toEqual([]);
  });
});

describe('staff finance operations', () => {
  it('are refused to others (403) and ask for a reason (400)', async () => {
    const id = await newContract(['2026-02-02']);
    for (const action of ['execute-payout', 'execute-revert-payout', 'remove-bill-payment-fee']) {
      const reply = await post(url(id, '2026-02-02', action), {
        token: jon.access,
        body: { reason: 'Mig langar' },
      });
      expect(reply.status, action).toBe(403);
      const noReason = await post(url(id, '2026-02-02', action), {
        token: staff.access,
        body: {},
      });
      expect(noReason.status, action).toBe(400);
      expect(noReason.body.fields).toHaveProperty('reason');
    }
  });

  it('reverts an executed payout once, pays it again, and records who and why', async () => {
    const id = await newContract(['2026-02-02']);
    const { body } = await invoice(id, '2026-02-02');
    await pay(body.claim_id!);
    await poll();
    const early = await post(url(id, '2026-02-02', 'execute-payout'), {
      token: staff.access,
      body: { reason: 'Tvígreiðsla?' },
    });
    expect([early.status, early.body.code]).toEqual([409, 'payout_already_executed']);
    const reverted = await post<PayoutBody>(url(id, '2026-02-02', 'execute-revert-payout'), {
      token: staff.access,
      body: { reason: 'Leigusali bað um bakfærslu' },
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.status).toBe('reversed');
    const twice = await post(url(id, '2026-02-02', 'execute-revert-payout'), {
      token: staff.access,
      body: { reason: 'Aftur' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'payout_already_reverted']);
    const again = await post<PayoutBody>(url(id, '2026-02-02', 'execute-payout'), {
      token: staff.access,
      body: { reason: 'Greitt út á réttan reikning' },
    });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('booked');
    const actions = await t.db
      .select()
      .from(staffFinanceActions)
      .where(eq(staffFinanceActions.contractId, id))
      .orderBy(staffFinanceActions.id);
    expect(actions.map((a) => [a.action, a.staffId, a.reason])).toEqual([
      ['execute_revert_payout', staff.userId, 'Leigusali bað um bakfærslu'],
      ['execute_payout', staff.userId, 'Greitt út á réttan reikning'],
    ]);
  });

  it('removes the bill payment fee once, before the claim is made', async () => {
    const id = await newContract(['2026-02-02', '2026-03-02']);
    const removed = await post<Bill>(url(id, '2026-03-02', 'remove-bill-payment-fee'), {
      token: staff.access,
      body: { reason: 'Leigjandi greiðir með millifærslu' },
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ payment_fee_removed: true, claim_amount: 250_000 });
    const twice = await post(url(id, '2026-03-02', 'remove-bill-payment-fee'), {
      token: staff.access,
      body: { reason: 'Aftur' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, 'fee_already_removed']);
    expect((await invoice(id, '2026-03-02')).body.claim_amount).toBe(250_000);
    await invoice(id, '2026-02-02');
    const open = await post(url(id, '2026-02-02', 'remove-bill-payment-fee'), {
      token: staff.access,
      body: { reason: 'Of seint' },
    });
    expect([open.status, open.body.code]).toEqual([409, 'claim_open']);
    expect(PLATFORM_FEE.percent).toBeGreaterThan(0);
  });
});
