import { GraphQLError } from 'graphql';
import { compactFilters } from '@leiga/domain';
import type {
  ApplicationAnswerInput,
  RentalApplicationFilter,
} from '../../__generated__/resolvers-types.js';
import type { RestAnswer, RestApplicationFilter } from '../../rest/applications-types.js';
import { toRestId } from '../ids.js';

/** The filter input as the api's query names it; empty values dropped (SPEC 5). */
export function toApplicationFilter(
  filter: RentalApplicationFilter | null | undefined,
): RestApplicationFilter {
  if (!filter) return {};
  return compactFilters({
    listing_address: filter.listingAddress?.trim(),
    type: filter.type ?? undefined,
    order_by: filter.orderBy ?? undefined,
    listing_id: filter.listingId ? toRestId(filter.listingId, 'filter.listingId') : undefined,
  }) as RestApplicationFilter;
}

export function toAnswers(
  answers: readonly ApplicationAnswerInput[] | null | undefined,
): RestAnswer[] {
  return (answers ?? []).map((a) => ({ question_id: a.questionId, answer: a.answer }));
}

/**
 * Renames the REST field paths of an error to the input's: `rental_application_ids.12` (already
 * camelCased by the error mapping) -> `ids.12`.
 */
export async function withFieldPrefix<T>(call: Promise<T>, from: string, to: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const fields = error instanceof GraphQLError ? error.extensions.fields : undefined;
    if (error instanceof GraphQLError && fields && typeof fields === 'object') {
      error.extensions.fields = Object.fromEntries(
        Object.entries(fields).map(([path, message]) => [
          path === from || path.startsWith(`${from}.`) ? to + path.slice(from.length) : path,
          message,
        ]),
      );
    }
    throw error;
  }
}
