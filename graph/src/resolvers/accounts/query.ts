import { MAX_PAGE_SIZE, PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { badUserInput } from '../../errors.js';
import { toRestId } from '../ids.js';

/** SPEC 9: page sizes are bounded on every list; out-of-range values are input errors. */
export function toPaging(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  fallbackSize: number,
) {
  const p = page ?? 1;
  const size = pageSize ?? fallbackSize;
  if (!Number.isInteger(p) || p < 1) throw badUserInput('page', 'validation.page');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw badUserInput('pageSize', 'validation.page_size');
  }
  return { page: p, pageSize: size };
}

export const AccountsQuery: Pick<
  QueryResolvers,
  'me' | 'user' | 'users' | 'mobileLoginActivation'
> = {
  me: (_root, _args, { dataSources }) => dataSources.accounts.getMe(),

  user: (_root, { id }, { dataSources }) => dataSources.accounts.users.load(toRestId(id)),

  users: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.default);
    const search = filter?.search?.trim() || undefined;
    const rest = await dataSources.accounts.listUsers({ search, ...paging });
    return { kind: 'UserPage', ...paging, rest };
  },

  mobileLoginActivation: async (_root, { userId, token }, { dataSources }) => {
    const id = toRestId(userId, 'userId');
    const status = await dataSources.accounts.getMobileLoginActivation(id, token);
    if (status.status === 'complete') dataSources.accounts.users.clear(id);
    return { status: status.status, userId: id };
  },
};
