/**
 * REST shapes of payout methods, the bank check and key handovers, inferred from the api's
 * response schemas; the handover directions come from @leiga/domain.
 */
import { KEY_DIRECTIONS } from '@leiga/domain';
import type { RestKeyTransaction, RestPayoutMethod, RestVerifyAccount } from '@leiga/api/contract';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

/** Enum resolver and codegen `enumValues` (see codegen.ts). */
export const KeyHandoverDirection = enumOf(KEY_DIRECTIONS);
export type KeyHandoverDirection = (typeof KeyHandoverDirection)[keyof typeof KeyHandoverDirection];

export type { RestKeyTransaction, RestPayoutMethod };

export type RestIcelandicFormat = NonNullable<RestVerifyAccount['icelandic_format']>;

/** The bank's answer with the IBAN it was asked about (the REST answer does not repeat it). */
export type GraphBankAccountCheck = RestVerifyAccount & { iban: string };
