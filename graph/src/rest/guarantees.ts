import { LeigaDataSource } from './base.js';
import type {
  RestGuarantee,
  RestGuaranteePage,
  RestLoanPaymentSchedule,
  RestStaffClaimPage,
  RestUserGuarantees,
} from './guarantees-types.js';

type Paging = { page: number; pageSize: number };
export type StaffDecisionBody = { decision: 'approved' | 'declined'; reason: string };
export type CreateGuaranteeBody = { contract_id?: number; monthly_rent?: number; amount: number };

const pageParams = (p: Paging) =>
  new URLSearchParams({ page: String(p.page), page_size: String(p.pageSize) });

/** Rental guarantees over REST; the api decides who may see and do what. One per request. */
export class GuaranteesAPI extends LeigaDataSource {
  listMine(paging: Paging) {
    return this.get<RestGuaranteePage>('rental-guarantees/', { params: pageParams(paging) });
  }

  listAsLandlord(paging: Paging) {
    return this.get<RestGuaranteePage>('landlords/rental-guarantees/', {
      params: pageParams(paging),
    });
  }

  getOne(id: number) {
    return this.get<RestGuarantee>(`rental-guarantees/${id}/`);
  }

  create(body: CreateGuaranteeBody) {
    return this.post<RestGuarantee>('rental-guarantees/', { body });
  }

  assess(id: number, consent: boolean | null | undefined) {
    return this.post<RestGuarantee>(`rental-guarantees/${id}/assess/`, {
      body: consent === null || consent === undefined ? {} : { consent },
    });
  }

  loanPaymentSchedule(id: number) {
    return this.get<RestLoanPaymentSchedule>(`rental-guarantees/${id}/loan-payment-schedule/`);
  }

  setSpreadPayments(id: number, spreadPayments: boolean) {
    return this.put<RestGuarantee>(`rental-guarantees/${id}/spread-payments/`, {
      body: { spread_payments: spreadPayments },
    });
  }

  /** Staff: the claims queue, one status or `open`. */
  staffClaims(status: string, paging: Paging) {
    const params = pageParams(paging);
    params.set('status', status);
    return this.get<RestStaffClaimPage>('admin/rental-guarantee-claims/', { params });
  }

  /** Staff: approve or decline an application by hand. */
  decide(id: number, body: StaffDecisionBody) {
    return this.post<RestGuarantee>(`admin/rental-guarantees/${id}/decision/`, { body });
  }

  /** Staff: a user's guarantees as the tenant and as the landlord. */
  ofUser(userId: number) {
    return this.get<RestUserGuarantees>(`admin/users/${userId}/rental-guarantees/`);
  }
}
