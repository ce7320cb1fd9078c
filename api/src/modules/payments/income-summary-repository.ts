import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import {
  incomePropertyOf,
  summarizeIncome,
  type IncomeItem,
  type IncomePayout,
  type IncomeSummary,
} from '@leiga/domain';
import type { Db } from '../../db/client.js';
import {
  contracts,
  paymentScheduleItems,
  paymentTransactions,
  payouts,
} from '../../db/schema/index.js';
import { billFeeOf } from './billing-amounts.js';

/**
 * The contracts whose rent is paid out to a user: the owner of the contract's payout method,
 * else its first landlord's account, else its maker (the same rule a payout follows,
 * payouts-service.ts createPayoutRow).
 */
const payeeContractIds = (userId: number) =>
  sql`(select c.id from contracts c where coalesce(
        (select pm.user_id from payout_methods pm
          where pm.id = (c.payout_method ->> 'id')::int),
        (select p.user_id from contract_parties p
          where p.contract_id = c.id and p.role = 'landlord' order by p.id limit 1),
        c.created_by) = ${userId})`;

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));

/**
 * The payee's income summary of a year: every schedule item with a payment booked that year
 * (with all its payments, so a part payment splits as it did) and every payout booked that year
 * and not reversed, read from the payment tables and grouped by the domain.
 */
export async function findIncomeSummary(
  db: Db,
  userId: number,
  year: number,
): Promise<IncomeSummary> {
  const from = yearStart(year);
  const to = yearStart(year + 1);
  const item = paymentScheduleItems;
  const bookedInYear = db
    .select({ id: paymentTransactions.itemId })
    .from(paymentTransactions)
    .where(and(gte(paymentTransactions.bookedAt, from), lt(paymentTransactions.bookedAt, to)));
  const itemRows = await db
    .select({
      item,
      realEstate: contracts.realEstate,
      listingType: contracts.listingType,
    })
    .from(item)
    .innerJoin(contracts, eq(contracts.id, item.contractId))
    .where(and(inArray(item.id, bookedInYear), inArray(item.contractId, payeeContractIds(userId))));
  const payments = itemRows.length
    ? await db
        .select()
        .from(paymentTransactions)
        .where(
          inArray(
            paymentTransactions.itemId,
            itemRows.map((r) => r.item.id),
          ),
        )
        .orderBy(paymentTransactions.bookedAt, paymentTransactions.id)
    : [];
  const payoutRows = await db
    .select({
      payout: payouts,
      realEstate: contracts.realEstate,
      listingType: contracts.listingType,
    })
    .from(payouts)
    .innerJoin(contracts, eq(contracts.id, payouts.contractId))
    .where(
      and(
        eq(payouts.status, 'booked'),
        gte(payouts.bookedAt, from),
        lt(payouts.bookedAt, to),
        inArray(payouts.contractId, payeeContractIds(userId)),
      ),
    );

  const items: IncomeItem[] = itemRows.map((row) => ({
    property: incomePropertyOf(row.realEstate, row.listingType, row.item.contractId),
    rentAmount: row.item.rentAmount,
    utilitiesAmount: row.item.amount - row.item.rentAmount,
    billFee: billFeeOf(row.item),
    payments: payments
      .filter((p) => p.itemId === row.item.id)
      .map((p) => ({
        bookedAt: p.bookedAt.toISOString(),
        amount: p.amount,
        interest: p.interestAmount,
      })),
  }));
  const paid: IncomePayout[] = payoutRows.map((row) => ({
    property: incomePropertyOf(row.realEstate, row.listingType, row.payout.contractId),
    bookedAt: (row.payout.bookedAt ?? row.payout.createdAt).toISOString(),
    feeAmount: row.payout.feeAmount,
    amount: row.payout.amount,
  }));
  return summarizeIncome({ year, items, payouts: paid });
}
