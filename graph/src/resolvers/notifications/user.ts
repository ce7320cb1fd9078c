import type { UserResolvers } from '../../__generated__/resolvers-types.js';

/** The terms flag the web reads at sign-in: the viewer's own, nobody else's. */
export const NotificationsUser: Pick<UserResolvers, 'mustAcceptTerms'> = {
  mustAcceptTerms: async (user, _args, { dataSources }) => {
    const me = await dataSources.accounts.getMe();
    if (!me || me.id !== user.id) return null;
    return (await dataSources.notifications.getConsents()).terms.must_accept;
  },
};
