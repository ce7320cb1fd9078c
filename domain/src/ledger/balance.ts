import { LEDGER_ACCOUNTS, type LedgerAccount, type LedgerLine } from './postings.js';

/** Accounts whose balance is debits less credits; the others are credits less debits. */
const DEBIT_NORMAL: ReadonlySet<LedgerAccount> = new Set([
  'tenant_owes',
  'tenant_paid',
  'loan_receivable',
  'loan_collected',
]);

export type LedgerBalances = Record<LedgerAccount, number>;

/** One schedule item as the payment tables record it. */
export type LedgerItemFacts = {
  itemId: number;
  /** A claim was made (and not replaced by nothing): invoiced_at is set. */
  invoiced: boolean;
  /** The claim was cancelled. */
  cancelled: boolean;
  /** What the claim asks. */
  amount: number;
  /** Recorded payments, default interest included. */
  paidAmount: number;
  /** The default interest part of paidAmount. */
  interestAmount: number;
};

export type LedgerPayoutFacts = {
  payoutId: number;
  status: 'pending' | 'booked' | 'rejected' | 'reversed';
  gross: number;
  fee: number;
};

/** The tenant loans on a contract as the loan tables record them, summed. */
export type LedgerLoanFacts = {
  /** Booked payouts of the loans (loan_disbursements). */
  funded: number;
  /** Repayments received (loan_repayments.paid_amount). */
  collected: number;
  /** The principal part of the repayments received (from each loan's schedule). */
  principalRepaid: number;
};

/** What the payment tables say of one contract, to check the ledger against. */
export type ContractLedgerFacts = {
  items: LedgerItemFacts[];
  /** The sum of the bank's recorded payments (payment_transactions.amount). */
  paymentsTotal: number;
  payouts: LedgerPayoutFacts[];
  /** Absent: the contract has no loan money. */
  loans?: LedgerLoanFacts;
};

export const LEDGER_PROBLEMS = [
  'unbalanced',
  'tenant_owes_mismatch',
  'tenant_paid_mismatch',
  'landlord_owed_mismatch',
  'platform_fee_mismatch',
  'landlord_paid_mismatch',
  'paid_out_more_than_collected',
  'loan_receivable_mismatch',
  'loan_funded_mismatch',
  'loan_collected_mismatch',
  'loan_income_mismatch',
] as const;
export type LedgerProblemCode = (typeof LEDGER_PROBLEMS)[number];
export type LedgerProblem = { code: LedgerProblemCode; expected: number; actual: number };

export type LedgerCheck = {
  balanced: boolean;
  totalDebit: number;
  totalCredit: number;
  balances: LedgerBalances;
  expected: LedgerBalances;
  problems: LedgerProblem[];
};

function zeroBalances(): LedgerBalances {
  return {
    tenant_owes: 0,
    tenant_paid: 0,
    landlord_owed: 0,
    platform_fee: 0,
    landlord_paid: 0,
    loan_receivable: 0,
    loan_funded: 0,
    loan_collected: 0,
    loan_income: 0,
  };
}

/** Each account's balance in its normal sign. */
export function ledgerBalances(lines: readonly LedgerLine[]): LedgerBalances {
  const balances = zeroBalances();
  for (const l of lines) {
    balances[l.account] += DEBIT_NORMAL.has(l.account) ? l.debit - l.credit : l.credit - l.debit;
  }
  return balances;
}

/** The balances the payment tables call for. */
export function expectedBalances(facts: ContractLedgerFacts): LedgerBalances {
  const expected = zeroBalances();
  for (const item of facts.items) {
    if (!item.invoiced) continue;
    const principalPaid = item.paidAmount - item.interestAmount;
    const open = item.cancelled ? 0 : item.amount - principalPaid;
    expected.tenant_owes += open;
    // What the landlord is owed of the item: its claim as paid off or still open, plus interest.
    expected.landlord_owed += open + principalPaid + item.interestAmount;
  }
  expected.tenant_paid = facts.paymentsTotal;
  for (const p of facts.payouts) {
    if (p.status !== 'booked') continue;
    expected.platform_fee += p.fee;
    expected.landlord_paid += p.gross - p.fee;
    expected.landlord_owed -= p.gross;
  }
  if (facts.loans) {
    expected.loan_funded = facts.loans.funded;
    expected.loan_receivable = facts.loans.funded - facts.loans.principalRepaid;
    expected.loan_collected = facts.loans.collected;
    expected.loan_income = facts.loans.collected - facts.loans.principalRepaid;
  }
  return expected;
}

const MISMATCH: Record<LedgerAccount, LedgerProblemCode> = {
  tenant_owes: 'tenant_owes_mismatch',
  tenant_paid: 'tenant_paid_mismatch',
  landlord_owed: 'landlord_owed_mismatch',
  platform_fee: 'platform_fee_mismatch',
  landlord_paid: 'landlord_paid_mismatch',
  loan_receivable: 'loan_receivable_mismatch',
  loan_funded: 'loan_funded_mismatch',
  loan_collected: 'loan_collected_mismatch',
  loan_income: 'loan_income_mismatch',
};

/**
 * Proves one contract's ledger: its debits equal its credits, every account holds what the
 * payment tables say, and no more went out to the landlord than came in from the tenant.
 */
export function checkContractLedger(
  lines: readonly LedgerLine[],
  facts: ContractLedgerFacts,
): LedgerCheck {
  let totalDebit = 0;
  let totalCredit = 0;
  for (const l of lines) {
    totalDebit += l.debit;
    totalCredit += l.credit;
  }
  const balances = ledgerBalances(lines);
  const expected = expectedBalances(facts);
  const problems: LedgerProblem[] = [];
  if (totalDebit !== totalCredit)
    problems.push({ code: 'unbalanced', expected: totalDebit, actual: totalCredit });
  for (const account of LEDGER_ACCOUNTS) {
    if (balances[account] !== expected[account])
      problems.push({
        code: MISMATCH[account],
        expected: expected[account],
        actual: balances[account],
      });
  }
  const paidOut = balances.landlord_paid + balances.platform_fee;
  if (paidOut > balances.tenant_paid)
    problems.push({
      code: 'paid_out_more_than_collected',
      expected: balances.tenant_paid,
      actual: paidOut,
    });
  return {
    balanced: problems.length === 0,
    totalDebit,
    totalCredit,
    balances,
    expected,
    problems,
  };
}
