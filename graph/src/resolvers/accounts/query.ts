import { PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

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
