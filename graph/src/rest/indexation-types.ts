/**
 * REST shapes of CPI indexation: the index values staff keep, a contract's indexed rent and its
 * rent suggestion, inferred from the api's response schemas (codegen mappers point here).
 */
import type { RestIndexedRent, RestIndexValue, RestPriceEstimation } from '@leiga/api/contract';
import type { RestPageOf } from './types.js';

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}
type ValueOf<T> = T[keyof T];

/** Enum resolvers and codegen `enumValues` (see codegen.ts). */
export const IndexedRentMonthStatus = enumOf([
  'ok',
  'missing_index',
  'before_base',
  'not_indexed',
] as const satisfies readonly RestIndexedRent['months'][number]['status'][]);
export type IndexedRentMonthStatus = ValueOf<typeof IndexedRentMonthStatus>;
export const PriceEstimateStatus = enumOf([
  'ok',
  'insufficient_data',
  'failed',
] as const satisfies readonly RestPriceEstimation['status'][]);
export type PriceEstimateStatus = ValueOf<typeof PriceEstimateStatus>;

export type { RestIndexedRent, RestIndexValue, RestPriceEstimation };
export type RestIndexValueAuthor = NonNullable<RestIndexValue['created_by']>;
export type RestIndexedRentMonth = RestIndexedRent['months'][number];
export type GraphIndexValuePage = {
  kind: 'IndexValuePage';
  page: number;
  pageSize: number;
  rest: RestPageOf<RestIndexValue>;
};
