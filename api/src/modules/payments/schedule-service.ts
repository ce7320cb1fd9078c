import {
  addMonthsToKey,
  buildPaymentSchedule,
  getContractAccess,
  getFinalDueDate,
  getMonthKeyOfDate,
  getScheduleItemChangeRefusal,
  isCommittedStatus,
  PAYMENT_SCHEDULE,
  type IndexTable,
  type PaymentScheduleItemCreate,
  type PaymentScheduleItemPatch,
  type ScheduleItemRefusal,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { PriceIndexProvider } from '../../providers/price-index/price-index-provider.js';
import type { ContractSubject } from '../contracts/access.js';
import type { ContractRow } from '../contracts/contracts-repository.js';
import {
  deleteScheduleItem,
  deleteUntouchedGeneratedItems,
  findScheduleItem,
  insertScheduleItems,
  updateScheduleItem,
  type ScheduleItemRow,
} from './schedule-repository.js';
import { toItemFacts } from './schedule-view.js';

const REFUSAL_TEXT: Record<ScheduleItemRefusal, string> = {
  item_paid: 'A payment was received for this item, so it cannot be changed or deleted.',
  item_invoiced:
    'A claim for this item is in the tenant’s online bank; revert the claim before changing it.',
};

/** The index values a schedule may need: from the lease's base month (or start) on. */
export async function loadScheduleIndex(
  priceIndex: PriceIndexProvider,
  lease: { isIndexed: boolean; startDate: string | null; indexBaseMonth: string | null },
): Promise<IndexTable> {
  if (!lease.isIndexed || !lease.startDate) return {};
  const start = getMonthKeyOfDate(lease.startDate);
  const base = lease.indexBaseMonth;
  const from = base && base < start ? base : start;
  return priceIndex.getValues(from, addMonthsToKey(start, SCHEDULE_INDEX_MONTHS));
}

/** How far ahead of the start index values are read: past any schedule's last month. */
const SCHEDULE_INDEX_MONTHS = 1200;

/**
 * Makes (or remakes) the schedule of a committed contract from its period, rent, index terms
 * and utilities, inside the caller's transaction; the index values are read beforehand
 * (loadScheduleIndex), outside it. Idempotent: items no claim or payment touched are replaced,
 * the rest stay, and one due date is never held twice.
 */
export async function generatePaymentSchedule(
  tx: Db | Tx,
  row: ContractRow,
  index: IndexTable,
): Promise<ScheduleItemRow[]> {
  if (!row.startDate || row.price === null) return [];
  const contract = {
    startDate: row.startDate,
    endDate: row.endDate,
    isDefinite: row.isDefinite,
    price: Math.round(row.price),
    isIndexed: row.isIndexed,
    indexBaseMonth: row.indexBaseMonth,
    indexBaseValue: row.indexBaseValue,
    utilities: row.utilities,
  };
  const drafts = buildPaymentSchedule(contract, { index });
  await deleteUntouchedGeneratedItems(tx, row.id);
  return insertScheduleItems(tx, row.id, row.currency ?? 'ISK', drafts);
}

/** Whether the caller changes the schedule: the landlord side, write collaborators and staff. */
export function canEditSchedule({ actor }: ContractSubject): boolean {
  return getContractAccess(actor) === 'edit';
}

export function assertCanEditSchedule(subject: ContractSubject): void {
  if (!canEditSchedule(subject))
    throw forbidden('Only the landlord side and staff may change the payment schedule.');
  assertCommitted(subject.row);
}

/** SPEC 4: the payment schedule exists only once the contract is committed. */
export function assertCommitted(row: ContractRow): void {
  if (!isCommittedStatus(row.status))
    throw conflict(
      'The payment schedule exists once the contract is committed.',
      'contract_not_committed',
    );
}

export async function getScheduleItem(
  ctx: AppContext,
  contractId: number,
  date: string,
): Promise<ScheduleItemRow> {
  const item = await findScheduleItem(ctx.db, contractId, date);
  if (!item) throw notFound('No item of the payment schedule is due on this date.');
  return item;
}

function assertChangeable(item: ScheduleItemRow): void {
  const refusal = getScheduleItemChangeRefusal(toItemFacts(item));
  if (refusal) throw conflict(REFUSAL_TEXT[refusal], refusal);
}

async function assertDateFree(ctx: AppContext, contractId: number, date: string) {
  if (await findScheduleItem(ctx.db, contractId, date))
    throw conflict('Another item is already due on this date.', 'due_date_taken', {
      due_date: 'validation.due_date_taken',
    });
}

export async function addScheduleItem(
  ctx: AppContext,
  subject: ContractSubject,
  body: PaymentScheduleItemCreate,
): Promise<ScheduleItemRow> {
  assertCanEditSchedule(subject);
  const { row } = subject;
  await assertDateFree(ctx, row.id, body.due_date);
  const [item] = await insertScheduleItems(
    ctx.db,
    row.id,
    row.currency ?? 'ISK',
    [
      {
        dueDate: body.due_date,
        finalDueDate: body.final_due_date ?? getFinalDueDate(body.due_date),
        periodStart: body.period_start ?? body.due_date,
        periodEnd: body.period_end ?? body.period_start ?? body.due_date,
        rentAmount: body.amount,
        indexMonthKey: null,
        indexValue: null,
        utilities: [],
        amount: body.amount,
        paymentFee: PAYMENT_SCHEDULE.paymentFee,
      },
    ],
    true,
  );
  // Two requests for one date at once: the unique index lets one in.
  if (!item) throw conflict('Another item is already due on this date.', 'due_date_taken');
  return item;
}

export async function changeScheduleItem(
  ctx: AppContext,
  subject: ContractSubject,
  item: ScheduleItemRow,
  body: PaymentScheduleItemPatch,
): Promise<ScheduleItemRow> {
  assertCanEditSchedule(subject);
  assertChangeable(item);
  const dueDate = body.due_date ?? item.dueDate;
  if (dueDate !== item.dueDate) await assertDateFree(ctx, item.contractId, dueDate);
  const finalDueDate =
    body.final_due_date ?? (body.due_date ? getFinalDueDate(body.due_date) : item.finalDueDate);
  const periodStart = body.period_start ?? item.periodStart;
  const periodEnd = body.period_end ?? item.periodEnd;
  if (finalDueDate < dueDate || periodEnd < periodStart)
    throw badRequest('The dates of the item are out of order.', {
      [finalDueDate < dueDate ? 'final_due_date' : 'period_end']:
        finalDueDate < dueDate
          ? 'validation.final_due_before_due'
          : 'validation.period_end_before_start',
    });
  const utilitiesTotal = item.utilities.reduce((sum, line) => sum + line.amount, 0);
  const amount = body.amount ?? item.amount;
  // A changed amount changes the rent; the utility lines stay what the contract says.
  const rentAmount =
    body.amount === undefined ? item.rentAmount : Math.max(0, amount - utilitiesTotal);
  return updateScheduleItem(ctx.db, item.id, {
    dueDate,
    finalDueDate,
    periodStart,
    periodEnd,
    amount,
    rentAmount,
    utilities: rentAmount + utilitiesTotal === amount ? item.utilities : [],
  });
}

export async function removeScheduleItem(
  ctx: AppContext,
  subject: ContractSubject,
  item: ScheduleItemRow,
): Promise<void> {
  assertCanEditSchedule(subject);
  assertChangeable(item);
  await deleteScheduleItem(ctx.db, item.id);
}
