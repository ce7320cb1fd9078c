import { CANCELLATION_REQUEST_STATUSES, GUARANTEE_PARTY_ROLES } from '@leiga/domain';
import type { RestGuaranteeLifecycle } from '@leiga/api/contract';
import { LeigaDataSource } from './base.js';

export type { RestGuaranteeLifecycle };

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };
function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const GuaranteeParty = enumOf(GUARANTEE_PARTY_ROLES);
export type GuaranteeParty = (typeof GuaranteeParty)[keyof typeof GuaranteeParty];
export const GuaranteeCancellationStatus = enumOf(CANCELLATION_REQUEST_STATUSES);
export type GuaranteeCancellationStatus =
  (typeof GuaranteeCancellationStatus)[keyof typeof GuaranteeCancellationStatus];

export type RestGuaranteeStatementPdf = {
  filename: string;
  content_type: 'application/pdf';
  base64: string;
};

/** A guarantee's commit, signing, statement and cancellation over REST. One per request. */
export class GuaranteeLifecycleAPI extends LeigaDataSource {
  lifecycle(id: number) {
    return this.get<RestGuaranteeLifecycle>(`rental-guarantees/${id}/lifecycle/`);
  }

  signingUrl(id: number) {
    return this.get<{ url: string }>(`rental-guarantees/${id}/signing-url/`);
  }

  statement(id: number) {
    return this.get<RestGuaranteeStatementPdf>(`rental-guarantees/${id}/statement/`);
  }

  /** A retried commit (same client key) answers with the same signing process. */
  commit(id: number) {
    const path = `rental-guarantees/${id}/commit/`;
    return this.post<RestGuaranteeLifecycle>(path, {
      headers: this.idempotencyHeader(`POST ${path}`),
    });
  }

  uncommit(id: number) {
    return this.post<RestGuaranteeLifecycle>(`rental-guarantees/${id}/uncommit/`);
  }

  requestCancellation(id: number, reason: string) {
    return this.post<RestGuaranteeLifecycle>(`rental-guarantees/${id}/cancellation-requests/`, {
      body: { reason },
    });
  }

  answerCancellation(id: number, requestId: number, body: { accept: boolean; reason?: string }) {
    return this.post<RestGuaranteeLifecycle>(
      `rental-guarantees/${id}/cancellation-requests/${requestId}/answer/`,
      { body },
    );
  }
}
