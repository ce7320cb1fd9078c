import type { RestPageOf } from '../../rest/types.js';
import { toPaging } from '../base.js';

/** SPEC 9 paging (bounded sizes, each list's default) for the listings domain's lists. */
export const toListingPaging = toPaging;

/** A REST page as the graph's `XPage`, tagged with its type name for the Page interface. */
export function toGraphPage<Kind extends string, T>(
  kind: Kind,
  paging: { page: number; pageSize: number },
  rest: RestPageOf<T>,
) {
  return { kind, ...paging, rest };
}
