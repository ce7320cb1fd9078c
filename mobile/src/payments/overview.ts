import type { MobileMyPaymentContractsQuery } from '../__generated__/graphql';
import type { ContractSchedule } from './use-payment-schedules';

type Contract = MobileMyPaymentContractsQuery['contracts']['items'][number];
type Item = ContractSchedule['items'][number];

/** One rent period with the contract it belongs to. */
export type PaymentEntry = { item: Item; contract: Contract; currency: string };

/** The overview's three groups, each oldest first except paid (newest first). */
export type PaymentsOverview = { late: PaymentEntry[]; due: PaymentEntry[]; paid: PaymentEntry[] };

/** How many paid periods the overview shows: the newest; the contract has the rest. */
export const PAID_SHOWN = 10;

const byDue = (a: PaymentEntry, b: PaymentEntry) => a.item.dueDate.localeCompare(b.item.dueDate);

/**
 * Sorts every period of the tenant's contracts: late (after the final due date, unpaid), due
 * next (due now or partly paid, and each contract's next upcoming one) and the newest paid.
 */
export function paymentsOverview(
  contracts: readonly Contract[],
  schedules: ReadonlyMap<string, ContractSchedule>,
): PaymentsOverview {
  const late: PaymentEntry[] = [];
  const due: PaymentEntry[] = [];
  const paid: PaymentEntry[] = [];
  for (const contract of contracts) {
    const schedule = schedules.get(contract.id);
    if (!schedule) continue;
    const entries = schedule.items
      .map((item) => ({ item, contract, currency: schedule.currency }))
      .sort(byDue);
    const upcoming = entries.find((e) => e.item.status === 'UPCOMING');
    for (const entry of entries) {
      const { status } = entry.item;
      if (status === 'LATE') late.push(entry);
      else if (status === 'DUE' || status === 'PARTLY_PAID' || entry === upcoming) due.push(entry);
      else if (status === 'PAID') paid.push(entry);
    }
  }
  paid.sort((a, b) => byDue(b, a));
  return { late: late.sort(byDue), due: due.sort(byDue), paid: paid.slice(0, PAID_SHOWN) };
}

/** What is still owed for a period: the bill with any default interest, less what was paid. */
export function owedOf(item: Item): number {
  return Math.max(0, item.amountDue + item.interestAmount - item.paidAmount);
}
