import { LeigaDataSource } from './base.js';
import type {
  RestGuarantee,
  RestGuaranteePage,
  RestLoanPaymentSchedule,
} from './guarantees-types.js';

type Paging = { page: number; pageSize: number };
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
}
