import { MAX_PAGE_SIZE } from '@leiga/domain';
import DataLoader from 'dataloader';
import { LeigaDataSource, type RequestDeduplicationPolicy } from './base.js';
import type { GraphPaymentSchedule, RestScheduleItem } from './payment-schedule-types.js';

type ItemBody = {
  due_date?: string;
  final_due_date?: string;
  period_start?: string;
  period_end?: string;
  amount?: number;
};

const itemPath = (contractId: number | string, date: string) =>
  `contracts/${encodeURIComponent(String(contractId))}/payment-schedule/${encodeURIComponent(date)}/`;

/**
 * The payment schedule over REST: one instance per request. The schedules of a page of
 * contracts are read in one batch call; a draft (or an unseen contract) reads as null.
 */
export class PaymentScheduleAPI extends LeigaDataSource {
  readonly schedules = new DataLoader<number, GraphPaymentSchedule | null>(
    async (ids) => {
      const params = new URLSearchParams({ contracts: ids.join(',') });
      const { results } = await this.get<{ results: GraphPaymentSchedule[] }>(
        'contracts/payment-schedules/',
        { params },
      );
      const byId = new Map(results.map((s) => [s.contract_id, s]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_PAGE_SIZE },
  );

  /** The DataLoader is the request cache; REST answers are never reused after a change. */
  protected override requestDeduplicationPolicyFor(): RequestDeduplicationPolicy {
    return { policy: 'do-not-deduplicate' };
  }

  addItem(contractId: number, body: ItemBody) {
    this.schedules.clear(contractId);
    return this.post<RestScheduleItem>(
      `contracts/${encodeURIComponent(String(contractId))}/payment-schedule/`,
      { body },
    );
  }

  updateItem(contractId: number, date: string, body: ItemBody) {
    this.schedules.clear(contractId);
    return this.patch<RestScheduleItem>(itemPath(contractId, date), { body });
  }

  async removeItem(contractId: number, date: string) {
    this.schedules.clear(contractId);
    await this.delete(itemPath(contractId, date));
    return { contract_id: contractId, date };
  }
}
