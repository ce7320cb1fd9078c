import { and, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { InvoiceListFilter, PayoutListFilter } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import {
  contractParties,
  contracts,
  paymentScheduleItems,
  payouts,
  staffFinanceActions,
} from '../../db/schema/index.js';
import type { PayoutRow, ScheduleItemRow } from './billing-repository.js';

export type StaffActionRow = typeof staffFinanceActions.$inferSelect;
export type PageWindow = { offset: number; limit: number } | 'all';

/** The contracts on whose landlord side a user stands: made by them or naming them landlord. */
const landlordContractIds = (userId: number) =>
  sql`(select ${contracts.id} from ${contracts} where ${contracts.createdById} = ${userId}
       union select ${contractParties.contractId} from ${contractParties}
       where ${contractParties.userId} = ${userId} and ${contractParties.role} = 'landlord')`;

/** The end of a day given as YYYY-MM-DD, for an inclusive `to`. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function payoutConditions(userId: number, filter: PayoutListFilter): SQL[] {
  const where: SQL[] = [eq(payouts.userId, userId)];
  if (filter.from) where.push(gte(payouts.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lt(payouts.createdAt, dayAfter(filter.to)));
  if (filter.status) where.push(eq(payouts.status, filter.status));
  if (filter.contract) where.push(eq(payouts.contractId, filter.contract));
  return where;
}

export type PayoutWithDue = { payout: PayoutRow; dueDate: string };
export type PayoutTotals = { gross_amount: number; fee_amount: number; amount: number };

/** The payee's payouts, newest first, with the totals of every payout the filter keeps. */
export async function pagePayouts(
  db: Db,
  userId: number,
  filter: PayoutListFilter,
  window: PageWindow,
): Promise<{ count: number; totals: PayoutTotals; rows: PayoutWithDue[] }> {
  const where = and(...payoutConditions(userId, filter));
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      gross: sql<number>`coalesce(sum(${payouts.grossAmount}), 0)::int`,
      fee: sql<number>`coalesce(sum(${payouts.feeAmount}), 0)::int`,
      amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::int`,
    })
    .from(payouts)
    .where(where);
  const query = db
    .select({ payout: payouts, dueDate: paymentScheduleItems.dueDate })
    .from(payouts)
    .innerJoin(paymentScheduleItems, eq(paymentScheduleItems.id, payouts.itemId))
    .where(where)
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  const rows =
    window === 'all' ? await query : await query.limit(window.limit).offset(window.offset);
  return {
    count: sums!.count,
    totals: { gross_amount: sums!.gross, fee_amount: sums!.fee, amount: sums!.amount },
    rows,
  };
}

export async function findPayout(db: Db, id: number): Promise<PayoutWithDue | undefined> {
  const [row] = await db
    .select({ payout: payouts, dueDate: paymentScheduleItems.dueDate })
    .from(payouts)
    .innerJoin(paymentScheduleItems, eq(paymentScheduleItems.id, payouts.itemId))
    .where(eq(payouts.id, id));
  return row;
}

function invoiceConditions(userId: number, filter: InvoiceListFilter, today: string): SQL[] {
  const item = paymentScheduleItems;
  const where: SQL[] = [
    isNotNull(item.claimId),
    inArray(item.contractId, landlordContractIds(userId)),
  ];
  if (filter.from) where.push(gte(item.dueDate, filter.from));
  if (filter.to) where.push(lte(item.dueDate, filter.to));
  if (filter.contract) where.push(eq(item.contractId, filter.contract));
  if (filter.status === 'overdue') {
    where.push(
      or(eq(item.claimStatus, 'unpaid'), eq(item.claimStatus, 'partly_paid'))!,
      lt(item.finalDueDate, today),
    );
  } else if (filter.status) {
    where.push(eq(item.claimStatus, filter.status));
  }
  return where;
}

export type InvoiceTotals = { claim_amount: number; paid_amount: number; outstanding: number };

const claimAmountSql = sql<number>`(${paymentScheduleItems.amount} + case when ${paymentScheduleItems.paymentFeeRemovedAt} is null then ${paymentScheduleItems.paymentFee} else 0 end)`;

/** The bills (items with a claim) of the landlord's contracts, by due date, with totals. */
export async function pageInvoices(
  db: Db,
  userId: number,
  filter: InvoiceListFilter,
  today: string,
  window: PageWindow,
): Promise<{ count: number; totals: InvoiceTotals; rows: ScheduleItemRow[] }> {
  const where = and(...invoiceConditions(userId, filter, today));
  const item = paymentScheduleItems;
  const [sums] = await db
    .select({
      count: sql<number>`count(*)::int`,
      claim: sql<number>`coalesce(sum(case when ${item.claimStatus} = 'cancelled' then 0 else ${claimAmountSql} end), 0)::int`,
      paid: sql<number>`coalesce(sum(${item.paidAmount}), 0)::int`,
      outstanding: sql<number>`coalesce(sum(case when ${item.claimStatus} in ('unpaid', 'partly_paid') then greatest(0, ${claimAmountSql} - (${item.paidAmount} - ${item.interestAmount})) else 0 end), 0)::int`,
    })
    .from(item)
    .where(where);
  const query = db.select().from(item).where(where).orderBy(desc(item.dueDate), desc(item.id));
  const rows =
    window === 'all' ? await query : await query.limit(window.limit).offset(window.offset);
  const claim = sums!.claim;
  const paid = sums!.paid;
  return {
    count: sums!.count,
    totals: { claim_amount: claim, paid_amount: paid, outstanding: sums!.outstanding },
    rows,
  };
}

/** Staff: a contract's bills (every item, invoiced or not), payouts and finance actions. */
export async function findContractPaymentServices(db: Db, contractId: number) {
  const [items, payoutRows, actions] = await Promise.all([
    db
      .select()
      .from(paymentScheduleItems)
      .where(eq(paymentScheduleItems.contractId, contractId))
      .orderBy(paymentScheduleItems.dueDate),
    db.select().from(payouts).where(eq(payouts.contractId, contractId)).orderBy(payouts.id),
    db
      .select()
      .from(staffFinanceActions)
      .where(eq(staffFinanceActions.contractId, contractId))
      .orderBy(desc(staffFinanceActions.createdAt), desc(staffFinanceActions.id)),
  ]);
  return { items, payouts: payoutRows, actions };
}

/** Staff: the contracts with any bill or payout, newest activity first. */
export async function pageContractsWithBills(db: Db, offset: number, limit: number) {
  const item = paymentScheduleItems;
  const base = db
    .select({
      contractId: item.contractId,
      bills: sql<number>`count(${item.claimId})::int`,
      lastDue: sql<string>`max(${item.dueDate})`,
    })
    .from(item)
    .where(isNotNull(item.claimId))
    .groupBy(item.contractId);
  const [count] = await db
    .select({ n: sql<number>`count(distinct ${item.contractId})::int` })
    .from(item)
    .where(isNotNull(item.claimId));
  const rows = await base
    .orderBy(desc(sql`max(${item.dueDate})`), desc(item.contractId))
    .limit(limit)
    .offset(offset);
  return { count: count!.n, rows };
}
