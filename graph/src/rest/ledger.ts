import { LeigaDataSource } from './base.js';
import type { RestLedgerReconciliation, RestLedgerReconciliationPage } from './ledger-types.js';

const BASE = 'ledger/reconciliations/';

/** Staff: the ledger's reconciliations. One instance per request. */
export class LedgerAPI extends LeigaDataSource {
  listReconciliations(paging: { page: number; pageSize: number }) {
    const params = new URLSearchParams({
      page: String(paging.page),
      page_size: String(paging.pageSize),
    });
    return this.get<RestLedgerReconciliationPage>(BASE, { params });
  }

  runReconciliation() {
    return this.post<RestLedgerReconciliation>(BASE, {
      headers: this.idempotencyHeader(`POST ${BASE}`),
    });
  }
}
