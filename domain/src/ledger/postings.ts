/**
 * The rent ledger in double entry. Each money event of a contract posts lines whose debits and
 * credits total the same, so a contract's ledger always balances and its account balances say
 * what the tenant owes, what came in, what the landlord is owed, what the platform kept and what
 * went out. The platform acts as the landlord's collecting agent:
 *
 * - `tenant_owes` (debit-normal): claims the tenant has yet to pay.
 * - `tenant_paid` (debit-normal): money received from the tenant (default interest included).
 * - `landlord_owed` (credit-normal): what the platform owes the landlord, collected or not.
 * - `platform_fee` (credit-normal): fees kept back from payouts: the platform fee, and the bill
 *   payment fee the tenant paid with the claim (the platform's, to meet its bank's charge).
 * - `landlord_paid` (credit-normal): money sent out to the landlord.
 *
 * A tenant loan on the contract (issue #18) is the platform's own money, kept apart from the
 * rent it collects for the landlord:
 *
 * - `loan_receivable` (debit-normal): the principal the borrower has yet to repay.
 * - `loan_funded` (credit-normal): what the platform paid out on the loan (to the landlord).
 * - `loan_collected` (debit-normal): repayments received from the borrower.
 * - `loan_income` (credit-normal): the interest and notice fees in those repayments.
 *
 * Amounts are integers (whole ISK, minor units of other currencies), never negative.
 */
export const LEDGER_ACCOUNTS = [
  'tenant_owes',
  'tenant_paid',
  'landlord_owed',
  'platform_fee',
  'landlord_paid',
  'loan_receivable',
  'loan_funded',
  'loan_collected',
  'loan_income',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const LEDGER_EVENTS = [
  'item_invoiced',
  'payment_received',
  'claim_cancelled',
  'payout_booked',
  'payout_reversed',
  'loan_disbursed',
  'loan_repayment_received',
] as const;
export type LedgerEventType = (typeof LEDGER_EVENTS)[number];

/** A money event of one contract, as plain data: what the billing code knows when it happens. */
export type LedgerEvent =
  /** A claim for the item was made in the tenant's bank for `amount`. */
  | { type: 'item_invoiced'; contractId: number; itemId: number; claimId: string; amount: number }
  /**
   * The bank booked a payment of `amount` on the item's claim, of which `interest` is default
   * interest of a late payment (0 when paid in time). `amount - interest` pays off the claim.
   */
  | {
      type: 'payment_received';
      contractId: number;
      itemId: number;
      transactionId: string;
      amount: number;
      interest: number;
    }
  /** The claim was cancelled; `amount` is what was still unpaid on it. */
  | { type: 'claim_cancelled'; contractId: number; itemId: number; claimId: string; amount: number }
  /** The landlord's share went out: `gross` collected, `fee` kept, `gross - fee` sent. */
  | {
      type: 'payout_booked';
      contractId: number;
      itemId: number;
      payoutId: number;
      gross: number;
      fee: number;
    }
  /** A booked payout came back (staff revert or the bank returned it). */
  | {
      type: 'payout_reversed';
      contractId: number;
      itemId: number;
      payoutId: number;
      gross: number;
      fee: number;
    }
  /** A loan on the contract was paid out: `amount` of the platform's money went out. */
  | {
      type: 'loan_disbursed';
      contractId: number;
      loanId: number;
      disbursementId: number;
      amount: number;
    }
  /**
   * The bank booked a loan repayment row of `amount`, of which `principal` repays the loan and
   * the rest is interest and the notice fee.
   */
  | {
      type: 'loan_repayment_received';
      contractId: number;
      loanId: number;
      transactionId: string;
      amount: number;
      principal: number;
    };

export type LedgerLine = { account: LedgerAccount; debit: number; credit: number };

/** The lines one event posts, under a key that names the event once (so it posts only once). */
export type LedgerPosting = {
  event: LedgerEventType;
  eventKey: string;
  contractId: number;
  /** The schedule item of a rent event; null for a loan's. */
  itemId: number | null;
  payoutId: number | null;
  lines: LedgerLine[];
};

export class LedgerAmountError extends Error {}

const dr = (account: LedgerAccount, amount: number): LedgerLine => ({
  account,
  debit: amount,
  credit: 0,
});
const cr = (account: LedgerAccount, amount: number): LedgerLine => ({
  account,
  debit: 0,
  credit: amount,
});

function assertAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new LedgerAmountError(`${name} must be a whole, non-negative amount (got ${value})`);
}

/** The key under which an event is posted: the same event twice gives the same key. */
export function ledgerEventKey(event: LedgerEvent): string {
  switch (event.type) {
    case 'item_invoiced':
    case 'claim_cancelled':
      return `${event.type}:${event.itemId}:${event.claimId}`;
    case 'payment_received':
      return `${event.type}:${event.transactionId}`;
    case 'payout_booked':
    case 'payout_reversed':
      return `${event.type}:${event.payoutId}`;
    case 'loan_disbursed':
      return `${event.type}:${event.loanId}:${event.disbursementId}`;
    case 'loan_repayment_received':
      return `${event.type}:${event.transactionId}`;
  }
}

function linesOf(event: LedgerEvent): LedgerLine[] {
  switch (event.type) {
    case 'item_invoiced':
      assertAmount('amount', event.amount);
      return [dr('tenant_owes', event.amount), cr('landlord_owed', event.amount)];
    case 'payment_received': {
      assertAmount('amount', event.amount);
      assertAmount('interest', event.interest);
      if (event.interest > event.amount)
        throw new LedgerAmountError('interest cannot be more than the amount paid');
      const lines = [
        dr('tenant_paid', event.amount),
        cr('tenant_owes', event.amount - event.interest),
      ];
      // Default interest was never claimed: it is owed to the landlord as it comes in.
      if (event.interest > 0) lines.push(cr('landlord_owed', event.interest));
      return lines;
    }
    case 'claim_cancelled':
      assertAmount('amount', event.amount);
      return [dr('landlord_owed', event.amount), cr('tenant_owes', event.amount)];
    case 'payout_booked':
    case 'payout_reversed': {
      assertAmount('gross', event.gross);
      assertAmount('fee', event.fee);
      if (event.fee > event.gross) throw new LedgerAmountError('fee cannot be more than gross');
      const booked = [
        dr('landlord_owed', event.gross),
        cr('platform_fee', event.fee),
        cr('landlord_paid', event.gross - event.fee),
      ];
      if (event.type === 'payout_booked') return booked;
      // A reversal posts the same lines with the sides swapped.
      return booked.map((l) => ({ account: l.account, debit: l.credit, credit: l.debit }));
    }
    case 'loan_disbursed':
      assertAmount('amount', event.amount);
      return [dr('loan_receivable', event.amount), cr('loan_funded', event.amount)];
    case 'loan_repayment_received':
      assertAmount('amount', event.amount);
      assertAmount('principal', event.principal);
      if (event.principal > event.amount)
        throw new LedgerAmountError('principal cannot be more than the amount paid');
      return [
        dr('loan_collected', event.amount),
        cr('loan_receivable', event.principal),
        cr('loan_income', event.amount - event.principal),
      ];
  }
}

/** The posting of one event: zero lines are left out, the debits equal the credits. */
export function buildPosting(event: LedgerEvent): LedgerPosting {
  const lines = linesOf(event).filter((l) => l.debit !== 0 || l.credit !== 0);
  return {
    event: event.type,
    eventKey: ledgerEventKey(event),
    contractId: event.contractId,
    itemId: 'itemId' in event ? event.itemId : null,
    payoutId: 'payoutId' in event ? event.payoutId : null,
    lines,
  };
}
