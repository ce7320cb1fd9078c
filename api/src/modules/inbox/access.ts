import type { AppContext, Auth } from '../../context.js';
import { defineSubject } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import {
  findConversation,
  findParticipant,
  type ConversationRow,
  type ParticipantRow,
} from './inbox-repository.js';

const NOT_FOUND = 'This conversation was not found.';

/** A conversation and the caller's place in it (none for staff who read without taking part). */
export type ConversationSubject = {
  conversation: ConversationRow;
  participant: ParticipantRow | undefined;
};

/**
 * Only participants and staff read a conversation; anyone else hears 404, the same as for one
 * that does not exist, so ids reveal nothing.
 */
export async function loadConversationSubject(
  ctx: AppContext,
  auth: Auth,
  id: number,
): Promise<ConversationSubject> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw notFound(NOT_FOUND);
  const participant = await findParticipant(ctx.db, id, auth.user.id);
  if (!participant && !auth.user.isStaff) throw notFound(NOT_FOUND);
  return { conversation, participant };
}

/** Writing and read markers are the participants' own: staff who only read are refused. */
export function requireParticipant(subject: ConversationSubject): ParticipantRow {
  if (!subject.participant) throw forbidden('Only the people in a conversation may write in it.');
  return subject.participant;
}

/** `conversations/{id}/`. */
export const conversationSubject = defineSubject(
  'conversation',
  'id',
  dbIdParam,
  loadConversationSubject,
);
