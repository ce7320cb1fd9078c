import {
  isMethodOffered,
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
  type NotificationMethod,
  type NotificationSettingInput,
  type NotificationType,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { NotificationData } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { publishEvent } from '../events/outbox.js';
import {
  deleteBlacklistPairs,
  insertBlacklistEntry,
  insertNotificationOnce,
  listBlacklist,
  listBlockedUsers,
  type NotificationRow,
} from './notifications-repository.js';

export type NotificationDraft = {
  userId: number;
  type: NotificationType;
  /** What caused it, unique per user: `event:<outbox id>:<type>` for outbox consumers. */
  dedupeKey: string;
  targetPath: string;
  data?: NotificationData;
};

/** The dedupe key of a notification an outbox event causes. */
export function eventDedupeKey(eventId: number, type: NotificationType): string {
  return `event:${eventId}:${type}`;
}

/** Whether a user gets a type by a method: the platform offers it and the user has not turned it off. */
export async function isDeliveryAllowed(
  db: Db,
  userId: number,
  type: NotificationType,
  method: NotificationMethod,
): Promise<boolean> {
  if (!isMethodOffered(type, method)) return false;
  return !(await listBlockedUsers(db, [userId], type, method)).has(userId);
}

/**
 * Creates an in-app notification unless the user turned the type off or already has it (the
 * dedupe key). The `notification.created` event is written in the same transaction, so live
 * delivery (the graph's notificationAdded) hears of every notification at least once.
 */
export async function deliverNotification(
  ctx: AppContext,
  draft: NotificationDraft,
): Promise<NotificationRow | undefined> {
  if (!(await isDeliveryAllowed(ctx.db, draft.userId, draft.type, 'in_app'))) return undefined;
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertNotificationOnce(tx, {
      userId: draft.userId,
      type: draft.type,
      dedupeKey: draft.dedupeKey,
      targetPath: draft.targetPath,
      data: draft.data ?? {},
    });
    if (row)
      await publishEvent(tx, 'notification.created', {
        notification_id: row.id,
        user_id: row.userId,
      });
    return row;
  });
  if (created) void ctx.events.kick();
  return created;
}

export type SettingView = {
  notification_type: NotificationType;
  method: NotificationMethod;
  is_offered: boolean;
  enabled: boolean;
  blacklist_id: number | null;
};

/** Every type by every method, with the blacklist entry that turns it off (SPEC 3). */
export async function listSettings(db: Db, userId: number): Promise<SettingView[]> {
  const entries = await listBlacklist(db, userId);
  const byPair = new Map(entries.map((e) => [`${e.type}/${e.method}`, e.id]));
  return NOTIFICATION_TYPES.flatMap((type) =>
    NOTIFICATION_METHODS.map((method) => {
      const isOffered = isMethodOffered(type, method);
      const blacklistId = byPair.get(`${type}/${method}`) ?? null;
      return {
        notification_type: type,
        method,
        is_offered: isOffered,
        enabled: isOffered && blacklistId === null,
        blacklist_id: blacklistId,
      };
    }),
  );
}

/** Saves cells of the grid in one transaction; switching on a method not offered is a 400. */
export async function updateSettings(
  ctx: AppContext,
  userId: number,
  settings: readonly NotificationSettingInput[],
): Promise<SettingView[]> {
  const fields: Record<string, string> = {};
  settings.forEach((s, i) => {
    if (s.enabled && !isMethodOffered(s.notification_type, s.method))
      fields[`settings.${i}.enabled`] = 'validation.notifications.not_offered';
  });
  if (Object.keys(fields).length > 0)
    throw badRequest('That method is not offered for this notification.', fields);
  await ctx.db.transaction(async (tx) => {
    const on = settings
      .filter((s) => s.enabled)
      .map((s) => ({ type: s.notification_type, method: s.method }));
    await deleteBlacklistPairs(tx, userId, on);
    for (const s of settings.filter((x) => !x.enabled))
      await insertBlacklistEntry(tx, userId, s.notification_type, s.method);
  });
  return listSettings(ctx.db, userId);
}
