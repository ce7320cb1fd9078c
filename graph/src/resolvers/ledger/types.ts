import type {
  LedgerFindingResolvers,
  LedgerProblemResolvers,
  LedgerReconciliationPageResolvers,
  LedgerReconciliationResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase. */
export const LedgerProblem: LedgerProblemResolvers = {};

export const LedgerFinding: LedgerFindingResolvers = {
  contractId: (f) => f.contract_id,
};

export const LedgerReconciliation: LedgerReconciliationResolvers = {
  startedById: (r) => r.started_by,
  contractsChecked: (r) => r.contracts_checked,
  contractsUnbalanced: (r) => r.contracts_unbalanced,
  isBalanced: (r) => r.is_balanced,
  durationMs: (r) => r.duration_ms,
  createdAt: (r) => r.created_at,
};

export const LedgerReconciliationPage: LedgerReconciliationPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export { LedgerProblemCode, LedgerReconciliationTrigger } from '../../rest/ledger-types.js';
