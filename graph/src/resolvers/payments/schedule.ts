import type { ContractResolvers, MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

/** Only the fields given: PATCH changes what the input names. */
function pickDefined<T extends Record<string, unknown>>(values: T) {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** A contract's schedule: one batch REST call for every contract of the operation. */
export const ScheduleContract: Pick<ContractResolvers, 'paymentSchedule'> = {
  paymentSchedule: (c, _args, { dataSources }) =>
    dataSources.paymentSchedule.schedules.load(Number(c.id)),
};

/** The api decides who may change what (FORBIDDEN, CONFLICT item_paid / item_invoiced). */
export const ScheduleMutation: Pick<
  MutationResolvers,
  'addPaymentScheduleItem' | 'updatePaymentScheduleItem' | 'removePaymentScheduleItem'
> = {
  addPaymentScheduleItem: (_root, { input }, { dataSources }) =>
    dataSources.paymentSchedule.addItem(
      toRestId(input.contractId, 'contractId'),
      pickDefined({
        due_date: input.dueDate,
        final_due_date: input.finalDueDate,
        period_start: input.periodStart,
        period_end: input.periodEnd,
        amount: input.amount,
      }),
    ),
  updatePaymentScheduleItem: (_root, { input }, { dataSources }) =>
    dataSources.paymentSchedule.updateItem(
      toRestId(input.contractId, 'contractId'),
      input.date,
      pickDefined({
        due_date: input.dueDate,
        final_due_date: input.finalDueDate,
        period_start: input.periodStart,
        period_end: input.periodEnd,
        amount: input.amount,
      }),
    ),
  removePaymentScheduleItem: (_root, { input }, { dataSources }) =>
    dataSources.paymentSchedule.removeItem(toRestId(input.contractId, 'contractId'), input.date),
};
