import { RETRY_STATUSES } from '@leiga/domain';
import { ServerError } from '@apollo/client/errors';
import { RetryLink } from '@apollo/client/link/retry';

const RETRY_STATUS_SET = new Set<number>(RETRY_STATUSES);

/**
 * SPEC 7: queries are retried once, mutations never, when the graph answers 408, 409, 425,
 * 429, 500, 502, 503 or 504. Subscriptions are not HTTP and are left alone.
 */
export function createRetryLink(delayMs = 300): RetryLink {
  return new RetryLink({
    delay: { initial: delayMs, max: delayMs, jitter: true },
    attempts: (attempt, operation, error) =>
      attempt <= 1 &&
      operation.operationType === 'query' &&
      ServerError.is(error) &&
      RETRY_STATUS_SET.has(error.statusCode),
  });
}
