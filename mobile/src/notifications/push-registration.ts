import type { ApolloClient } from '@apollo/client';
import * as Notifications from 'expo-notifications';
import * as SecureStore from 'expo-secure-store';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Platform } from 'react-native';
import {
  MobileRegisterPushDeviceDocument,
  MobileUnregisterPushDeviceDocument,
} from '../__generated__/session/graphql';
import { devicePlatform } from '../device-platform';

/**
 * Where push stands on this phone for the signed-in user:
 * - `off`: nobody is signed in;
 * - `checking`: reading the permission, getting the token, registering it;
 * - `ask`: never asked: the app explains first, then the phone asks (once);
 * - `not-now`: the user put the explanation off; the settings screen can turn push on later;
 * - `denied`: the phone's settings do not allow notifications from the app;
 * - `unsupported`: the web export, which gets no push;
 * - `failed`: no token from the platform, or the graph refused it;
 * - `on`: this phone is registered and gets pushes.
 */
export type PushStatus =
  'off' | 'checking' | 'ask' | 'not-now' | 'denied' | 'unsupported' | 'failed' | 'on';

export type PushRegistration = {
  status: PushStatus;
  /** Asks the phone for permission (after the app's explanation), then registers. */
  enable(): Promise<void>;
  /** "Not now": the explanation does not show again on this phone. */
  putOff(): Promise<void>;
  /** At sign-out, while the session still holds: this phone stops getting the user's pushes. */
  unregister(): Promise<void>;
};

const PUT_OFF_KEY = 'leiga.push-put-off';
const ANDROID_CHANNEL = 'default';

let isHandlerSet = false;
/** A push that arrives while the app is open shows as a banner too (the default hides it). */
function showPushesInForeground() {
  if (isHandlerSet) return;
  isHandlerSet = true;
  Notifications.setNotificationHandler({
    handleNotification: async () => ({
      shouldShowBanner: true,
      shouldShowList: true,
      shouldPlaySound: false,
      shouldSetBadge: false,
    }),
  });
}

/** The token APNs or FCM gave this phone, registered for the signed-in user; answers its id. */
async function registerDevice(
  client: ApolloClient,
  appVersion: string,
  token?: string,
): Promise<string> {
  const platform = devicePlatform();
  if (!platform) throw new Error('push needs a phone');
  const data = token ?? (await Notifications.getDevicePushTokenAsync()).data;
  if (typeof data !== 'string' || data === '') throw new Error('the platform gave no push token');
  const result = await client.mutate({
    mutation: MobileRegisterPushDeviceDocument,
    variables: { input: { token: data, platform, appVersion } },
  });
  const id = result.data?.registerPushDevice.id;
  if (!id) throw new Error('the graph registered no device');
  return id;
}

/** Android shows nothing without a channel; making one before asking lets Android 13 ask. */
async function prepareAndroidChannel(name: string) {
  if (Platform.OS !== 'android') return;
  await Notifications.setNotificationChannelAsync(ANDROID_CHANNEL, {
    name,
    importance: Notifications.AndroidImportance.DEFAULT,
  });
}

/**
 * Push registration for the session layer: once someone is signed in (either sign-in path, or a
 * session restored at start) it registers this phone if the permission is there, or offers to
 * ask; at sign-out the session calls `unregister` before the tokens go.
 */
export function usePushRegistration({
  client,
  isSignedIn,
  appVersion,
}: {
  /** Null in the web export until a session starts: the web gets no push either way. */
  client: ApolloClient | null;
  isSignedIn: boolean;
  appVersion: string | null;
}): PushRegistration {
  const { t } = useTranslation();
  const channelName = t('mobile.notifications.title');
  const [status, setStatus] = useState<PushStatus>(Platform.OS === 'web' ? 'unsupported' : 'off');
  const deviceId = useRef<string | null>(null);

  const register = useCallback(
    async (token?: string) => {
      setStatus('checking');
      try {
        if (!appVersion) throw new Error('the app does not know its version');
        if (!client) throw new Error('no graph client yet');
        deviceId.current = await registerDevice(client, appVersion, token);
        setStatus('on');
      } catch {
        setStatus('failed');
      }
    },
    [client, appVersion],
  );

  useEffect(() => {
    if (Platform.OS === 'web' || !isSignedIn) return;
    let isCancelled = false;
    showPushesInForeground();
    async function check() {
      const permission = await Notifications.getPermissionsAsync();
      if (isCancelled) return;
      if (permission.granted) {
        await prepareAndroidChannel(channelName);
        await register();
      } else if (permission.status === 'undetermined' && permission.canAskAgain) {
        const isPutOff = (await SecureStore.getItemAsync(PUT_OFF_KEY)) === '1';
        if (!isCancelled) setStatus(isPutOff ? 'not-now' : 'ask');
      } else setStatus('denied');
    }
    setStatus('checking');
    check().catch(() => !isCancelled && setStatus('failed'));
    // APNs and FCM may hand out a new token while the app runs: register that one instead.
    const tokenChanged = Notifications.addPushTokenListener((token) => {
      if (deviceId.current && typeof token.data === 'string') void register(token.data);
    });
    return () => {
      isCancelled = true;
      tokenChanged.remove();
    };
  }, [isSignedIn, register, channelName]);

  const enable = useCallback(async () => {
    if (Platform.OS === 'web') return;
    setStatus('checking');
    try {
      await prepareAndroidChannel(channelName);
      const permission = await Notifications.requestPermissionsAsync();
      if (permission.granted) await register();
      else setStatus('denied');
    } catch {
      setStatus('failed');
    }
  }, [register, channelName]);

  const putOff = useCallback(async () => {
    setStatus('not-now');
    await SecureStore.setItemAsync(PUT_OFF_KEY, '1').catch(() => undefined);
  }, []);

  const unregister = useCallback(async () => {
    const id = deviceId.current;
    deviceId.current = null;
    if (Platform.OS !== 'web') setStatus('off');
    if (!id) return;
    // Best effort, as the sign-out itself: the phone is signed out whatever the graph says.
    await client
      ?.mutate({ mutation: MobileUnregisterPushDeviceDocument, variables: { input: { id } } })
      .catch(() => undefined);
  }, [client]);

  return useMemo(
    () => ({ status, enable, putOff, unregister }),
    [status, enable, putOff, unregister],
  );
}
