import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePlatformFee, ledgerBalances } from '@leiga/domain';
import { paymentScheduleItems, payouts, staffFinanceActions } from '../src/db/schema/index.js';
import { findUnbalancedContracts, listContractLedger } from '../src/modules/ledger/index.js';
import { pollClaimPayments } from '../src/modules/payments/billing-service.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createCommittedContract } from './support/contracts-signing.js';
import { prepareBilling } from './support/billing.js';

/**
 * The real billing code and the ledger as one system: every money event driven over HTTP and the
 * sandbox bank, then the reconciliation proves each contract's ledger against its payment tables.
 */
let t: TestApp;
let jon: Session;
let staff: Session;

const DATES = ['2026-02-02', '2026-03-02'] as const;
const RENT = 250_000;
const BILL_FEE = 390;

const poll = () =>
  pollClaimPayments({
    db: t.db,
    claims: t.app.ctx.providers.claims,
    payouts: t.app.ctx.providers.payouts,
    config: t.app.ctx.config,
  });

const url = (id: number, date: string, action: string) =>
  `/api/contracts/${id}/payment-schedule/${date}/${action}/`;

/** A billing call with a fresh Idempotency-Key: the landlord's, or staff's with a reason. */
const bill = (id: number, date: string, action: string) => {
  const isStaff = action.startsWith('execute-') || action.startsWith('remove-');
  return t.call<{ claim_id?: string; code?: string }>('POST', url(id, date, action), {
    token: isStaff ? staff.access : jon.access,
    headers: { 'idempotency-key': randomUUID() },
    ...(isStaff ? { body: { reason: 'Prófun á bókhaldi' } } : {}),
  });
};

async function itemOf(id: number, date: string) {
  const [row] = await t.db
    .select()
    .from(paymentScheduleItems)
    .where(and(eq(paymentScheduleItems.contractId, id), eq(paymentScheduleItems.dueDate, date)));
  return row!;
}

/** Pays at the sandbox bank: the rest, or `amount`; on time or after the final due date. */
async function pay(id: number, date: string, options: { amount?: number; late?: boolean } = {}) {
  const item = await itemOf(id, date);
  if (!item.claimId) return 0;
  const month = date.slice(0, 7);
  const reply = await t.call(
    'POST',
    `/api/sandbox/bank/claims/${encodeURIComponent(item.claimId)}/pay/`,
    {
      body: {
        ...(options.amount === undefined ? {} : { amount: options.amount }),
        paid_at: options.late ? `${month}-27T10:00:00Z` : `${month}-03T10:00:00Z`,
      },
    },
  );
  return reply.status;
}

async function newContract(): Promise<number> {
  const id = await createCommittedContract(t, jon, 'paper');
  await prepareBilling(t.db, id, jon.userId, DATES);
  return id;
}

async function balancesOf(id: number) {
  return ledgerBalances(await listContractLedger(t.db, id));
}

async function expectBalanced(ids: readonly number[]) {
  const { findings } = await findUnbalancedContracts(t.db);
  expect(findings.filter((f) => ids.includes(f.contractId))).toEqual([]);
}

beforeAll(async () => {
  t = await createTestApp();
  [jon, staff] = await Promise.all([t.as('landlord'), t.as('staff')]);
}, 120_000);
afterAll(() => t?.close());

describe('the billing code posts to the ledger', () => {
  it('balances through an invoice paid in full, a payout, its revert and a new payout', async () => {
    const id = await newContract();
    expect((await bill(id, DATES[0], 'invoice')).status).toBe(200);
    expect(await balancesOf(id)).toMatchObject({
      tenant_owes: RENT + BILL_FEE,
      landlord_owed: RENT + BILL_FEE,
    });
    expect(await pay(id, DATES[0])).toBe(200);
    await poll();
    await poll();
    const fee = computePlatformFee(RENT, t.app.ctx.config.platformFee);
    const paidOut = {
      tenant_owes: 0,
      tenant_paid: RENT + BILL_FEE,
      landlord_owed: 0,
      platform_fee: fee + BILL_FEE,
      landlord_paid: RENT - fee,
      // No loan on this contract.
      loan_receivable: 0,
      loan_funded: 0,
      loan_collected: 0,
      loan_income: 0,
    };
    expect(await balancesOf(id)).toEqual(paidOut);
    await expectBalanced([id]);

    expect((await bill(id, DATES[0], 'execute-revert-payout')).status).toBe(200);
    expect(await balancesOf(id)).toMatchObject({
      landlord_owed: RENT + BILL_FEE,
      platform_fee: 0,
      landlord_paid: 0,
    });
    await expectBalanced([id]);
    expect((await bill(id, DATES[0], 'execute-payout')).status).toBe(200);
    expect(await balancesOf(id)).toEqual(paidOut);
    await expectBalanced([id]);
  });

  it('balances through a late partial payment, a cancelled claim and a removed fee', async () => {
    const id = await newContract();
    expect((await bill(id, DATES[1], 'remove-bill-payment-fee')).status).toBe(200);
    await bill(id, DATES[0], 'invoice');
    await bill(id, DATES[1], 'invoice');
    expect(await pay(id, DATES[0], { amount: 100_000 })).toBe(200);
    await poll();
    expect(await balancesOf(id)).toMatchObject({
      tenant_owes: RENT + BILL_FEE - 100_000 + RENT,
      tenant_paid: 100_000,
    });
    await expectBalanced([id]);

    expect(await pay(id, DATES[0], { late: true })).toBe(200);
    await poll();
    const item = await itemOf(id, DATES[0]);
    expect(item.interestAmount).toBeGreaterThan(0);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.contractId, id));
    expect(payout).toMatchObject({ status: 'booked', grossAmount: RENT + item.interestAmount });
    expect(await balancesOf(id)).toMatchObject({
      tenant_owes: RENT,
      tenant_paid: RENT + BILL_FEE + item.interestAmount,
      landlord_owed: RENT,
      platform_fee: payout!.feeAmount + BILL_FEE,
      landlord_paid: payout!.amount,
    });

    expect((await bill(id, DATES[1], 'revert')).status).toBe(200);
    expect(await balancesOf(id)).toMatchObject({ tenant_owes: 0, landlord_owed: 0 });
    await expectBalanced([id]);
  });

  it('posts nothing when the bank or a rule refuses: paying twice, reverting a paid claim', async () => {
    const id = await newContract();
    await bill(id, DATES[0], 'invoice');
    await pay(id, DATES[0]);
    await poll();
    const before = await listContractLedger(t.db, id);
    expect(await pay(id, DATES[0])).toBe(409);
    expect((await bill(id, DATES[0], 'revert')).body.code).toBe('claim_paid');
    expect((await bill(id, DATES[0], 'invoice')).body.code).toBe('already_invoiced');
    expect((await bill(id, DATES[0], 'execute-payout')).body.code).toBe('payout_already_executed');
    await poll();
    expect(await listContractLedger(t.db, id)).toEqual(before);
    await expectBalanced([id]);
  });
});

describe('concurrent calls with different keys', () => {
  it('post each event once: ten invoices at once, five payout reverts at once', async () => {
    const id = await newContract();
    const invoices = await Promise.all(
      Array.from({ length: 10 }, () => bill(id, DATES[0], 'invoice')),
    );
    expect(invoices.every((r) => r.status < 500)).toBe(true);
    expect(new Set(invoices.filter((r) => r.status === 200).map((r) => r.body.claim_id)).size).toBe(
      1,
    );
    await pay(id, DATES[0]);
    await poll();
    const reverts = await Promise.all(
      Array.from({ length: 5 }, () => bill(id, DATES[0], 'execute-revert-payout')),
    );
    expect(reverts.filter((r) => r.status === 200)).toHaveLength(1);
    const actions = await t.db
      .select()
      .from(staffFinanceActions)
      .where(eq(staffFinanceActions.contractId, id));
    expect(actions.filter((a) => a.action === 'execute_revert_payout')).toHaveLength(1);
    expect(reverts.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const lines = await listContractLedger(t.db, id);
    const postingsOf = (event: string) =>
      new Set(lines.filter((l) => l.event === event).map((l) => l.eventKey)).size;
    expect(postingsOf('item_invoiced')).toBe(1);
    expect(postingsOf('payout_reversed')).toBe(1);
    await expectBalanced([id]);
  });
});

type Op =
  | { kind: 'invoice' | 'revert' | 'payout' | 'revertPayout' | 'removeFee' | 'poll'; item: number }
  | { kind: 'pay'; item: number; amount: number | undefined; late: boolean };

const ACTION: Record<Exclude<Op['kind'], 'pay' | 'poll'>, string> = {
  invoice: 'invoice',
  revert: 'revert',
  payout: 'execute-payout',
  revertPayout: 'execute-revert-payout',
  removeFee: 'remove-bill-payment-fee',
};

describe('the ledger after random sequences of real billing operations', () => {
  it('balances after invoices, payments in full, partly and late, payouts, reverts and cancellations', async () => {
    const item = fc.nat({ max: DATES.length - 1 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constantFrom(
            'invoice' as const,
            'revert' as const,
            'payout' as const,
            'revertPayout' as const,
            'removeFee' as const,
            'poll' as const,
          ),
          item,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          kind: fc.constant('pay' as const),
          item,
          amount: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: undefined }),
          late: fc.boolean(),
        }),
      },
    );
    const seen: number[] = [];
    const done = new Map<string, number>();
    const count = (kind: string, status: number) => {
      if (status === 200) done.set(kind, (done.get(kind) ?? 0) + 1);
    };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const id = await newContract();
        seen.push(id);
        // The first payment is always invoiced; the second is left to the sequence.
        count('invoice', (await bill(id, DATES[0], 'invoice')).status);
        for (const o of ops) {
          const date = DATES[o.item]!;
          if (o.kind === 'poll') await poll();
          else if (o.kind === 'pay') {
            const status = await pay(id, date, o);
            expect([0, 200, 409]).toContain(status);
            count(o.kind, status);
          } else {
            const reply = await bill(id, date, ACTION[o.kind]);
            // Refusals are the rules at work; a 5xx is a bug.
            expect(reply.status, `${o.kind}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
            count(o.kind, reply.status);
          }
          await expectBalanced([id]);
        }
        await poll();
        await expectBalanced([id]);
      }),
      { numRuns: 15 },
    );
    await expectBalanced(seen);
    // The runs did move money, not only meet refusals.
    expect(done.get('invoice') ?? 0).toBeGreaterThan(0);
    expect(done.get('pay') ?? 0).toBeGreaterThan(0);
  }, 240_000);
});
