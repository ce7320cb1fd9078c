import { z } from 'zod';
import { PAYMENT_SCHEDULE } from './constants.js';

const date = z.iso.date({ error: 'validation.date' });
const itemAmount = z
  .number({ error: 'validation.number' })
  .int({ error: 'validation.amount_whole' })
  .min(1, { error: 'validation.amount_positive' })
  .max(PAYMENT_SCHEDULE.maxItemAmount, { error: 'validation.amount_too_large' });

type DatedItem = {
  due_date?: string | undefined;
  final_due_date?: string | undefined;
  period_start?: string | undefined;
  period_end?: string | undefined;
};

/** The final due date is not before the due date; a period does not end before it starts. */
function checkDateOrder(value: DatedItem, ctx: z.RefinementCtx): void {
  if (value.due_date && value.final_due_date && value.final_due_date < value.due_date)
    ctx.addIssue({
      code: 'custom',
      path: ['final_due_date'],
      message: 'validation.final_due_before_due',
    });
  if (value.period_start && value.period_end && value.period_end < value.period_start)
    ctx.addIssue({
      code: 'custom',
      path: ['period_end'],
      message: 'validation.period_end_before_start',
    });
}

/** POST contracts/{id}/payment-schedule/: an item added by hand. */
export const paymentScheduleItemCreateSchema = z
  .object({
    due_date: date,
    /** Defaults to finalDueDays after the due date. */
    final_due_date: date.optional(),
    period_start: date.optional(),
    period_end: date.optional(),
    amount: itemAmount,
  })
  .superRefine(checkDateOrder);
export type PaymentScheduleItemCreate = z.infer<typeof paymentScheduleItemCreateSchema>;

/** PATCH contracts/{id}/payment-schedule/{date}/: what the landlord may change of an unpaid item. */
export const paymentScheduleItemPatchSchema = z
  .object({
    due_date: date.optional(),
    final_due_date: date.optional(),
    period_start: date.optional(),
    period_end: date.optional(),
    amount: itemAmount.optional(),
  })
  .superRefine(checkDateOrder);
export type PaymentScheduleItemPatch = z.infer<typeof paymentScheduleItemPatchSchema>;

/** The web form of an item: amount and the two dates. */
export const paymentScheduleItemFormSchema = z
  .object({ due_date: date, final_due_date: date, amount: itemAmount })
  .superRefine(checkDateOrder);
export type PaymentScheduleItemForm = z.infer<typeof paymentScheduleItemFormSchema>;
