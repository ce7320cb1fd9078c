import { countMonthsBetween, getMonthKeyOfDate } from '@leiga/domain';
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
import { demoCalendar, type DemoCalendar } from './demo-calendar.js';

/** The demo landlord whose committed lease with Anna has a paid history. */
export const HISTORY_LANDLORD = 'magnus@leiga.is';

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
 * The lease's first eleven months, by month from its start: on time but for the fourth month paid
 * late and the ninth only partly, and the eleventh (last month's) claim still open. The lease
 * began eleven months before this month (demo-calendar), so this month is its twelfth and is left
 * alone.
 */
export const DEMO_PAYMENTS: readonly DemoPayment[] = [
  { kind: 'on_time' },
  { kind: 'on_time' },
  { kind: 'on_time' },
  { kind: 'late', daysAfterFinalDue: 12 },
  { kind: 'on_time' },
  { kind: 'on_time' },
  { kind: 'on_time' },
  { kind: 'on_time' },
  { kind: 'partly', percent: 60 },
  { kind: 'on_time' },
  { kind: 'open' },
];

/** The month of `date` (YYYY-MM-DD) counted from the month of `start`: 0 for the first. */
export function monthOfLease(start: string, date: string): number {
  return countMonthsBetween(getMonthKeyOfDate(start), getMonthKeyOfDate(date));
}

/** The demo's payment of the lease month `dueDate` falls in, if it has one. */
function demoPaymentOf(start: string, dueDate: string): DemoPayment | undefined {
  return DEMO_PAYMENTS[monthOfLease(start, dueDate)];
}

const atNine = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T09:00:00Z`) + plusDays * DAY_MS);

/**
 * A few months of rent on Magnús's committed lease with Anna, through the real flows: the
 * landlord's invoice makes a claim at the sandbox bank, the bank books Anna's payment (one late
 * with default interest, one partly), one poll records the bookings and sends the payouts. So the
 * ledger, the income summary, the payouts and Anna's payment history all have something to show,
 * and the ledger reconciles as it would after real use.
 */
export async function seedPaymentHistory(
  db: Db,
  config: Config,
  calendar: DemoCalendar = demoCalendar(),
): Promise<void> {
  const start = calendar.committedLease.start;
  const [lease] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.createdById))
    .where(
      and(
        eq(users.email, HISTORY_LANDLORD),
        eq(contracts.status, 'committed'),
        eq(contracts.startDate, start),
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
    const payment = demoPaymentOf(start, item.dueDate);
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
