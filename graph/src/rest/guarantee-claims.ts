import { LeigaDataSource } from './base.js';
import type {
  RestGuaranteeClaim,
  RestGuaranteeClaimList,
  RestMoveOutIssueList,
} from './guarantee-claims-types.js';

export type ClaimRef = { guaranteeId: number; claimId: number };
export type CreateClaimBody = {
  type: 'damage' | 'default';
  description?: string;
  return_date?: string | null;
};
export type UpdateClaimBody = { description?: string; return_date?: string | null };
export type ClaimLineBody = {
  type: string;
  amount: number;
  description: string;
  inspection_issue_ids: number[];
};
export type RulingBody = {
  body: 'complaints_committee' | 'court';
  reference: string;
  awarded_amount: number;
};
export type PrincipalAnswerBody = {
  lines: { line_id: number; response: 'accepted' | 'rejected'; reason?: string }[];
};

const claimPath = (r: ClaimRef) => `rental-guarantees/${r.guaranteeId}/claims/${r.claimId}/`;

/** Claims on rental guarantees over REST; the api decides who may see and do what. */
export class GuaranteeClaimsAPI extends LeigaDataSource {
  list(guaranteeId: number) {
    return this.get<RestGuaranteeClaimList>(`rental-guarantees/${guaranteeId}/claims/`);
  }

  getOne(ref: ClaimRef) {
    return this.get<RestGuaranteeClaim>(claimPath(ref));
  }

  moveOutIssues(guaranteeId: number) {
    return this.get<RestMoveOutIssueList>(`rental-guarantees/${guaranteeId}/move-out-issues/`);
  }

  create(guaranteeId: number, body: CreateClaimBody) {
    return this.post<RestGuaranteeClaim>(`rental-guarantees/${guaranteeId}/claims/`, { body });
  }

  update(ref: ClaimRef, body: UpdateClaimBody) {
    return this.patch<RestGuaranteeClaim>(claimPath(ref), { body });
  }

  remove(ref: ClaimRef) {
    return this.delete<null>(claimPath(ref));
  }

  saveLine(ref: ClaimRef, lineId: number | null, body: ClaimLineBody) {
    return lineId === null
      ? this.post<RestGuaranteeClaim>(`${claimPath(ref)}lines/`, { body })
      : this.put<RestGuaranteeClaim>(`${claimPath(ref)}lines/${lineId}/`, { body });
  }

  removeLine(ref: ClaimRef, lineId: number) {
    return this.delete<RestGuaranteeClaim>(`${claimPath(ref)}lines/${lineId}/`);
  }

  commit(ref: ClaimRef, confirm: boolean) {
    return this.post<RestGuaranteeClaim>(`${claimPath(ref)}commit/`, { body: { confirm } });
  }

  cancel(ref: ClaimRef) {
    return this.post<RestGuaranteeClaim>(`${claimPath(ref)}cancel/`, { body: {} });
  }

  respondAsPrincipal(ref: ClaimRef, body: PrincipalAnswerBody) {
    return this.post<RestGuaranteeClaim>(`${claimPath(ref)}principal-response/`, { body });
  }

  respondAsObligee(ref: ClaimRef, decision: 'refer' | 'accept_rejection') {
    return this.post<RestGuaranteeClaim>(`${claimPath(ref)}obligee-response/`, {
      body: { decision },
    });
  }

  rule(ref: ClaimRef, body: RulingBody) {
    return this.post<RestGuaranteeClaim>(`${claimPath(ref)}ruling/`, { body });
  }

  pay(ref: ClaimRef) {
    return this.post<RestGuaranteeClaim>(`${claimPath(ref)}pay/`, { body: {} });
  }
}
