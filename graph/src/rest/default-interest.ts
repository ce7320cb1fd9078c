import type { RestDefaultInterestRate, RestDefaultInterestRateList } from '@leiga/api/contract';
import { LeigaDataSource } from './base.js';
import { toPathSegment } from './path-segment.js';

const ADMIN = 'admin/default-interest-rates/';

const toRate = (r: RestDefaultInterestRate) => ({
  from: r.from,
  yearlyBasisPoints: r.yearly_basis_points,
  yearlyPercent: r.yearly_percent,
  source: r.source,
  isVerified: r.is_verified,
  isCurrent: r.is_current,
  hasStarted: r.has_started,
  createdBy: r.created_by
    ? { id: String(r.created_by.id), fullName: r.created_by.full_name }
    : null,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Drops absent fields: the api tells "not given" from a value. */
const defined = <T extends Record<string, unknown>>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null));

/** The Central Bank's default-interest periods over REST (issue #16): one instance per request. */
export class DefaultInterestAPI extends LeigaDataSource {
  async list() {
    const answer = await this.get<RestDefaultInterestRateList>('default-interest-rates/');
    return answer.results.map(toRate);
  }

  async add(body: {
    from: string;
    yearly_percent: number;
    source: string;
    is_verified?: boolean | null;
    reason?: string | null;
  }) {
    return toRate(await this.post<RestDefaultInterestRate>(ADMIN, { body: defined(body) }));
  }

  async correct(
    from: string,
    body: {
      yearly_percent?: number | null;
      source?: string | null;
      is_verified?: boolean | null;
      reason?: string | null;
    },
  ) {
    return toRate(
      await this.patch<RestDefaultInterestRate>(`${ADMIN}${toPathSegment(from, 'from')}/`, {
        body: defined(body),
      }),
    );
  }

  async remove(from: string, reason?: string | null) {
    await this.delete(`${ADMIN}${toPathSegment(from, 'from')}/`, {
      body: defined({ reason }),
    });
    return from;
  }
}
