import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationParticipants, listings, messages, users } from '../../db/schema/index.js';
import type { AiMessage } from '../../providers/ai/ai-provider.js';
import type { ConversationRow } from '../inbox/inbox-repository.js';

/** The newest messages a summary or suggestion reads: enough for any real conversation. */
const TRANSCRIPT_LIMIT = 200;

export type Transcript = {
  messages: AiMessage[];
  /** Each participant's role in this conversation. */
  roles: Map<number, AiMessage['role']>;
  lastMessageId: number | null;
};

type Person = { id: number; fullName: string; isStaff: boolean; userType: 'LL' | 'TN' | null };

/** The listing's owner is its landlord; otherwise staff, then the account's type decides. */
function roleOf(person: Person, listingOwnerId: number | null): AiMessage['role'] {
  if (listingOwnerId === person.id) return 'landlord';
  if (person.isStaff) return 'staff';
  if (person.userType === 'LL') return 'landlord';
  if (person.userType === 'TN') return 'tenant';
  return 'other';
}

/** A conversation's messages, oldest first, with their authors' names and roles. */
export async function loadTranscript(db: Db, conversation: ConversationRow): Promise<Transcript> {
  const [people, newestFirst, listing] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        isStaff: users.isStaff,
        userType: users.userType,
      })
      .from(conversationParticipants)
      .innerJoin(users, eq(users.id, conversationParticipants.userId))
      .where(eq(conversationParticipants.conversationId, conversation.id)),
    db
      .select({
        id: messages.id,
        senderId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
        senderName: users.fullName,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.id))
      .limit(TRANSCRIPT_LIMIT),
    conversation.listingId === null
      ? Promise.resolve([])
      : db
          .select({ ownerId: listings.ownerId })
          .from(listings)
          .where(eq(listings.id, conversation.listingId)),
  ]);
  const rows = newestFirst.reverse();
  const ownerId = listing[0]?.ownerId ?? null;
  const roles = new Map(people.map((p) => [p.id, roleOf(p, ownerId)]));
  return {
    roles,
    lastMessageId: rows.at(-1)?.id ?? null,
    messages: rows.map((row) => ({
      role: (row.senderId !== null ? roles.get(row.senderId) : undefined) ?? 'other',
      authorName: row.senderName ?? '—',
      body: row.body,
      sentAt: row.createdAt.toISOString(),
    })),
  };
}
