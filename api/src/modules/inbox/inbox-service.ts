import type { ScamAssessment } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { copyEarlierEvents } from './conversation-events.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { publishEvent } from '../events/outbox.js';
import { loadContractSubject } from '../contracts/access.js';
import { assessMessageFraud } from '../fraud/assess-message.js';
import { recordDetectionIfWarning } from '../fraud/fraud-repository.js';
import { requireParticipant, type ConversationSubject } from './access.js';
import { loadConversationViews, loadMessageViews } from './conversation-view.js';
import {
  addParticipants,
  advanceReadMarker,
  countUnreadIn,
  findContractConversation,
  findConversation,
  findContractPartyUserIds,
  findListingForQuestion,
  findMessageIn,
  findNewestMessageId,
  findParticipant,
  findVisitorConversation,
  insertConversation,
  insertMessage,
  listParticipantIds,
  type ConversationRow,
  type MessageRow,
} from './inbox-repository.js';
import type { ConversationView, MessageView } from './inbox-schemas.js';
import { findConversationIdsAbout, insertLinks } from './links-repository.js';
import { attachToMessage } from './message-attachments-service.js';

/**
 * A conversation a contract was linked to (made from it, connected to it), else the one about the
 * application it came from: the talk continues there rather than in a second conversation.
 */
async function findLinkedContractConversation(
  tx: Tx,
  contractId: number,
  applicationId: number | null,
): Promise<ConversationRow | undefined> {
  const [aboutContract] = await findConversationIdsAbout(tx, 'contract', contractId);
  const [aboutApplication] =
    applicationId === null ? [] : await findConversationIdsAbout(tx, 'application', applicationId);
  const id = aboutContract ?? aboutApplication;
  return id === undefined ? undefined : findConversation(tx, id);
}

/**
 * Writes a message, its scam detection (when its assessment warns), its files and its outbox
 * event in one transaction; the sender has read it.
 */
async function writeMessage(
  tx: Tx,
  conversationId: number,
  senderId: number,
  body: string,
  assessment: ScamAssessment,
  attachmentIds: readonly number[] = [],
): Promise<MessageRow> {
  const message = await insertMessage(tx, { conversationId, senderId, body });
  await recordDetectionIfWarning(tx, message, assessment);
  const files = await attachToMessage(tx, attachmentIds, conversationId, senderId, message.id);
  await advanceReadMarker(tx, conversationId, senderId, message.id);
  await publishEvent(tx, 'message.created', {
    conversation_id: conversationId,
    message_id: message.id,
    sender_id: senderId,
    participant_ids: await listParticipantIds(tx, conversationId),
    // What live delivery shows of the files; their links are made per reader on reading.
    attachments: files.map((f) => ({
      id: f.id,
      file_name: f.filename,
      content_type: f.contentType,
      size: f.bytes,
    })),
  });
  return message;
}

async function messageView(ctx: AppContext, auth: Auth, row: MessageRow): Promise<MessageView> {
  const [view] = await loadMessageViews(ctx.db, [row], auth.user.id);
  return view!;
}

/** A conversation as `auth` sees it (unread count and marker are theirs). */
export async function getConversationView(
  ctx: AppContext,
  auth: Auth,
  conversation: ConversationRow,
): Promise<ConversationView> {
  const [participant, unread] = await Promise.all([
    findParticipant(ctx.db, conversation.id, auth.user.id),
    countUnreadIn(ctx.db, conversation.id, auth.user.id),
  ]);
  const [view] = await loadConversationViews(
    ctx.db,
    [{ conversation, lastReadMessageId: participant?.lastReadMessageId ?? null, unread }],
    auth.user.id,
  );
  return view!;
}

export async function sendMessage(
  ctx: AppContext,
  auth: Auth,
  subject: ConversationSubject,
  body: string,
  attachmentIds: readonly number[] = [],
): Promise<MessageView> {
  requireParticipant(subject);
  const assessment = await assessMessageFraud(ctx, body, subject.conversation.id);
  const row = await ctx.db.transaction((tx) =>
    writeMessage(tx, subject.conversation.id, auth.user.id, body, assessment, attachmentIds),
  );
  void ctx.events.kick();
  return messageView(ctx, auth, row);
}

/** Moves the caller's read marker to a message of the conversation, or to its newest. */
export async function markRead(
  ctx: AppContext,
  auth: Auth,
  subject: ConversationSubject,
  messageId: number | undefined,
): Promise<ConversationView> {
  requireParticipant(subject);
  const conversationId = subject.conversation.id;
  const target =
    messageId === undefined
      ? await findNewestMessageId(ctx.db, conversationId)
      : (await findMessageIn(ctx.db, conversationId, messageId))?.id;
  if (messageId !== undefined && target === undefined)
    throw badRequest('This message is not in the conversation.', {
      message_id: 'inbox.errors.message_not_in_conversation',
    });
  if (target !== undefined) {
    await ctx.db.transaction(async (tx) => {
      await advanceReadMarker(tx, conversationId, auth.user.id, target);
      await publishEvent(tx, 'conversation.read', {
        conversation_id: conversationId,
        user_id: auth.user.id,
      });
    });
    void ctx.events.kick();
  }
  return getConversationView(ctx, auth, subject.conversation);
}

/**
 * A visitor's question on a listing page: it opens a conversation with the landlord, or continues
 * the one this visitor opened before about the same listing.
 */
export async function askAboutListing(
  ctx: AppContext,
  auth: Auth,
  listingId: number,
  body: string,
): Promise<{ conversation: ConversationView; message: MessageView; isNew: boolean }> {
  const listing = await findListingForQuestion(ctx.db, listingId);
  // Only a published listing takes questions; others are hidden from visitors anyway.
  if (!listing || listing.status !== 'published') throw notFound('This listing was not found.');
  if (listing.ownerId === auth.user.id)
    throw badRequest('You cannot send a question about your own listing.', {
      listing: 'inbox.errors.own_listing',
    });
  const assessment = await assessMessageFraud(ctx, body);
  const { conversation, message, isNew } = await ctx.db.transaction(async (tx) => {
    const existing = await findVisitorConversation(tx, listingId, auth.user.id);
    const conversation =
      existing ??
      (await insertConversation(tx, { listingId, createdById: auth.user.id }, [
        auth.user.id,
        listing.ownerId,
      ]));
    if (existing) await addParticipants(tx, existing.id, [auth.user.id, listing.ownerId]);
    const message = await writeMessage(tx, conversation.id, auth.user.id, body, assessment);
    return { conversation, message, isNew: !existing };
  });
  void ctx.events.kick();
  const fresh = { ...conversation, lastMessageAt: message.createdAt };
  return {
    conversation: await getConversationView(ctx, auth, fresh),
    message: await messageView(ctx, auth, message),
    isNew,
  };
}

/**
 * A conversation about a contract between its parties (`conversations/{id}/contracts/`, the id
 * being the contract's): one per contract; parties who joined since are added to it.
 */
export async function openContractConversation(
  ctx: AppContext,
  auth: Auth,
  contractId: number,
): Promise<{ conversation: ConversationView; isNew: boolean }> {
  const { row: contract, actor } = await loadContractSubject(ctx, auth, contractId);
  if (actor.partyRoles.length === 0 && !actor.isStaff)
    throw forbidden('Only the parties to a contract may start its conversation.');
  const partyIds = await findContractPartyUserIds(ctx.db, contractId);
  const participantIds = [
    ...partyIds,
    ...(contract.createdById === null ? [] : [contract.createdById]),
    ...(actor.partyRoles.length > 0 ? [auth.user.id] : []),
  ];
  const result = await ctx.db.transaction(async (tx) => {
    const existing =
      (await findContractConversation(tx, contractId)) ??
      (await findLinkedContractConversation(tx, contractId, contract.applicationId));
    if (existing) {
      await addParticipants(tx, existing.id, participantIds);
      await insertLinks(tx, existing.id, 'contract', [contractId], auth.user.id);
      await copyEarlierEvents(tx, existing.id, { contractIds: [contractId] });
      return { conversation: existing, isNew: false };
    }
    const conversation = await insertConversation(
      tx,
      {
        contractId,
        listingId: contract.listingId,
        applicationId: contract.applicationId,
        createdById: auth.user.id,
      },
      participantIds,
    );
    await copyEarlierEvents(tx, conversation.id, {
      contractIds: [contractId],
      applicationIds: contract.applicationId === null ? [] : [contract.applicationId],
    });
    return { conversation, isNew: true };
  });
  return {
    conversation: await getConversationView(ctx, auth, result.conversation),
    isNew: result.isNew,
  };
}
