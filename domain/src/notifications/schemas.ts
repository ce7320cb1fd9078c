import { z } from 'zod';
import { NOTIFICATION_METHODS, NOTIFICATION_TYPES } from './types.js';

const typeField = z.enum(NOTIFICATION_TYPES, { error: 'validation.notifications.type' });
const methodField = z.enum(NOTIFICATION_METHODS, { error: 'validation.notifications.method' });

/** One cell of the settings grid: a type by a method, on or off. */
export const notificationSettingSchema = z
  .object({ notification_type: typeField, method: methodField, enabled: z.boolean() })
  .strict();
export type NotificationSettingInput = z.infer<typeof notificationSettingSchema>;

/** Saving the grid: the changed cells (at most every cell once). */
export const updateNotificationSettingsSchema = z
  .object({
    settings: z
      .array(notificationSettingSchema)
      .min(1, { error: 'validation.required' })
      .max(NOTIFICATION_TYPES.length * NOTIFICATION_METHODS.length, {
        error: 'validation.notifications.settings_limit',
      }),
  })
  .strict();
export type UpdateNotificationSettingsInput = z.infer<typeof updateNotificationSettingsSchema>;

/** A blacklist entry turns one type off for one method (SPEC: settings carry blacklist_id). */
export const notificationBlacklistSchema = z
  .object({ notification_type: typeField, method: methodField })
  .strict();
export type NotificationBlacklistInput = z.infer<typeof notificationBlacklistSchema>;

/** Marking a notification: the only change a user makes to one is that it was opened. */
export const notificationClickSchema = z
  .object({ clicked: z.literal(true, { error: 'validation.notifications.clicked' }) })
  .strict();
