import {
  isMethodOffered,
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
  SMS_UNREAD_MESSAGE_DELAY_MINUTES,
  type NotificationMethod,
  type NotificationSettingInput,
  type NotificationType,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { NotificationData, OutboundMethod } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { publishEvent } from '../events/outbox.js';
import { insertDeliveriesOnce, type DeliveryDraft } from './deliveries-repository.js';
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
  /** A new message's: its text goes out only if the message is still unread a while later. */
  unreadMessage?: { conversationId: number; messageId: number };
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

/** The methods a user gets a type by: those offered, but the ones they turned off. */
export async function listAllowedMethods(
  db: Db,
  userId: number,
  type: NotificationType,
): Promise<NotificationMethod[]> {
  const off = new Set(
    (await listBlacklist(db, userId)).filter((e) => e.type === type).map((e) => e.method),
  );
  return NOTIFICATION_METHODS.filter((method) => isMethodOffered(type, method) && !off.has(method));
}

/**
 * Types whose e-mails their own module writes with the whole story (the applications' mails
 * carry the deny message and withdrawals too): the generic e-mail would be a second copy.
 */
const OWN_EMAIL_TYPES: readonly NotificationType[] = [
  'application_received',
  'application_decided',
];

function isOutbound(method: NotificationMethod): method is OutboundMethod {
  return method !== 'in_app';
}

/** One delivery per outside method; a text about a message waits to see if it is read first. */
function draftDeliveries(draft: NotificationDraft, methods: NotificationMethod[]): DeliveryDraft[] {
  const now = Date.now();
  return methods.filter(isOutbound).flatMap((method): DeliveryDraft[] => {
    if (method === 'email' && OWN_EMAIL_TYPES.includes(draft.type)) return [];
    const isDelayed = method === 'sms' && draft.unreadMessage !== undefined;
    return [
      {
        userId: draft.userId,
        type: draft.type,
        method,
        dedupeKey: draft.dedupeKey,
        targetPath: draft.targetPath,
        data: draft.data ?? {},
        condition: isDelayed ? { unreadMessage: draft.unreadMessage } : {},
        dueAt: new Date(now + (isDelayed ? SMS_UNREAD_MESSAGE_DELAY_MINUTES * 60_000 : 0)),
      },
    ];
  });
}

/**
 * Notifies a user by every method they have on. The in-app notification and one delivery per
 * outside method (e-mail, SMS, push) are written in one transaction with their outbox events, so
 * a crash after the commit loses none; the dedupe key (unique per user, and per method for
 * deliveries) makes a redelivered event notify nobody twice. Answers the in-app notification.
 */
export async function deliverNotification(
  ctx: AppContext,
  draft: NotificationDraft,
): Promise<NotificationRow | undefined> {
  const methods = await listAllowedMethods(ctx.db, draft.userId, draft.type);
  if (methods.length === 0) return undefined;
  const { created, hasDeliveries } = await ctx.db.transaction(async (tx) => {
    const row = methods.includes('in_app')
      ? await insertNotificationOnce(tx, {
          userId: draft.userId,
          type: draft.type,
          dedupeKey: draft.dedupeKey,
          targetPath: draft.targetPath,
          data: draft.data ?? {},
        })
      : undefined;
    if (row)
      await publishEvent(tx, 'notification.created', {
        notification_id: row.id,
        user_id: row.userId,
      });
    const deliveryIds = await insertDeliveriesOnce(tx, draftDeliveries(draft, methods));
    if (deliveryIds.length > 0)
      await publishEvent(tx, 'notification.deliver', { delivery_ids: deliveryIds });
    return { created: row, hasDeliveries: deliveryIds.length > 0 };
  });
  if (created || hasDeliveries) void ctx.events.kick();
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
