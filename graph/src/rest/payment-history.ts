import { LeigaDataSource } from './base.js';
import type { RestPaymentHistory } from './payment-history-types.js';

const BASE = 'tenants/payment-history/';

/** The signed-in tenant's on-time payment history and the choice to show it. One per request. */
export class PaymentHistoryAPI extends LeigaDataSource {
  getMine() {
    return this.get<RestPaymentHistory>(BASE);
  }

  setShown(isShown: boolean) {
    return this.put<RestPaymentHistory>(`${BASE}sharing/`, {
      body: { is_payment_history_shown: isShown },
    });
  }
}
