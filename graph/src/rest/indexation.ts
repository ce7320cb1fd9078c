import DataLoader from 'dataloader';
import { LeigaDataSource } from './base.js';
import type { RestIndexedRent, RestIndexValue, RestPriceEstimation } from './indexation-types.js';
import type { RestPageOf } from './types.js';
import { toPathSegment } from './path-segment.js';

const INDEX_VALUES = 'index-values/';

/**
 * CPI indexation over REST: one instance per request. A contract's indexed rent and rent
 * suggestion are read at most once per contract (and month count) and request.
 */
export class IndexationAPI extends LeigaDataSource {
  /** Keyed by `${contractId}:${months}`: the same contract asked for 12 and 24 months is two calls. */
  readonly indexedRent = new DataLoader<string, RestIndexedRent>(
    (keys) =>
      Promise.all(
        keys.map((key) => {
          const [id, months] = key.split(':');
          const params = new URLSearchParams({ months: months! });
          return this.get<RestIndexedRent>(`contracts/${id}/indexed-rent/`, { params }).catch(
            (e: Error) => e,
          );
        }),
      ),
    { batch: false },
  );

  readonly priceEstimate = new DataLoader<number, RestPriceEstimation>(
    (ids) =>
      Promise.all(
        ids.map((id) =>
          this.get<RestPriceEstimation>(`contracts/${id}/price-estimation/`).catch((e: Error) => e),
        ),
      ),
    { batch: false },
  );

  indexValues(page: number, pageSize: number) {
    const params = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
    return this.get<RestPageOf<RestIndexValue>>(INDEX_VALUES, { params });
  }

  addIndexValue(body: { month_key: string; value: number; source: string }) {
    this.indexedRent.clearAll();
    return this.post<RestIndexValue>(INDEX_VALUES, { body });
  }

  correctIndexValue(month: string, body: { value?: number; source?: string }) {
    this.indexedRent.clearAll();
    return this.patch<RestIndexValue>(`${INDEX_VALUES}${toPathSegment(month, 'monthKey')}/`, {
      body,
    });
  }
}
