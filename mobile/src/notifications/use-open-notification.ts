import { useMutation } from '@apollo/client/react';
import { useRouter } from 'expo-router';
import { useCallback } from 'react';
import { Linking } from 'react-native';
import { MobileMarkNotificationClickedDocument } from '../__generated__/graphql';
import { useSession } from '../session/SessionProvider';
import { getNotificationTarget } from './target';

export type OpenedNotification = {
  /** The in-app notification to mark read; a push for a type the user has off in the app has none. */
  id: string | null;
  targetPath: string;
};

/**
 * Opening a notification, from the list or from a tapped push: mark it read, then go where it
 * leads (the app's own screen for a lease, a guarantee, a conversation or a tenant's defect
 * window, the web page
 * otherwise). A failed mark throws before going anywhere, unless `isReadOptional` (a push: the
 * user asked to see what it tells of).
 */
export function useOpenNotification() {
  const router = useRouter();
  const { graphUrl } = useSession();
  const [markClicked] = useMutation(MobileMarkNotificationClickedDocument, {
    refetchQueries: ['MobileNotificationsUnread'],
  });
  return useCallback(
    async ({ id, targetPath }: OpenedNotification, { isReadOptional = false } = {}) => {
      if (id) {
        const marked = markClicked({ variables: { input: { id } } });
        if (isReadOptional) marked.catch(() => undefined);
        else await marked;
      }
      const target = getNotificationTarget(targetPath, graphUrl);
      if (target.kind === 'web') await Linking.openURL(target.url);
      else if (target.pathname === '/inspections/[id]/defects')
        router.push({ pathname: target.pathname, params: { id: target.id, token: target.token } });
      else router.push({ pathname: target.pathname, params: { id: target.id } });
    },
    [graphUrl, markClicked, router],
  );
}
