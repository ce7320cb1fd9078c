import { PAGE_SIZES } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../errors.js';
import type { GraphContext } from '../../context.js';
import { toPaging } from '../base.js';

type NotificationsQueries = Pick<
  QueryResolvers,
  'myNotifications' | 'notificationSettings' | 'myConsents'
>;

/** The viewer's id; these lists are only ever the caller's own. */
export async function getViewerId({ dataSources }: GraphContext): Promise<number> {
  const me = await dataSources.accounts.getMe();
  if (!me) throw unauthenticated();
  return me.id;
}

export const NotificationsQuery: NotificationsQueries = {
  myNotifications: async (_root, { page, pageSize }, context) => {
    const paging = toPaging(page, pageSize, PAGE_SIZES.notifications);
    const userId = await getViewerId(context);
    const rest = await context.dataSources.notifications.listNotifications(userId, paging);
    return { kind: 'NotificationPage', ...paging, rest };
  },

  notificationSettings: (_root, _args, { dataSources }) => {
    if (!dataSources.notifications.isAuthenticated) throw unauthenticated();
    return dataSources.notifications.listSettings();
  },

  myConsents: (_root, _args, { dataSources }) => {
    if (!dataSources.notifications.isAuthenticated) throw unauthenticated();
    return dataSources.notifications.getConsents();
  },
};
