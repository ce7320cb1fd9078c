import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';
import { withFieldPaths } from '../listings/inputs.js';

type NotificationsMutations = Pick<
  MutationResolvers,
  'markNotificationClicked' | 'updateNotificationSettings' | 'giveConsent' | 'revokeConsent'
>;

/** The REST body's names onto the input's: `settings.0.enabled` -> `input.settings.0.isEnabled`. */
const toInputPath = (path: string) =>
  `input.${path.replace(/\.enabled$/, '.isEnabled').replace(/\.notificationType$/, '.type')}`;

export const NotificationsMutation: NotificationsMutations = {
  markNotificationClicked: (_root, { input }, { dataSources }) =>
    dataSources.notifications.markClicked(toRestId(input.id)),

  updateNotificationSettings: (_root, { input }, { dataSources }) =>
    withFieldPaths(
      dataSources.notifications.updateSettings(
        input.settings.map((s) => ({
          notification_type: s.type,
          method: s.method,
          enabled: s.isEnabled,
        })),
      ),
      toInputPath,
    ),

  giveConsent: (_root, { input }, { dataSources }) =>
    dataSources.notifications.giveConsent(input.type),

  revokeConsent: (_root, { input }, { dataSources }) =>
    dataSources.notifications.revokeConsent(toRestId(input.id)),
};
