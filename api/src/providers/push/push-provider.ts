import type { PushPlatform } from '@leiga/domain';

export type PushMessage = {
  /** The device token its platform (APNs, FCM) gave the app. */
  token: string;
  platform: PushPlatform;
  title: string;
  body: string;
  /** Where a tap leads in the app: a path of the web app, without locale prefix. */
  path: string;
  /** The in-app notification the push tells of, if the user gets that type in the app too. */
  notificationId?: number;
  /** The same key sent twice is delivered once (APNs collapse id, FCM message id). */
  idempotencyKey?: string;
  tags?: Record<string, string>;
};

/**
 * What a tap hands the app: strings only, as FCM's `data` requires (APNs carries it under `body`,
 * where expo-notifications reads it). The app opens `path` and marks `notification_id` read.
 */
export type PushData = { path: string; notification_id?: string };

/** What reaches the phone: the alert's title and body, and the data a tap hands the app. */
export type PushPayload = { title: string; body: string; data: PushData };

export function getPushPayload(message: PushMessage): PushPayload {
  return {
    title: message.title,
    body: message.body,
    data: {
      path: message.path,
      ...(message.notificationId === undefined
        ? {}
        : { notification_id: String(message.notificationId) }),
    },
  };
}

/** What the platform said about the token: `unregistered` means the app was removed. */
export type PushResult = { status: 'sent' | 'unregistered' };

export type PushProvider = { send(message: PushMessage): Promise<PushResult> };
