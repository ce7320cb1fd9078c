import * as Notifications from 'expo-notifications';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Platform } from 'react-native';
import { useOpenNotification, type OpenedNotification } from './use-open-notification';

/**
 * What a tapped push hands the app (the api's push payload `data`: `path`, and `notification_id`
 * when the user gets the type in the app too; FCM gives it as the message's data, APNs under
 * `body`, both of which expo-notifications reads into `content.data`). Null for anything else.
 */
export function readPushTap(
  response: Notifications.NotificationResponse,
): (OpenedNotification & { key: string }) | null {
  if (response.actionIdentifier !== Notifications.DEFAULT_ACTION_IDENTIFIER) return null;
  const { identifier, content } = response.notification.request;
  const data = content.data ?? {};
  const path = data['path'];
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  const id = data['notification_id'];
  return { key: identifier, targetPath: path, id: typeof id === 'string' ? id : null };
}

/**
 * A tapped push opens its screen: the tap that started the app (cold start) and every tap while
 * it runs, each once. A tap that comes before anyone is signed in waits for the sign-in.
 */
export function usePushTaps(isSignedIn: boolean) {
  const open = useOpenNotification();
  const [pending, setPending] = useState<OpenedNotification | null>(null);
  const seen = useRef(new Set<string>());

  useEffect(() => {
    if (Platform.OS === 'web') return;
    const take = (response: Notifications.NotificationResponse) => {
      const tap = readPushTap(response);
      if (!tap || seen.current.has(tap.key)) return;
      seen.current.add(tap.key);
      setPending({ id: tap.id, targetPath: tap.targetPath });
    };
    const last = Notifications.getLastNotificationResponse();
    if (last) take(last);
    const subscription = Notifications.addNotificationResponseReceivedListener(take);
    return () => subscription.remove();
  }, []);

  const openPending = useEffectEvent((tap: OpenedNotification) => {
    setPending(null);
    // Handled: a later start of the app does not open it again.
    Notifications.clearLastNotificationResponse();
    void open(tap, { isReadOptional: true });
  });
  useEffect(() => {
    if (pending && isSignedIn) openPending(pending);
  }, [pending, isSignedIn]);
}
