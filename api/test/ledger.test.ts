import { desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  ledgerReconciliations,
  paymentScheduleItems,
} from '../src/db/schema/index.js';
import {
  LedgerConflictError,
  listContractLedger,
  recordLedgerEvent,
  startLedgerReconciliation,
} from '../src/modules/ledger/index.js';
import { billingFor } from './support/ledger-billing.js';
import { createDraft } from './support/contracts.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';

type Problem = { code: string; expected: number; actual: number };
type Run = {
  id: number;
  trigger: string;
  started_by: number | null;
  contracts_checked: number;
  contracts_unbalanced: number;
  is_balanced: boolean;
  findings: { contract_id: number; problems: Problem[] }[];
};

let t: TestApp;
let jon: Session;
let anna: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, staff] = await Promise.all([t.as('landlord'), t.as('tenant'), t.as('staff')]);
});
afterAll(() => t.close());

const reconcile = async (): Promise<Run> => {
  const reply = await t.call<Run>('POST', '/api/ledger/reconciliations/', { token: staff.access });
  expect(reply.status).toBe(201);
  return reply.body;
};
const findingOf = (run: Run, contractId: number) =>
  run.findings.find((f) => f.contract_id === contractId);
const newContract = async () => (await createDraft(t, jon)).id;

describe('ledger/reconciliations/', () => {
  it('is for staff only: 401 to the anonymous, 403 to landlords and tenants', async () => {
    for (const method of ['GET', 'POST'] as const) {
      expect((await t.call(method, '/api/ledger/reconciliations/')).status).toBe(401);
      for (const s of [jon, anna])
        expect(
          (await t.call(method, '/api/ledger/reconciliations/', { token: s.access })).status,
        ).toBe(403);
    }
  });

  it('proves a contract balanced after invoices, a late partial payment, payouts and a revert', async () => {
    const contractId = await newContract();
    const billing = billingFor(t.db, contractId);
    const may = await billing.addItem('2026-05-01', 250_000);
    const june = await billing.addItem('2026-06-01', 250_000);
    expect(await billing.invoice(may)).toBe(true);
    expect(await billing.invoice(june)).toBe(true);
    await billing.pay(may, 40, 0);
    await billing.pay(may, 100, 1_850); // the rest, late, with default interest
    const payout = await billing.payout(may, 2);
    expect(payout).not.toBeNull();
    expect(await billing.reverse(payout!)).toBe(true);
    expect(await billing.reverse(payout!)).toBe(false);
    await billing.payout(may, 2);
    expect(await billing.cancel(june)).toBe(true);

    const run = await reconcile();
    expect(run.trigger).toBe('staff');
    expect(run.started_by).toBe(staff.userId);
    expect(run.contracts_checked).toBeGreaterThanOrEqual(1);
    expect(findingOf(run, contractId)).toBeUndefined();

    const lines = await listContractLedger(t.db, contractId);
    const debit = lines.reduce((s, l) => s + l.debit, 0);
    expect(debit).toBe(lines.reduce((s, l) => s + l.credit, 0));
    expect(new Set(lines.map((l) => l.event))).toEqual(
      new Set([
        'item_invoiced',
        'payment_received',
        'payout_booked',
        'payout_reversed',
        'claim_cancelled',
      ]),
    );
  });

  it('posts an event once however often it is recorded', async () => {
    const contractId = await newContract();
    const billing = billingFor(t.db, contractId);
    const item = await billing.addItem('2026-07-01', 100_000);
    const event = {
      type: 'item_invoiced' as const,
      contractId,
      itemId: item,
      claimId: 'K-once',
      amount: 100_000,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => recordLedgerEvent(t.db, event)),
    );
    expect(answers.filter((a) => a.posted)).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.eventKey, answers[0]!.eventKey));
    expect(rows).toHaveLength(2);
    // The same event told with another amount is a bug of the caller: refused, nothing posted.
    await expect(recordLedgerEvent(t.db, { ...event, amount: 99_000 })).rejects.toBeInstanceOf(
      LedgerConflictError,
    );
    expect(
      await t.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.eventKey, answers[0]!.eventKey)),
    ).toHaveLength(2);
  });

  it('runs on a schedule and keeps the result as the job’s', async () => {
    const job = startLedgerReconciliation(
      t.app.ctx,
      (error) => {
        throw error;
      },
      60_000,
    );
    await job.run();
    await job.stop();
    const [latest] = await t.db
      .select()
      .from(ledgerReconciliations)
      .orderBy(desc(ledgerReconciliations.id))
      .limit(1);
    expect(latest?.trigger).toBe('schedule');
    expect(latest?.startedBy).toBeNull();
  });

  it('reports a contract whose payment tables moved without the ledger, and lists runs newest first', async () => {
    const contractId = await newContract();
    const billing = billingFor(t.db, contractId);
    const item = await billing.addItem('2026-08-01', 180_000);
    await billing.invoice(item);
    // A payment written to the item by hand, never posted.
    await t.db
      .update(paymentScheduleItems)
      .set({ paidAmount: sql`${paymentScheduleItems.paidAmount} + 5000` })
      .where(eq(paymentScheduleItems.id, item));

    const run = await reconcile();
    expect(run.is_balanced).toBe(false);
    expect(findingOf(run, contractId)?.problems.map((p) => p.code)).toContain(
      'tenant_owes_mismatch',
    );

    const list = await t.call<{ count: number; results: Run[] }>(
      'GET',
      '/api/ledger/reconciliations/?page_size=2',
      { token: staff.access },
    );
    expect(list.status).toBe(200);
    expect(list.body.results[0]!.id).toBe(run.id);
    expect(list.body.count).toBeGreaterThanOrEqual(2);
    const bad = await t.call('GET', '/api/ledger/reconciliations/?page_size=0', {
      token: staff.access,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('page_size');
  });

  it('balances after any sequence of payments, late payments, cancellations, payouts and reverts', async () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('invoice' as const), item: fc.nat({ max: 2 }) }),
      fc.record({
        kind: fc.constant('pay' as const),
        item: fc.nat({ max: 2 }),
        share: fc.integer({ min: 1, max: 100 }),
        interest: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9_000 })),
      }),
      fc.record({ kind: fc.constant('cancel' as const), item: fc.nat({ max: 2 }) }),
      fc.record({
        kind: fc.constant('payout' as const),
        item: fc.nat({ max: 2 }),
        feePercent: fc.integer({ min: 0, max: 10 }),
      }),
      fc.record({ kind: fc.constant('reverse' as const), payout: fc.nat({ max: 5 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const contractId = await newContract();
        const billing = billingFor(t.db, contractId);
        const items = [
          await billing.addItem('2026-01-01', 210_000),
          await billing.addItem('2026-02-01', 215_500),
          await billing.addItem('2026-03-01', 99_999),
        ];
        const paidOut: number[] = [];
        for (const o of ops) {
          if (o.kind === 'invoice') await billing.invoice(items[o.item]!);
          else if (o.kind === 'pay') await billing.pay(items[o.item]!, o.share, o.interest);
          else if (o.kind === 'cancel') await billing.cancel(items[o.item]!);
          else if (o.kind === 'payout') {
            const id = await billing.payout(items[o.item]!, o.feePercent);
            if (id !== null) paidOut.push(id);
          } else if (paidOut.length > 0) await billing.reverse(paidOut[o.payout % paidOut.length]!);
        }
        const run = await reconcile();
        expect(findingOf(run, contractId)).toBeUndefined();
      }),
      { numRuns: 12 },
    );
  });
});
