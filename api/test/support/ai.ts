import { and, eq } from 'drizzle-orm';
import { listings } from '../../src/db/schema/index.js';
import type { Session, TestApp } from '../helpers.js';

export type Started = { conversation: { id: number } };

export async function publishedListingOf(t: TestApp, ownerId: number): Promise<number> {
  const [row] = await t.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, ownerId), eq(listings.status, 'published')))
    .orderBy(listings.id)
    .limit(1);
  return row!.id;
}

/**
 * A conversation with facts in it: a fresh tenant asks about a listing of the landlord, they
 * agree a viewing, the rent and the deposit, and the tenant takes the home.
 */
export async function seedIcelandicConversation(
  t: TestApp,
  landlord: Session,
  listingId: number,
  lines: { tenant: string[]; landlord: string[] },
): Promise<{ conversationId: number; tenant: Session }> {
  const tenant = await t.register({ user_type: 'TN', full_name: 'Sigríður Jónsdóttir' });
  const [first, ...rest] = lines.tenant;
  const started = await t.call<Started>('POST', `/api/listings/${listingId}/messages/`, {
    token: tenant.access,
    body: { message: first },
  });
  const conversationId = started.body.conversation.id;
  const send = (session: Session, message: string) =>
    t.call('POST', `/api/conversations/${conversationId}/messages/`, {
      token: session.access,
      body: { message },
    });
  for (let i = 0; i < Math.max(rest.length, lines.landlord.length); i += 1) {
    if (lines.landlord[i]) await send(landlord, lines.landlord[i]!);
    if (rest[i]) await send(tenant, rest[i]!);
  }
  return { conversationId, tenant };
}
