import { desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  checkContractLedger,
  type ContractLedgerFacts,
  type LedgerAccount,
  type LedgerLine,
} from '@leiga/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { gatherLoanLedgerFacts } from '../loans/loan-ledger.js';
import { billFeeOf, payoutLedgerAmounts } from '../payments/billing-amounts.js';
import {
  ledgerEntries,
  ledgerReconciliations,
  paymentScheduleItems,
  paymentTransactions,
  payouts,
  type ReconciliationFinding,
} from '../../db/schema/index.js';

export type ReconciliationRow = typeof ledgerReconciliations.$inferSelect;
export type ReconciliationTrigger = ReconciliationRow['trigger'];

/** A run keeps at most this many unbalanced contracts; the count says how many there were. */
const MAX_FINDINGS = 500;

const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

type Gathered = { lines: Map<number, LedgerLine[]>; facts: Map<number, ContractLedgerFacts> };

/**
 * Every contract's ledger sums and payment facts (a tenant loan's too), in six queries whatever
 * the count. A claim's
 * amount includes its bill payment fee, and a payout's gross and fee include it too: the fee is
 * owed by the tenant with the rent and kept back by the platform when the landlord is paid.
 */
async function gather(db: Db): Promise<Gathered> {
  const [sums, items, payments, paid, loans] = await Promise.all([
    db
      .select({
        contractId: ledgerEntries.contractId,
        account: ledgerEntries.account,
        debit: total(ledgerEntries.debit),
        credit: total(ledgerEntries.credit),
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.contractId, ledgerEntries.account),
    db
      .select({
        id: paymentScheduleItems.id,
        contractId: paymentScheduleItems.contractId,
        invoicedAt: paymentScheduleItems.invoicedAt,
        claimId: paymentScheduleItems.claimId,
        claimStatus: paymentScheduleItems.claimStatus,
        amount: paymentScheduleItems.amount,
        paymentFee: paymentScheduleItems.paymentFee,
        paymentFeeRemovedAt: paymentScheduleItems.paymentFeeRemovedAt,
        paidAmount: paymentScheduleItems.paidAmount,
        interestAmount: paymentScheduleItems.interestAmount,
      })
      .from(paymentScheduleItems)
      .where(
        or(
          isNotNull(paymentScheduleItems.invoicedAt),
          isNotNull(paymentScheduleItems.claimId),
          sql`${paymentScheduleItems.paidAmount} <> 0`,
        ),
      ),
    db
      .select({
        contractId: paymentScheduleItems.contractId,
        amount: total(paymentTransactions.amount),
      })
      .from(paymentTransactions)
      .innerJoin(paymentScheduleItems, eq(paymentScheduleItems.id, paymentTransactions.itemId))
      .groupBy(paymentScheduleItems.contractId),
    db
      .select({
        id: payouts.id,
        contractId: payouts.contractId,
        status: payouts.status,
        grossAmount: payouts.grossAmount,
        feeAmount: payouts.feeAmount,
        paymentFee: paymentScheduleItems.paymentFee,
        paymentFeeRemovedAt: paymentScheduleItems.paymentFeeRemovedAt,
      })
      .from(payouts)
      .innerJoin(paymentScheduleItems, eq(paymentScheduleItems.id, payouts.itemId))
      .where(eq(payouts.status, 'booked')),
    gatherLoanLedgerFacts(db),
  ]);

  const lines = new Map<number, LedgerLine[]>();
  const facts = new Map<number, ContractLedgerFacts>();
  const factsOf = (contractId: number): ContractLedgerFacts => {
    let f = facts.get(contractId);
    if (!f) {
      f = { items: [], paymentsTotal: 0, payouts: [] };
      facts.set(contractId, f);
      if (!lines.has(contractId)) lines.set(contractId, []);
    }
    return f;
  };
  for (const s of sums) {
    factsOf(s.contractId);
    lines.get(s.contractId)!.push({
      account: s.account as LedgerAccount,
      debit: s.debit,
      credit: s.credit,
    });
  }
  for (const item of items)
    factsOf(item.contractId).items.push({
      itemId: item.id,
      invoiced: item.invoicedAt !== null || item.claimId !== null,
      cancelled: item.claimStatus === 'cancelled',
      // The claim as made: the bill payment fee is part of what the tenant owes.
      amount: item.amount + billFeeOf(item),
      paidAmount: item.paidAmount,
      interestAmount: item.interestAmount,
    });
  for (const p of payments) factsOf(p.contractId).paymentsTotal = p.amount;
  for (const p of paid)
    factsOf(p.contractId).payouts.push({
      payoutId: p.id,
      status: p.status,
      // The bill payment fee is kept back at payout with the platform fee (billing-amounts.ts).
      ...payoutLedgerAmounts(p, p),
    });
  for (const [contractId, loan] of loans) factsOf(contractId).loans = loan;
  return { lines, facts };
}

/** Checks every contract's ledger against the payment tables (domain checkContractLedger). */
export async function findUnbalancedContracts(
  db: Db,
): Promise<{ checked: number; findings: ReconciliationFinding[] }> {
  const { lines, facts } = await gather(db);
  const findings: ReconciliationFinding[] = [];
  for (const [contractId, f] of facts) {
    const check = checkContractLedger(lines.get(contractId) ?? [], f);
    if (!check.balanced) findings.push({ contractId, problems: check.problems });
  }
  findings.sort((a, b) => a.contractId - b.contractId);
  return { checked: facts.size, findings };
}

/** Runs the reconciliation and keeps its result. */
export async function runReconciliation(
  db: Db,
  trigger: ReconciliationTrigger,
  startedBy: number | null,
): Promise<ReconciliationRow> {
  const started = performance.now();
  const { checked, findings } = await findUnbalancedContracts(db);
  const [row] = await db
    .insert(ledgerReconciliations)
    .values({
      trigger,
      startedBy,
      contractsChecked: checked,
      contractsUnbalanced: findings.length,
      isBalanced: findings.length === 0,
      findings: findings.slice(0, MAX_FINDINGS),
      durationMs: Math.round(performance.now() - started),
    })
    .returning();
  return row!;
}

export async function pageReconciliations(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: ReconciliationRow[] }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(ledgerReconciliations)
      .orderBy(desc(ledgerReconciliations.createdAt), desc(ledgerReconciliations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(ledgerReconciliations),
  ]);
  return { total: count?.n ?? 0, rows };
}
