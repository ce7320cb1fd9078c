import { eq } from 'drizzle-orm';
import type { ConversationEventKind } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { contracts, rentalApplications } from '../../db/schema/index.js';
import type { DeliveredEvent, EventType } from '../events/outbox.js';
import { findVisitorConversation, listParticipantIds } from './inbox-repository.js';
import type { Tx } from '../../db/client.js';
import {
  findConversationIdsAbout,
  findEventsNaming,
  insertConversationEvents,
  insertLinks,
} from './links-repository.js';
import { userTopic, type LiveEventPublisher } from './live-events.js';

/** Which timeline entry each outbox event makes, and about what. */
const APPLICATION_EVENTS: Partial<Record<EventType, ConversationEventKind>> = {
  'application.created': 'application_sent',
  'application.accepted': 'application_accepted',
  'application.denied': 'application_denied',
  'application.cancelled': 'application_withdrawn',
};
const CONTRACT_EVENTS: Partial<Record<EventType, ConversationEventKind>> = {
  'contract.signing_started': 'contract_sent_for_signing',
  'contract.signed': 'contract_signed',
  'contract.registered': 'contract_registered',
};

/** Tells the participants of conversations that gained an entry (their lists refresh). */
async function announce(
  ctx: AppContext,
  live: LiveEventPublisher | undefined,
  ids: number[],
  event: DeliveredEvent,
) {
  if (!live) return;
  for (const conversationId of ids)
    for (const userId of await listParticipantIds(ctx.db, conversationId))
      await live.publish(userTopic(userId), {
        type: 'conversation.updated',
        conversationId,
        eventId: event.id,
      });
}

async function onApplicationEvent(
  ctx: AppContext,
  live: LiveEventPublisher | undefined,
  kind: ConversationEventKind,
  payload: Record<string, unknown>,
  event: DeliveredEvent,
): Promise<void> {
  const applicationId = Number(payload['applicationId']);
  const [application] = await ctx.db
    .select()
    .from(rentalApplications)
    .where(eq(rentalApplications.id, applicationId));
  if (!application) return;
  const written = await ctx.db.transaction(async (tx) => {
    // A tenant who asked about the home before applying: that talk now concerns the application.
    const question = await findVisitorConversation(tx, application.listingId, application.tenantId);
    if (question) await insertLinks(tx, question.id, 'application', [applicationId], null);
    const ids = await findConversationIdsAbout(tx, 'application', applicationId);
    return insertConversationEvents(
      tx,
      ids.map((conversationId) => ({
        conversationId,
        kind,
        applicationId,
        sourceEventId: event.id,
      })),
    );
  });
  await announce(
    ctx,
    live,
    written.map((w) => w.conversationId),
    event,
  );
}

async function onContractEvent(
  ctx: AppContext,
  live: LiveEventPublisher | undefined,
  kind: ConversationEventKind,
  payload: Record<string, unknown>,
  event: DeliveredEvent,
): Promise<void> {
  const contractId = Number(payload['contract_id']);
  const [contract] = await ctx.db
    .select({ applicationId: contracts.applicationId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) return;
  const written = await ctx.db.transaction(async (tx) => {
    // The application's conversation continues into its contract.
    if (contract.applicationId !== null)
      for (const id of await findConversationIdsAbout(tx, 'application', contract.applicationId))
        await insertLinks(tx, id, 'contract', [contractId], null);
    const ids = await findConversationIdsAbout(tx, 'contract', contractId);
    return insertConversationEvents(
      tx,
      ids.map((conversationId) => ({ conversationId, kind, contractId, sourceEventId: event.id })),
    );
  });
  await announce(
    ctx,
    live,
    written.map((w) => w.conversationId),
    event,
  );
}

/**
 * Application and contract events as system entries of the conversations about them. Each entry
 * is keyed on its outbox event, so an event delivered again (a crash before it was marked done)
 * writes nothing twice.
 */
export function registerConversationEventConsumers(
  ctx: AppContext,
  live: LiveEventPublisher | undefined,
): void {
  for (const [type, kind] of Object.entries(APPLICATION_EVENTS) as Array<
    [EventType, ConversationEventKind]
  >)
    ctx.events.on(type, (payload, event) => onApplicationEvent(ctx, live, kind, payload, event));
  for (const [type, kind] of Object.entries(CONTRACT_EVENTS) as Array<
    [EventType, ConversationEventKind]
  >)
    ctx.events.on(type, (payload, event) => onContractEvent(ctx, live, kind, payload, event));
}

/**
 * Copies into a conversation's timeline what had already happened to the applications and
 * contracts it is now about (sent, accepted, signed, ...), at the time it happened: a conversation
 * opened after an application was sent still shows that it was. Keyed on the outbox event like
 * the live entries, so an entry the consumer also writes is written once.
 */
export async function copyEarlierEvents(
  tx: Tx,
  conversationId: number,
  about: { applicationIds?: readonly number[]; contractIds?: readonly number[] },
): Promise<void> {
  const earlier = [
    ...(
      await findEventsNaming(
        tx,
        Object.keys(APPLICATION_EVENTS),
        'applicationId',
        about.applicationIds ?? [],
      )
    ).map((e) => ({
      conversationId,
      kind: APPLICATION_EVENTS[e.type as EventType]!,
      applicationId: Number(e.payload['applicationId']),
      sourceEventId: e.id,
      createdAt: e.createdAt,
    })),
    ...(
      await findEventsNaming(
        tx,
        Object.keys(CONTRACT_EVENTS),
        'contract_id',
        about.contractIds ?? [],
      )
    ).map((e) => ({
      conversationId,
      kind: CONTRACT_EVENTS[e.type as EventType]!,
      contractId: Number(e.payload['contract_id']),
      sourceEventId: e.id,
      createdAt: e.createdAt,
    })),
  ];
  await insertConversationEvents(tx, earlier);
}
