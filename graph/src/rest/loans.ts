import type { RestLivingCostReference } from '@leiga/api/contract';
import { LeigaDataSource } from './base.js';
import type {
  RestLoan,
  RestLoanAgreement,
  RestLoanCoApplicant,
  RestLoanCoApplicantOfLoan,
  RestLoanLifecycle,
  RestLoanPage,
  RestLoanSchedule,
} from './loans-types.js';

type Paging = { page: number; pageSize: number };

const LIVING_COST = 'admin/living-cost-references/';

const toLivingCost = (r: RestLivingCostReference) => ({
  from: r.from,
  firstAdult: r.first_adult,
  otherAdult: r.other_adult,
  perChild: r.per_child,
  source: r.source,
  isVerified: r.is_verified,
  isCurrent: r.is_current,
  createdBy: r.created_by
    ? { id: String(r.created_by.id), fullName: r.created_by.full_name }
    : null,
  createdAt: r.created_at,
});

/** Loan applications over REST; the api decides who may see and do what. One per request. */
export class LoansAPI extends LeigaDataSource {
  listMine(paging: Paging) {
    return this.get<RestLoanPage>('loans/', {
      params: new URLSearchParams({
        page: String(paging.page),
        page_size: String(paging.pageSize),
      }),
    });
  }

  getOne(id: number) {
    return this.get<RestLoan>(`loans/${id}/`);
  }

  create() {
    return this.post<RestLoan>('loans/', { body: {} });
  }

  /** One step's PATCH (rental-contract, loan-configuration, applicants, household-data, ...). */
  saveStep(id: number, step: string, body: Record<string, unknown>) {
    return this.patch<RestLoan>(`loans/${id}/${step}/`, { body });
  }

  assess(id: number, consent: boolean | null | undefined) {
    return this.post<RestLoan>(`loans/${id}/credit-assessment/`, {
      body: consent === null || consent === undefined ? {} : { consent },
    });
  }

  /** The UMS living-cost periods, newest first (staff). */
  async livingCostReferences() {
    const answer = await this.get<{ results: RestLivingCostReference[] }>(LIVING_COST);
    return answer.results.map(toLivingCost);
  }

  async addLivingCostReference(body: {
    from: string;
    first_adult: number;
    other_adult: number;
    per_child: number;
    source: string;
  }) {
    return toLivingCost(await this.post<RestLivingCostReference>(LIVING_COST, { body }));
  }

  paymentSchedule(id: number) {
    return this.get<RestLoanSchedule>(`loans/${id}/loan-payment-schedule/`);
  }

  lifecycle(id: number) {
    return this.get<RestLoanLifecycle>(`loans/${id}/lifecycle/`);
  }

  coApplicantOf(loanId: number) {
    return this.get<RestLoanCoApplicantOfLoan>(`loans/${loanId}/co-applicant/`);
  }

  coApplicant(id: number) {
    return this.get<RestLoanCoApplicant>(`loan-co-applicants/${id}/`);
  }

  inviteCoApplicant(loanId: number, body: { email: string; kennitala?: string }) {
    return this.post<RestLoanCoApplicant>(`loans/${loanId}/co-applicant/`, { body });
  }

  /** Accepting twice by the invitee answers the same: safe to retry. */
  acceptCoApplicant(id: number, consent: boolean) {
    return this.post<RestLoanCoApplicant>(`loan-co-applicants/${id}/acceptance/`, {
      body: { consent },
    });
  }

  /** Declining twice by the invitee answers the same: safe to retry. */
  declineCoApplicant(id: number) {
    return this.post<RestLoanCoApplicant>(`loan-co-applicants/${id}/decline/`);
  }

  /** The borrower withdraws an unanswered invitation; withdrawing twice answers the same. */
  deleteCoApplicant(id: number) {
    return this.delete<RestLoanCoApplicant>(`loan-co-applicants/${id}/`);
  }

  saveCoApplicantHousehold(id: number, body: Record<string, unknown>) {
    return this.patch<RestLoanCoApplicant>(`loan-co-applicants/${id}/household-data/`, { body });
  }

  agreement(id: number) {
    return this.get<RestLoanAgreement>(`loans/${id}/agreement/`);
  }

  /** Starting signing twice answers the open process: safe to retry. */
  sign(id: number) {
    return this.post<RestLoanLifecycle>(`loans/${id}/signing/`, { body: {} });
  }

  refreshSigning(id: number) {
    return this.post<RestLoanLifecycle>(`loans/${id}/signing/refresh/`, { body: {} });
  }

  /** Staff: a rejected payout sent again; a retried call (same client key) makes one attempt. */
  retryPayout(id: number, reason: string) {
    const path = `loans/${id}/disbursement/retry/`;
    return this.post<RestLoanLifecycle>(path, {
      body: { reason },
      headers: this.idempotencyHeader(`POST ${path}`),
    });
  }
}
