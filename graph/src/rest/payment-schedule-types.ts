/**
 * REST shapes of the payment schedule, inferred from the api's response schemas (codegen
 * mappers point here); the statuses come from @leiga/domain.
 */
import { SCHEDULE_ITEM_STATUSES } from '@leiga/domain';
import type { RestScheduleItem, RestScheduleList, RestScheduleTotals } from '@leiga/api/contract';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

/** Enum resolvers and codegen `enumValues` (see codegen.ts). */
export const PaymentScheduleItemStatus = enumOf(SCHEDULE_ITEM_STATUSES);
export type PaymentScheduleItemStatus = ValueOf<typeof PaymentScheduleItemStatus>;
export const PaymentScheduleItemLock = enumOf([
  'item_paid',
  'item_invoiced',
] as const satisfies readonly NonNullable<RestScheduleItem['locked_reason']>[]);
export type PaymentScheduleItemLock = ValueOf<typeof PaymentScheduleItemLock>;
export const PaymentClaimStatus = enumOf([
  'unpaid',
  'partly_paid',
  'paid',
  'cancelled',
] as const satisfies readonly NonNullable<RestScheduleItem['claim']['status']>[]);
export type PaymentClaimStatus = ValueOf<typeof PaymentClaimStatus>;

export type { RestScheduleItem, RestScheduleTotals };
export type RestScheduleUtilityLine = RestScheduleItem['utilities'][number];
export type RestScheduleClaim = RestScheduleItem['claim'];
/** A schedule with the contract it is of (the batch read names it). */
export type GraphPaymentSchedule = RestScheduleList & { contract_id: number };
/** What a removal answers: the item's address. */
export type GraphRemovedScheduleItem = { contract_id: number; date: string };
