import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { contracts, paymentScheduleItems, users } from '../db/schema/index.js';
import {
  invoiceItem,
  pollClaimPayments,
  type BillingDeps,
} from '../modules/payments/billing-service.js';
import type { PayoutDeps } from '../modules/payments/payouts-service.js';
import { SandboxClaimsBank } from '../providers/claims/sandbox-claims-bank.js';
import { SandboxPayoutBank } from '../providers/payouts/sandbox-payout-bank.js';

/** The demo landlord whose 2026 lease with Anna has a paid history. */
export const HISTORY_LANDLORD = 'magnus@leiga.is';
/** The first day of the lease that gets the history (seed-contracts' committed lease of 2026). */
export const HISTORY_LEASE_START = '2026-01-01';

const DAY_MS = 86_400_000;

/** How the tenant pays one month at the sandbox bank. */
export type DemoPayment =
  | { kind: 'on_time' }
  /** Paid in full this many days after the final due date: the bank adds default interest. */
  | { kind: 'late'; daysAfterFinalDue: number }
  /** Only this share (in percent) of the claim is paid, on the due date; the rest stays open. */
  | { kind: 'partly'; percent: number }
  /** Invoiced, nothing paid yet. */
  | { kind: 'open' };

/**
 * The lease's months by due month (YYYY-MM): on time but for one month paid late and one paid
 * only partly, and November's claim still open. Months not named here are left alone.
 */
export const DEMO_PAYMENTS: Readonly<Record<string, DemoPayment>> = {
  '2026-01': { kind: 'on_time' },
  '2026-02': { kind: 'on_time' },
  '2026-03': { kind: 'on_time' },
  '2026-04': { kind: 'late', daysAfterFinalDue: 12 },
  '2026-05': { kind: 'on_time' },
  '2026-06': { kind: 'on_time' },
  '2026-07': { kind: 'on_time' },
  '2026-08': { kind: 'on_time' },
  '2026-09': { kind: 'partly', percent: 60 },
  '2026-10': { kind: 'on_time' },
  '2026-11': { kind: 'open' },
};

const atNine = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T09:00:00Z`) + plusDays * DAY_MS);

/**
 * A few months of rent on Magnús's 2026 lease with Anna, through the real flows: the landlord's
 * invoice makes a claim at the sandbox bank, the bank books Anna's payment (one late with default
 * interest, one partly), one poll records the bookings and sends the payouts. So the ledger, the
 * income summary, the payouts and Anna's payment history all have something to show, and the
 * ledger reconciles as it would after real use.
 */
export async function seedPaymentHistory(db: Db, config: Config): Promise<void> {
  const [lease] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.createdById))
    .where(
      and(
        eq(users.email, HISTORY_LANDLORD),
        eq(contracts.status, 'committed'),
        eq(contracts.startDate, HISTORY_LEASE_START),
      ),
    )
    .limit(1);
  if (!lease) return;
  const bank = new SandboxClaimsBank(db);
  const deps: BillingDeps & PayoutDeps = {
    db,
    claims: bank,
    payouts: new SandboxPayoutBank(db),
    config,
  };
  const items = await db
    .select()
    .from(paymentScheduleItems)
    .where(eq(paymentScheduleItems.contractId, lease.id))
    .orderBy(asc(paymentScheduleItems.dueDate));
  for (const item of items) {
    const payment = DEMO_PAYMENTS[item.dueDate.slice(0, 7)];
    if (!payment) continue;
    const invoiced = await invoiceItem(deps, lease.id, item.dueDate);
    const claimId = invoiced.claimId!;
    if (payment.kind === 'on_time') await bank.pay(claimId, { paidAt: atNine(item.dueDate) });
    if (payment.kind === 'late')
      await bank.pay(claimId, {
        paidAt: atNine(invoiced.finalDueDate, payment.daysAfterFinalDue),
      });
    if (payment.kind === 'partly') {
      const claim = await bank.getClaim(claimId);
      await bank.pay(claimId, {
        amount: Math.floor((claim.amount * payment.percent) / 100),
        paidAt: atNine(item.dueDate),
      });
    }
  }
  await pollClaimPayments(deps);
}
