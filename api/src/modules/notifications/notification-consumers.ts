import type { NotificationType } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import type { NotificationData } from '../../db/schema/index.js';
import type { DeliveredEvent, EventType } from '../events/outbox.js';
import { findApplicationParties } from '../applications/applications-repository.js';
import { findUserNames } from '../inbox/inbox-repository.js';
import { deliverNotification, eventDedupeKey } from './notifications-service.js';
import {
  findContractTitle,
  listContractPeople,
  listMessageRecipients,
  listContractSigners,
  type Recipient,
} from './recipients-repository.js';

/** A contract's page as its reader sees it: the landlord's or the tenant's side. */
function contractPath(recipient: Recipient, contractId: number): string {
  const side = recipient.userType === 'TN' ? 'tenants' : 'landlords';
  return `/${side}/rental-contracts/${contractId}`;
}

async function notifyApplicationReceived(
  ctx: AppContext,
  payload: Record<string, unknown>,
  event: DeliveredEvent,
) {
  const applicationId = Number(payload['applicationId']);
  const row = await findApplicationParties(ctx.db, applicationId);
  if (!row?.landlord || row.landlord.deletedAt) return;
  await deliverNotification(ctx, {
    userId: row.landlord.id,
    type: 'application_received',
    dedupeKey: eventDedupeKey(event.id, 'application_received'),
    targetPath: `/landlords/rental-applications?application=${applicationId}`,
    data: { title: row.title ?? '', name: row.tenant?.fullName ?? '' },
  });
}

async function notifyApplicationDecided(
  ctx: AppContext,
  payload: Record<string, unknown>,
  event: DeliveredEvent,
  decision: NonNullable<NotificationData['decision']>,
) {
  const applicationId = Number(payload['applicationId']);
  const row = await findApplicationParties(ctx.db, applicationId);
  if (!row?.tenant || row.tenant.deletedAt) return;
  await deliverNotification(ctx, {
    userId: row.tenant.id,
    type: 'application_decided',
    dedupeKey: eventDedupeKey(event.id, 'application_decided'),
    targetPath: `/tenants/rental-applications/${applicationId}`,
    data: { title: row.title ?? '', decision },
  });
}

/** Notifies each of `recipients` (but the one who acted) of a contract event. */
async function notifyContract(
  ctx: AppContext,
  payload: Record<string, unknown>,
  event: DeliveredEvent,
  type: NotificationType,
  recipients: (contractId: number) => Promise<Recipient[]>,
) {
  const contractId = Number(payload['contract_id']);
  const actorId = payload['actor_id'] === null ? null : Number(payload['actor_id']);
  const title = (await findContractTitle(ctx.db, contractId)) ?? '';
  const seen = new Set<number>();
  for (const recipient of await recipients(contractId)) {
    if (recipient.userId === actorId || seen.has(recipient.userId)) continue;
    seen.add(recipient.userId);
    await deliverNotification(ctx, {
      userId: recipient.userId,
      type,
      dedupeKey: eventDedupeKey(event.id, type),
      targetPath: contractPath(recipient, contractId),
      data: { title },
    });
  }
}

/**
 * A new message for each participant who has not read it. Messages that arrive while someone
 * has not opened the conversation share one notification: the key names the last message they
 * read, so the next one after they read makes a new notification, and a redelivered event none.
 */
async function notifyNewMessage(ctx: AppContext, payload: Record<string, unknown>) {
  const conversationId = Number(payload['conversation_id']);
  const messageId = Number(payload['message_id']);
  const senderId = payload['sender_id'] == null ? null : Number(payload['sender_id']);
  const recipients = await listMessageRecipients(ctx.db, conversationId, messageId, senderId);
  if (recipients.length === 0) return;
  const name =
    senderId === null ? '' : ((await findUserNames(ctx.db, [senderId])).get(senderId) ?? '');
  for (const recipient of recipients)
    await deliverNotification(ctx, {
      userId: recipient.userId,
      type: 'new_message',
      dedupeKey: `message:${conversationId}:after:${recipient.lastReadMessageId ?? 0}`,
      targetPath: `/inbox/${conversationId}`,
      data: { name },
      unreadMessage: { conversationId, messageId },
    });
}

/**
 * In-app notifications from the outbox's events. Each notification's dedupe key is its event's
 * id, so an event delivered again (a crash before it was marked done) notifies nobody twice.
 * Saved-search and price-drop alerts are made where their e-mails are (listings/alerts.ts).
 */
export function registerNotificationConsumers(ctx: AppContext): void {
  const on = (
    type: EventType,
    handle: (payload: Record<string, unknown>, event: DeliveredEvent) => Promise<void>,
  ) => ctx.events.on(type, handle);
  on('application.created', (payload, event) => notifyApplicationReceived(ctx, payload, event));
  on('application.accepted', (payload, event) =>
    notifyApplicationDecided(ctx, payload, event, 'accepted'),
  );
  on('application.denied', (payload, event) =>
    notifyApplicationDecided(ctx, payload, event, 'denied'),
  );
  on('message.created', (payload) => notifyNewMessage(ctx, payload));
  on('contract.signing_started', (payload, event) =>
    notifyContract(ctx, payload, event, 'contract_to_sign', (id) =>
      listContractSigners(ctx.db, id),
    ),
  );
  on('contract.signed', (payload, event) =>
    notifyContract(ctx, payload, event, 'contract_signed', (id) => listContractPeople(ctx.db, id)),
  );
  on('contract.registered', (payload, event) =>
    notifyContract(ctx, payload, event, 'contract_registered', (id) =>
      listContractPeople(ctx.db, id),
    ),
  );
}
