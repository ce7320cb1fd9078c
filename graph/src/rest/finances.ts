import DataLoader from 'dataloader';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  RestBill,
  RestFinancePayout,
  RestFinancePayoutPage,
  RestInvoicePage,
  RestPaymentServices,
  RestPaymentServicesContractPage,
  RestStaffBill,
  RestStaffPayout,
  RestStaffPayoutState,
} from './finances-types.js';
import type { RestIncomeSummary } from './income-summary-types.js';

export type FinanceFilter = {
  from?: string | null;
  to?: string | null;
  status?: string | null;
  contract?: number | null;
};
type Paging = { page: number; pageSize: number };
export type StaffBillPatchBody = {
  reason: string;
  due_date?: string;
  final_due_date?: string;
  amount?: number;
};
export type StaffPayoutPatchBody = {
  reason: string;
  is_on_hold?: boolean;
  payout_method_id?: number;
};

const itemPath = (contractId: number, date: string, action: string) =>
  `contracts/${encodeURIComponent(String(contractId))}/payment-schedule/${encodeURIComponent(date)}/${action}/`;

function toParams(filter: FinanceFilter, paging: Paging): URLSearchParams {
  const params = new URLSearchParams({
    page: String(paging.page),
    page_size: String(paging.pageSize),
  });
  for (const [key, value] of Object.entries(filter))
    if (value !== null && value !== undefined) params.set(key, String(value));
  return params;
}

/** Invoices, payouts and staff payment services over REST. One instance per request. */
export class FinancesAPI extends LeigaDataSource {
  /** A contract's payouts to the caller (as payee), for PaymentScheduleItem.payout. */
  readonly contractPayouts = new DataLoader<number, RestFinancePayout[]>(async (ids) =>
    Promise.all(
      ids.map(async (id) => {
        try {
          const page = await this.listPayouts({ contract: id }, { page: 1, pageSize: 100 });
          return page.results;
        } catch {
          return [];
        }
      }),
    ),
  );

  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  listPayouts(filter: FinanceFilter, paging: Paging) {
    return this.get<RestFinancePayoutPage>('landlords/finances/payouts/', {
      params: toParams(filter, paging),
    });
  }

  incomeSummary(year: number) {
    return this.get<RestIncomeSummary>('landlords/finances/income-summary/', {
      params: new URLSearchParams({ year: String(year) }),
    });
  }

  getPayout(id: number) {
    return this.get<RestFinancePayout>(`payouts/${id}/`);
  }

  listInvoices(filter: FinanceFilter, paging: Paging) {
    return this.get<RestInvoicePage>('landlords/finances/invoices/', {
      params: toParams(filter, paging),
    });
  }

  paymentServices(contractId: number) {
    return this.get<RestPaymentServices>(`contracts/${contractId}/payment-services/`);
  }

  paymentServicesContracts(paging: Paging) {
    return this.get<RestPaymentServicesContractPage>('admin/payment-services/', {
      params: toParams({}, paging),
    });
  }

  invoice(contractId: number, date: string) {
    const path = itemPath(contractId, date, 'invoice');
    return this.post<RestBill>(path, { headers: this.idempotencyHeader(`POST ${path}`) });
  }

  revertInvoice(contractId: number, date: string) {
    const path = itemPath(contractId, date, 'revert');
    return this.post<RestBill>(path, { headers: this.idempotencyHeader(`POST ${path}`) });
  }

  staffPayoutAction(
    contractId: number,
    date: string,
    action: 'execute-payout' | 'execute-revert-payout',
    reason: string,
  ) {
    const path = itemPath(contractId, date, action);
    return this.post<RestStaffPayout>(path, {
      body: { reason },
      headers: this.idempotencyHeader(`POST ${path}`),
    });
  }

  removeBillPaymentFee(contractId: number, date: string, reason: string) {
    const path = itemPath(contractId, date, 'remove-bill-payment-fee');
    return this.post<RestBill>(path, {
      body: { reason },
      headers: this.idempotencyHeader(`POST ${path}`),
    });
  }

  staffBill(contractId: number, date: string) {
    return this.get<RestStaffBill>(itemPath(contractId, date, 'staff-bill'));
  }

  patchStaffBill(contractId: number, date: string, body: StaffBillPatchBody) {
    const path = itemPath(contractId, date, 'staff-bill');
    return this.patch<RestStaffBill>(path, {
      body,
      headers: this.idempotencyHeader(`PATCH ${path}`),
    });
  }

  staffPayout(contractId: number, date: string) {
    return this.get<RestStaffPayoutState>(itemPath(contractId, date, 'staff-payout'));
  }

  patchStaffPayout(contractId: number, date: string, body: StaffPayoutPatchBody) {
    const path = itemPath(contractId, date, 'staff-payout');
    return this.patch<RestStaffPayoutState>(path, {
      body,
      headers: this.idempotencyHeader(`PATCH ${path}`),
    });
  }

  pollClaims() {
    return this.post<{ ok: boolean }>('payments/poll-claims/', {
      headers: this.idempotencyHeader('POST payments/poll-claims/'),
    });
  }
}
