import type { PushPlatform } from '@leiga/domain';

export type PushMessage = {
  /** The device token its platform (APNs, FCM) gave the app. */
  token: string;
  platform: PushPlatform;
  title: string;
  body: string;
  /** Where a tap leads in the app: a path of the web app, without locale prefix. */
  path: string;
  /** The same key sent twice is delivered once (APNs collapse id, FCM message id). */
  idempotencyKey?: string;
  tags?: Record<string, string>;
};

/** What the platform said about the token: `unregistered` means the app was removed. */
export type PushResult = { status: 'sent' | 'unregistered' };

export type PushProvider = { send(message: PushMessage): Promise<PushResult> };
