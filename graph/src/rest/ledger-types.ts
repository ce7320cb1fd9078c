/**
 * REST response shapes of the ledger's reconciliations, inferred from the api's response schemas;
 * the enums' values come from @leiga/domain.
 */
import { LEDGER_PROBLEMS } from '@leiga/domain';
import type { RestLedgerReconciliation, RestLedgerReconciliationPage } from '@leiga/api/contract';

export type { RestLedgerReconciliation, RestLedgerReconciliationPage };
export type RestLedgerFinding = RestLedgerReconciliation['findings'][number];
export type RestLedgerProblem = RestLedgerFinding['problems'][number];

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const LedgerProblemCode = enumOf(LEDGER_PROBLEMS);
export type LedgerProblemCode = (typeof LedgerProblemCode)[keyof typeof LedgerProblemCode];
export const LedgerReconciliationTrigger = enumOf(['schedule', 'staff'] as const);
export type LedgerReconciliationTrigger =
  (typeof LedgerReconciliationTrigger)[keyof typeof LedgerReconciliationTrigger];

export type GraphLedgerReconciliationPage = {
  kind: 'LedgerReconciliationPage';
  page: number;
  pageSize: number;
  rest: RestLedgerReconciliationPage;
};
