/** The enum values the inspection steps' GraphQL enums stand for (codegen maps them here). */
import { KEY_RECIPIENTS, KEY_TYPES } from '@leiga/domain';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

export const InspectionKeyType = enumOf(KEY_TYPES);
export type InspectionKeyType = ValueOf<typeof InspectionKeyType>;
export const InspectionKeyRecipient = enumOf(KEY_RECIPIENTS);
export type InspectionKeyRecipient = ValueOf<typeof InspectionKeyRecipient>;
