import { z } from 'zod';
import { SCHEDULE_ITEM_STATUSES } from '@leiga/domain';
import { isoDate, isoMoment } from '../../http/responses.js';

/** The REST answers of the payment schedule (SPEC 7 Contracts, payment schedule). */
const amount = z.number().int();

export const scheduleItemResponse = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  /** The item's address in the paths: its due date. */
  date: isoDate,
  due_date: isoDate,
  final_due_date: isoDate,
  period_start: isoDate,
  period_end: isoDate,
  rent_amount: amount,
  index_month_key: z.string().nullable(),
  index_value: z.number().nullable(),
  utilities: z.array(z.object({ tag: z.string(), amount })),
  amount,
  currency: z.string(),
  payment_fee: amount,
  payment_fee_removed_at: isoMoment.nullable(),
  /** amount plus the payment fee unless it was removed. */
  amount_due: amount,
  is_manual: z.boolean(),
  status: z.enum(SCHEDULE_ITEM_STATUSES),
  /** Why the item cannot be changed now, or null when it can. */
  locked_reason: z.enum(['item_paid', 'item_invoiced']).nullable(),
  claim: z.object({
    id: z.string().nullable(),
    status: z.enum(['unpaid', 'partly_paid', 'paid', 'cancelled']).nullable(),
    invoiced_at: isoMoment.nullable(),
    cancelled_at: isoMoment.nullable(),
  }),
  paid_amount: amount,
  interest_amount: amount,
  paid_at: isoMoment.nullable(),
  updated_at: isoMoment,
});

export const scheduleTotalsResponse = z.object({
  amount,
  fees: amount,
  amount_due: amount,
  paid: amount,
  outstanding: amount,
  late: amount,
});

export const scheduleListResponse = z.object({
  count: z.number().int(),
  currency: z.string(),
  /** Whether the caller may change the schedule (the landlord side and staff). */
  can_edit: z.boolean(),
  totals: scheduleTotalsResponse,
  results: z.array(scheduleItemResponse),
});
