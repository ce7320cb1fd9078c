import type { KeyTransactionInput } from '@leiga/domain';
import DataLoader from 'dataloader';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type {
  GraphBankAccountCheck,
  RestKeyTransaction,
  RestPayoutMethod,
} from './contract-payments-types.js';
import type { RestVerifyAccount } from '@leiga/api/contract';

type Results<T> = { results: T[] };

/**
 * Payout methods, the bank check and a contract's key handovers: one instance per request. The
 * handovers are read at most once per contract and request; the api has no batch route for them.
 */
export class ContractPaymentsAPI extends LeigaDataSource {
  readonly keyHandovers = new DataLoader<number, Results<RestKeyTransaction>>(
    (ids) =>
      Promise.all(
        ids.map((id) =>
          this.get<Results<RestKeyTransaction>>(`contracts/${id}/key-transactions/`).catch(
            (e: Error) => e,
          ),
        ),
      ),
    { batch: false },
  );

  /** The DataLoader is the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  async myPayoutMethods(): Promise<RestPayoutMethod[]> {
    return (await this.get<Results<RestPayoutMethod>>('payout-methods/')).results;
  }
  addPayoutMethod(userId: number, iban: string) {
    return this.post<RestPayoutMethod>('payout-methods/', {
      body: { user_id: userId, iban },
      headers: this.idempotencyHeader(`POST payout-methods/ ${userId} ${iban}`),
    });
  }
  async removePayoutMethod(id: number) {
    await this.delete(`payout-methods/${id}/`);
  }

  async checkAccount(iban: string): Promise<GraphBankAccountCheck> {
    const answer = await this.post<RestVerifyAccount>('banking/verify-account/', {
      body: { iban },
    });
    return { ...answer, iban };
  }

  async addKeyHandover(contractId: number, input: KeyTransactionInput) {
    this.keyHandovers.clear(contractId);
    return this.post<RestKeyTransaction>(`contracts/${contractId}/key-transactions/`, {
      body: input,
    });
  }
  async removeKeyHandover(id: number) {
    await this.delete(`key-transactions/${id}/`);
    this.keyHandovers.clearAll();
  }
}
