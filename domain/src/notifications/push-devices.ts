import { z } from 'zod';

/** The phone platforms the mobile app runs on. */
export const PUSH_PLATFORMS = ['ios', 'android'] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];

/** APNs tokens are 64 hex characters, FCM tokens up to a few hundred; longer is not a token. */
export const PUSH_TOKEN_MAX_LENGTH = 4096;
/** How many phones one user may register; the oldest beyond this are dropped. */
export const PUSH_DEVICES_PER_USER = 10;

/** A phone registering for push: the token its platform gave it, the platform and app version. */
export const pushDeviceSchema = z
  .object({
    token: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(PUSH_TOKEN_MAX_LENGTH, { error: 'validation.push_devices.token' })
      .regex(/^[\w:.-]+$/, { error: 'validation.push_devices.token' }),
    platform: z.enum(PUSH_PLATFORMS, { error: 'validation.push_devices.platform' }),
    app_version: z
      .string({ error: 'validation.required' })
      .trim()
      .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, { error: 'validation.push_devices.app_version' }),
  })
  .strict();
export type PushDeviceInput = z.infer<typeof pushDeviceSchema>;
