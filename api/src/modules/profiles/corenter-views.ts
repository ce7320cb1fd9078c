import type { Auth } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { CorenterRequestRow } from './corenters-repository.js';
import { findProfileIdOfUser } from './profile-repository.js';
import type { CorenterRequestView } from './profile-schemas.js';
import { loadProfileCards } from './profile-view.js';

/** Requests with both sides as profile cards; the invited address only for the sender and staff. */
export async function corenterRequestViews(
  db: Db,
  rows: readonly CorenterRequestRow[],
  auth: Auth,
): Promise<CorenterRequestView[]> {
  const profileIds = rows.flatMap((q) => [
    q.senderProfileId,
    ...(q.recipientProfileId ? [q.recipientProfileId] : []),
  ]);
  const [cards, mine] = await Promise.all([
    loadProfileCards(db, profileIds),
    findProfileIdOfUser(db, auth.user.id),
  ]);
  return rows.map((q) => ({
    id: q.id,
    status: q.status,
    sender: cards.get(q.senderProfileId) ?? null,
    recipient: q.recipientProfileId ? (cards.get(q.recipientProfileId) ?? null) : null,
    invite_email: auth.user.isStaff || mine === q.senderProfileId ? q.inviteEmail : null,
    replaces_id: q.replacesId,
    created_at: q.createdAt.toISOString(),
    responded_at: q.respondedAt?.toISOString() ?? null,
  }));
}
