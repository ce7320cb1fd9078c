export {
  LedgerConflictError,
  recordLedgerEvent,
  listContractLedger,
  type LedgerRecordResult,
} from './ledger-repository.js';
export { findUnbalancedContracts, runReconciliation } from './reconciliation.js';
export { startLedgerReconciliation } from './reconciliation-job.js';
export { ledgerRoutes } from './ledger-routes.js';
