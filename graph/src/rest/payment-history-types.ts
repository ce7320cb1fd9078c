/**
 * REST response shapes of the tenant's payment history, inferred from the api's response schemas;
 * the enums' values come from @leiga/domain.
 */
import { PAYMENT_OUTCOMES, PAYMENT_RECORD_EFFECTS } from '@leiga/domain';
import type { RestPaymentHistory } from '@leiga/api/contract';

export type { RestPaymentHistory };
export type RestPaymentHistoryMonth = RestPaymentHistory['months'][number];

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const PaymentOutcome = enumOf(PAYMENT_OUTCOMES);
export type PaymentOutcome = (typeof PaymentOutcome)[keyof typeof PaymentOutcome];
export const PaymentRecordEffect = enumOf(PAYMENT_RECORD_EFFECTS);
export type PaymentRecordEffect = (typeof PaymentRecordEffect)[keyof typeof PaymentRecordEffect];
