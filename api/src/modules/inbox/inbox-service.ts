import type { AppContext, Auth } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { publishEvent } from '../events/outbox.js';
import { loadContractSubject } from '../contracts/access.js';
import { requireParticipant, type ConversationSubject } from './access.js';
import { loadConversationViews, loadMessageViews } from './conversation-view.js';
import {
  addParticipants,
  advanceReadMarker,
  countUnreadIn,
  findContractConversation,
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

/** Writes a message and its outbox event in one transaction; the sender has read it. */
async function writeMessage(
  tx: Tx,
  conversationId: number,
  senderId: number,
  body: string,
): Promise<MessageRow> {
  const message = await insertMessage(tx, { conversationId, senderId, body });
  await advanceReadMarker(tx, conversationId, senderId, message.id);
  await publishEvent(tx, 'message.created', {
    conversation_id: conversationId,
    message_id: message.id,
    sender_id: senderId,
    participant_ids: await listParticipantIds(tx, conversationId),
  });
  return message;
}

async function messageView(ctx: AppContext, row: MessageRow): Promise<MessageView> {
  const [view] = await loadMessageViews(ctx.db, [row]);
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
  const [view] = await loadConversationViews(ctx.db, [
    { conversation, lastReadMessageId: participant?.lastReadMessageId ?? null, unread },
  ]);
  return view!;
}

export async function sendMessage(
  ctx: AppContext,
  auth: Auth,
  subject: ConversationSubject,
  body: string,
): Promise<MessageView> {
  requireParticipant(subject);
  const row = await ctx.db.transaction((tx) =>
    writeMessage(tx, subject.conversation.id, auth.user.id, body),
  );
  void ctx.events.kick();
  return messageView(ctx, row);
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
  const { conversation, message, isNew } = await ctx.db.transaction(async (tx) => {
    const existing = await findVisitorConversation(tx, listingId, auth.user.id);
    const conversation =
      existing ??
      (await insertConversation(tx, { listingId, createdById: auth.user.id }, [
        auth.user.id,
        listing.ownerId,
      ]));
    if (existing) await addParticipants(tx, existing.id, [auth.user.id, listing.ownerId]);
    const message = await writeMessage(tx, conversation.id, auth.user.id, body);
    return { conversation, message, isNew: !existing };
  });
  void ctx.events.kick();
  const fresh = { ...conversation, lastMessageAt: message.createdAt };
  return {
    conversation: await getConversationView(ctx, auth, fresh),
    message: await messageView(ctx, message),
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
    const existing = await findContractConversation(tx, contractId);
    if (existing) {
      await addParticipants(tx, existing.id, participantIds);
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
    return { conversation, isNew: true };
  });
  return {
    conversation: await getConversationView(ctx, auth, result.conversation),
    isNew: result.isNew,
  };
}
