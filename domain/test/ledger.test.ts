import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPosting,
  checkContractLedger,
  LedgerAmountError,
  ledgerBalances,
  type ContractLedgerFacts,
  type LedgerEvent,
  type LedgerLine,
} from '../src/index.js';

const C = 7;

describe('postings', () => {
  it.each<[string, LedgerEvent, [string, number, number][]]>([
    [
      'an invoiced item',
      { type: 'item_invoiced', contractId: C, itemId: 1, claimId: 'K1', amount: 250_000 },
      [
        ['tenant_owes', 250_000, 0],
        ['landlord_owed', 0, 250_000],
      ],
    ],
    [
      'a payment in time',
      {
        type: 'payment_received',
        contractId: C,
        itemId: 1,
        transactionId: 'T1',
        amount: 250_000,
        interest: 0,
      },
      [
        ['tenant_paid', 250_000, 0],
        ['tenant_owes', 0, 250_000],
      ],
    ],
    [
      'a late payment with default interest',
      {
        type: 'payment_received',
        contractId: C,
        itemId: 1,
        transactionId: 'T2',
        amount: 251_200,
        interest: 1_200,
      },
      [
        ['tenant_paid', 251_200, 0],
        ['tenant_owes', 0, 250_000],
        ['landlord_owed', 0, 1_200],
      ],
    ],
    [
      'a cancelled claim',
      { type: 'claim_cancelled', contractId: C, itemId: 1, claimId: 'K1', amount: 100_000 },
      [
        ['landlord_owed', 100_000, 0],
        ['tenant_owes', 0, 100_000],
      ],
    ],
    [
      'a booked payout',
      { type: 'payout_booked', contractId: C, itemId: 1, payoutId: 3, gross: 250_000, fee: 5_000 },
      [
        ['landlord_owed', 250_000, 0],
        ['platform_fee', 0, 5_000],
        ['landlord_paid', 0, 245_000],
      ],
    ],
    [
      'a reversed payout',
      {
        type: 'payout_reversed',
        contractId: C,
        itemId: 1,
        payoutId: 3,
        gross: 250_000,
        fee: 5_000,
      },
      [
        ['landlord_owed', 0, 250_000],
        ['platform_fee', 5_000, 0],
        ['landlord_paid', 245_000, 0],
      ],
    ],
  ])('%s posts equal debits and credits', (_name, event, expected) => {
    const posting = buildPosting(event);
    expect(posting.lines.map((l) => [l.account, l.debit, l.credit])).toEqual(expected);
    const debit = posting.lines.reduce((s, l) => s + l.debit, 0);
    const credit = posting.lines.reduce((s, l) => s + l.credit, 0);
    expect(debit).toBe(credit);
  });

  it.each<[string, LedgerEvent]>([
    ['a float', { type: 'item_invoiced', contractId: C, itemId: 1, claimId: 'K', amount: 1.5 }],
    ['a negative', { type: 'item_invoiced', contractId: C, itemId: 1, claimId: 'K', amount: -1 }],
    [
      'interest above the amount',
      {
        type: 'payment_received',
        contractId: C,
        itemId: 1,
        transactionId: 'T',
        amount: 10,
        interest: 11,
      },
    ],
    [
      'a fee above gross',
      { type: 'payout_booked', contractId: C, itemId: 1, payoutId: 1, gross: 10, fee: 11 },
    ],
  ])('refuses %s', (_name, event) => {
    expect(() => buildPosting(event)).toThrow(LedgerAmountError);
  });

  it('names each event once', () => {
    const paid: LedgerEvent = {
      type: 'payment_received',
      contractId: C,
      itemId: 1,
      transactionId: 'T9',
      amount: 5,
      interest: 0,
    };
    expect(buildPosting(paid).eventKey).toBe(buildPosting({ ...paid }).eventKey);
    expect(buildPosting(paid).eventKey).not.toBe(
      buildPosting({ ...paid, transactionId: 'T10' }).eventKey,
    );
  });
});

/**
 * A model of the billing code: it keeps the payment tables (facts) and posts each event to the
 * ledger, as the api does inside one transaction. Operations the billing code refuses (paying a
 * cancelled claim, paying out more than was paid, reverting a payout twice) are skipped.
 */
type Op =
  | { kind: 'invoice'; item: number; amount: number }
  | { kind: 'pay'; item: number; share: number; interest: number }
  | { kind: 'cancel'; item: number }
  | { kind: 'payout'; item: number; feePercent: number }
  | { kind: 'reverse'; payout: number };

type ModelItem = ContractLedgerFacts['items'][number] & { claims: number };

function runModel(ops: Op[]): { lines: LedgerLine[]; facts: ContractLedgerFacts } {
  const items = new Map<number, ModelItem>();
  const facts: ContractLedgerFacts = { items: [], paymentsTotal: 0, payouts: [] };
  const lines: LedgerLine[] = [];
  const keys = new Set<string>();
  const payoutItem = new Map<number, number>();
  let tx = 0;
  const post = (event: LedgerEvent) => {
    const posting = buildPosting(event);
    if (keys.has(posting.eventKey)) return;
    keys.add(posting.eventKey);
    lines.push(...posting.lines);
  };
  for (const op of ops) {
    const item = 'item' in op ? items.get(op.item) : undefined;
    if (op.kind === 'invoice') {
      if (item && !item.cancelled) continue;
      const next: ModelItem = item ?? {
        itemId: op.item,
        invoiced: true,
        cancelled: false,
        amount: op.amount,
        paidAmount: 0,
        interestAmount: 0,
        claims: 0,
      };
      if (!item) {
        items.set(op.item, next);
        facts.items.push(next);
      }
      // A new claim for an item whose claim was cancelled asks what is still unpaid.
      next.cancelled = false;
      next.claims += 1;
      const open = next.amount - (next.paidAmount - next.interestAmount);
      post({
        type: 'item_invoiced',
        contractId: C,
        itemId: op.item,
        claimId: `K${op.item}-${next.claims}`,
        amount: open,
      });
      // The facts record what the claim asks: the open part, after what was paid before.
      next.amount = open + (next.paidAmount - next.interestAmount);
    } else if (op.kind === 'pay') {
      if (!item || item.cancelled) continue;
      const open = item.amount - (item.paidAmount - item.interestAmount);
      if (open <= 0) continue;
      const principal = Math.max(1, Math.floor((open * op.share) / 100));
      tx += 1;
      post({
        type: 'payment_received',
        contractId: C,
        itemId: op.item,
        transactionId: `T${tx}`,
        amount: principal + op.interest,
        interest: op.interest,
      });
      item.paidAmount += principal + op.interest;
      item.interestAmount += op.interest;
      facts.paymentsTotal += principal + op.interest;
    } else if (op.kind === 'cancel') {
      if (!item || item.cancelled) continue;
      const open = item.amount - (item.paidAmount - item.interestAmount);
      post({
        type: 'claim_cancelled',
        contractId: C,
        itemId: op.item,
        claimId: `K${op.item}-${item.claims}`,
        amount: open,
      });
      item.cancelled = true;
    } else if (op.kind === 'payout') {
      if (!item) continue;
      const paidOut = facts.payouts
        .filter((p) => p.status === 'booked' && payoutItem.get(p.payoutId) === op.item)
        .reduce((s, p) => s + p.gross, 0);
      const gross = item.paidAmount - paidOut;
      if (gross <= 0) continue;
      const fee = Math.floor((gross * op.feePercent) / 100);
      const payoutId = facts.payouts.length + 1;
      payoutItem.set(payoutId, op.item);
      facts.payouts.push({ payoutId, status: 'booked', gross, fee });
      post({ type: 'payout_booked', contractId: C, itemId: op.item, payoutId, gross, fee });
    } else {
      const payout = facts.payouts[op.payout % Math.max(1, facts.payouts.length)];
      if (!payout || payout.status !== 'booked') continue;
      payout.status = 'reversed';
      post({
        type: 'payout_reversed',
        contractId: C,
        itemId: payoutItem.get(payout.payoutId) ?? 0,
        payoutId: payout.payoutId,
        gross: payout.gross,
        fee: payout.fee,
      });
    }
  }
  return { lines, facts };
}
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('invoice' as const),
    item: fc.integer({ min: 1, max: 4 }),
    amount: fc.integer({ min: 1, max: 600_000 }),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    item: fc.integer({ min: 1, max: 4 }),
    share: fc.integer({ min: 1, max: 100 }),
    // 0 is a payment in time; more is a late payment with default interest.
    interest: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
  }),
  fc.record({ kind: fc.constant('cancel' as const), item: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    kind: fc.constant('payout' as const),
    item: fc.integer({ min: 1, max: 4 }),
    feePercent: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({ kind: fc.constant('reverse' as const), payout: fc.nat({ max: 20 }) }),
);

describe('the balance check', () => {
  it('holds after any sequence of payments, late payments, cancellations, payouts and reverts', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 60 }), (ops) => {
        const { lines, facts } = runModel(ops);
        const check = checkContractLedger(lines, facts);
        expect(check.problems).toEqual([]);
        expect(check.totalDebit).toBe(check.totalCredit);
        expect(check.balances.tenant_owes).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a lost or changed line', () => {
    fc.assert(
      fc.property(
        fc.array(opArb, { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.integer({ min: 1, max: 1000 }),
        (ops, pick, delta) => {
          const { lines, facts } = runModel(ops);
          fc.pre(lines.length > 0);
          const index = pick % lines.length;
          const changed = lines.map((l, i) =>
            i === index
              ? {
                  ...l,
                  debit: l.debit ? l.debit + delta : 0,
                  credit: l.credit ? l.credit + delta : 0,
                }
              : l,
          );
          expect(checkContractLedger(changed, facts).balanced).toBe(false);
          const lost = lines.filter((_, i) => i !== index);
          expect(checkContractLedger(lost, facts).balanced).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('reports each account that disagrees with the payment tables', () => {
    const lines = [
      ...buildPosting({
        type: 'item_invoiced',
        contractId: C,
        itemId: 1,
        claimId: 'K',
        amount: 100,
      }).lines,
    ];
    const facts: ContractLedgerFacts = {
      items: [
        {
          itemId: 1,
          invoiced: true,
          cancelled: false,
          amount: 100,
          paidAmount: 100,
          interestAmount: 0,
        },
      ],
      paymentsTotal: 100,
      payouts: [],
    };
    const check = checkContractLedger(lines, facts);
    expect(check.problems.map((p) => p.code)).toEqual([
      'tenant_owes_mismatch',
      'tenant_paid_mismatch',
    ]);
    expect(ledgerBalances(lines)).toEqual({
      tenant_owes: 100,
      tenant_paid: 0,
      landlord_owed: 100,
      platform_fee: 0,
      landlord_paid: 0,
      loan_receivable: 0,
      loan_funded: 0,
      loan_collected: 0,
      loan_income: 0,
    });
  });
});

describe('a tenant loan in the ledger', () => {
  const disbursed = buildPosting({
    type: 'loan_disbursed',
    contractId: 7,
    loanId: 3,
    disbursementId: 11,
    amount: 300_000,
  });
  const repaid = buildPosting({
    type: 'loan_repayment_received',
    contractId: 7,
    loanId: 3,
    transactionId: 'tx-1',
    amount: 104_222,
    principal: 100_000,
  });

  it('posts the payout and a repayment in balance, keyed once, with no schedule item', () => {
    expect(disbursed).toMatchObject({
      eventKey: 'loan_disbursed:3:11',
      itemId: null,
      lines: [
        { account: 'loan_receivable', debit: 300_000, credit: 0 },
        { account: 'loan_funded', debit: 0, credit: 300_000 },
      ],
    });
    expect(repaid.eventKey).toBe('loan_repayment_received:tx-1');
    expect(repaid.lines).toEqual([
      { account: 'loan_collected', debit: 104_222, credit: 0 },
      { account: 'loan_receivable', debit: 0, credit: 100_000 },
      { account: 'loan_income', debit: 0, credit: 4_222 },
    ]);
  });

  it('refuses a repayment whose principal is more than was paid', () => {
    expect(() =>
      buildPosting({
        type: 'loan_repayment_received',
        contractId: 7,
        loanId: 3,
        transactionId: 'tx-2',
        amount: 10,
        principal: 11,
      }),
    ).toThrow(LedgerAmountError);
  });

  it('reconciles against the loan tables, and names the account that differs', () => {
    const lines = [...disbursed.lines, ...repaid.lines];
    const loans = { funded: 300_000, collected: 104_222, principalRepaid: 100_000 };
    const base = { items: [], paymentsTotal: 0, payouts: [] };
    expect(checkContractLedger(lines, { ...base, loans }).problems).toEqual([]);
    expect(checkContractLedger(disbursed.lines, { ...base, loans }).problems).toEqual([
      { code: 'loan_receivable_mismatch', expected: 200_000, actual: 300_000 },
      { code: 'loan_collected_mismatch', expected: 104_222, actual: 0 },
      { code: 'loan_income_mismatch', expected: 4_222, actual: 0 },
    ]);
  });
});
