import { startPeriodicJob } from '../../jobs/periodic-job.js';
import type { AppContext } from '../../context.js';
import type { DeliveryCondition } from '../../db/schema/index.js';
import {
  claimDueDeliveries,
  deletePushDeviceByToken,
  findAddressee,
  findNotificationId,
  hasReadMessage,
  listUserPushDevices,
  releaseDelivery,
  settleDelivery,
  type DeliveryAddressee,
  type DeliveryRow,
} from './deliveries-repository.js';
import { getEmailText, getPushText, getSmsText } from './delivery-texts.js';

/** How often due deliveries (delayed texts, those a dead process left) are looked for. */
const SWEEP_INTERVAL_MS = 30_000;

/**
 * The key a provider sees for one delivery (and device): sent again after a crash, the same key
 * makes the vendor drop the copy, so a delivery goes out once.
 */
function providerKey(delivery: DeliveryRow, deviceId?: number): string {
  return deviceId === undefined
    ? `notification-delivery:${delivery.id}`
    : `notification-delivery:${delivery.id}:device:${deviceId}`;
}

async function isConditionMet(ctx: AppContext, userId: number, condition: DeliveryCondition) {
  const unread = condition.unreadMessage;
  if (!unread) return true;
  return !(await hasReadMessage(ctx.db, userId, unread.conversationId, unread.messageId));
}

/** Sends one delivery; answers its outcome (what settles it). */
async function send(
  ctx: AppContext,
  delivery: DeliveryRow,
  to: DeliveryAddressee,
): Promise<string> {
  const link = `${ctx.config.appUrl}${delivery.targetPath}`;
  const tags = { purpose: `notification_${delivery.type}`, delivery_id: String(delivery.id) };
  if (delivery.method === 'email') {
    const mail = getEmailText(to.lang, delivery.type, delivery.data, link);
    await ctx.providers.email.send({
      to: to.email,
      subject: mail.subject,
      text: mail.body,
      tags,
      idempotencyKey: providerKey(delivery),
    });
    return 'sent';
  }
  if (delivery.method === 'sms') {
    // Texts go only to a number the user proved is theirs.
    if (!to.verifiedPhone) return 'no_verified_phone';
    await ctx.providers.sms.send({
      to: to.verifiedPhone,
      text: getSmsText(to.lang, delivery.type, delivery.data, link),
      tags,
      idempotencyKey: providerKey(delivery),
    });
    return 'sent';
  }
  const devices = await listUserPushDevices(ctx.db, delivery.userId);
  if (devices.length === 0) return 'no_devices';
  const text = getPushText(to.lang, delivery.type, delivery.data);
  // A tap on the push marks the in-app notification read, as opening it in the list does.
  const notificationId = await findNotificationId(ctx.db, delivery.userId, delivery.dedupeKey);
  for (const device of devices) {
    const result = await ctx.providers.push.send({
      token: device.token,
      platform: device.platform,
      title: text.title,
      body: text.body,
      path: delivery.targetPath,
      notificationId,
      tags,
      idempotencyKey: providerKey(delivery, device.id),
    });
    if (result.status === 'unregistered') await deletePushDeviceByToken(ctx.db, device.token);
  }
  return 'sent';
}

async function deliverOne(ctx: AppContext, delivery: DeliveryRow): Promise<void> {
  const to = await findAddressee(ctx.db, delivery.userId);
  if (!to || to.isDeleted) return settleDelivery(ctx.db, delivery.id, 'no_user');
  if (!(await isConditionMet(ctx, delivery.userId, delivery.condition)))
    return settleDelivery(ctx.db, delivery.id, 'read_meanwhile');
  const outcome = await send(ctx, delivery, to);
  await settleDelivery(ctx.db, delivery.id, outcome);
}

/**
 * Sends the due deliveries (of `ids`, or any): each is leased, sent and then settled. A failure
 * gives the delivery back for a later try (deliveryRetryDelayMs) and is thrown after the rest
 * were tried; the sweep takes it up once it is due.
 */
export async function sendDueDeliveries(ctx: AppContext, ids?: readonly number[]): Promise<void> {
  const failures: unknown[] = [];
  for (;;) {
    const batch = await claimDueDeliveries(ctx.db, ids);
    for (const delivery of batch) {
      try {
        await deliverOne(ctx, delivery);
      } catch (error) {
        failures.push(error);
        await releaseDelivery(ctx.db, delivery);
      }
    }
    if (ids || batch.length === 0 || failures.length > 0) break;
  }
  if (failures.length > 0) throw failures[0];
}

export type NotificationDeliveryWorker = { sweep(): Promise<void>; stop(): Promise<void> };

/**
 * The `notification.deliver` events send what is due at once; a timer sends the rest when due
 * (a text about a message still unread) and whatever a dead process held when its lease ran out.
 */
export function startNotificationDeliveries(
  ctx: AppContext,
  onError: (error: unknown) => void,
): NotificationDeliveryWorker {
  ctx.events.on('notification.deliver', async (payload) => {
    const ids = (Array.isArray(payload['delivery_ids']) ? payload['delivery_ids'] : [])
      .map(Number)
      .filter(Number.isInteger);
    if (ids.length > 0) await sendDueDeliveries(ctx, ids);
  });
  const job = startPeriodicJob(() => sendDueDeliveries(ctx), SWEEP_INTERVAL_MS, onError);
  return { sweep: job.run, stop: job.stop };
}
