import { copyEarlierEvents } from './conversation-events.js';
import { and, eq } from 'drizzle-orm';
import type { AppContext, Auth } from '../../context.js';
import { listings, rentalApplications } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.js';
import { createContract } from '../contracts/contracts-service.js';
import { requireParticipant, type ConversationSubject } from './access.js';
import {
  addParticipants,
  findConversation,
  findVisitorConversation,
  insertConversation,
} from './inbox-repository.js';
import {
  findApplicationCards,
  findContractCards,
  findConversationIdsAbout,
  findLinkedIds,
  findListingCardsIn,
  findOwnContractIds,
  findOwnedListingIds,
  insertLinks,
} from './links-repository.js';
import type { ConversationLinksView } from './links-schemas.js';
import { getConversationView } from './inbox-service.js';
import type { ConversationView } from './inbox-schemas.js';

/** The listings, applications and contracts a conversation is about, as cards. */
export async function getConversationLinks(
  ctx: AppContext,
  conversationId: number,
): Promise<ConversationLinksView> {
  const ids = await findLinkedIds(ctx.db, conversationId);
  const [listingCards, applications, contracts] = await Promise.all([
    findListingCardsIn(ctx.db, ids.listingIds),
    findApplicationCards(ctx.db, ids.applicationIds),
    findContractCards(ctx.db, ids.contractIds),
  ]);
  return { conversation_id: conversationId, listings: listingCards, applications, contracts };
}

/** 400 naming each id the caller may not connect (unknown ones alike, so ids reveal nothing). */
function refuseForeign(field: string, ids: number[], allowed: Set<number>, key: string): void {
  const fields: Record<string, string> = {};
  ids.forEach((id, index) => {
    if (!allowed.has(id)) fields[`${field}.${index}`] = key;
  });
  if (Object.keys(fields).length > 0)
    throw badRequest('Only your own listings and contracts may be connected.', fields);
}

/** `connect-listings`: a participant connects listings they own; connecting twice is a no-op. */
export async function connectListings(
  ctx: AppContext,
  auth: Auth,
  subject: ConversationSubject,
  listingIds: number[],
): Promise<ConversationLinksView> {
  requireParticipant(subject);
  const owned = await findOwnedListingIds(ctx.db, listingIds, auth.user.id);
  refuseForeign('listing_ids', listingIds, owned, 'inbox-links.errors.not_your_listing');
  await ctx.db.transaction((tx) =>
    insertLinks(tx, subject.conversation.id, 'listing', listingIds, auth.user.id),
  );
  return getConversationLinks(ctx, subject.conversation.id);
}

/** `connect-contracts`: a participant connects contracts they made or are a party to. */
export async function connectContracts(
  ctx: AppContext,
  auth: Auth,
  subject: ConversationSubject,
  contractIds: number[],
): Promise<ConversationLinksView> {
  requireParticipant(subject);
  const own = await findOwnContractIds(ctx.db, contractIds, auth.user.id);
  refuseForeign('contract_ids', contractIds, own, 'inbox-links.errors.not_your_contract');
  await ctx.db.transaction(async (tx) => {
    await insertLinks(tx, subject.conversation.id, 'contract', contractIds, auth.user.id);
    await copyEarlierEvents(tx, subject.conversation.id, { contractIds });
  });
  return getConversationLinks(ctx, subject.conversation.id);
}

/**
 * `conversations/{id}/contracts/` (SPEC 6): the landlord in a conversation starts a draft contract
 * from it, from its accepted application when there is one (the tenant becomes a party), else
 * from a listing of theirs it is about. The contract is linked to the conversation.
 */
export async function createContractFromConversation(
  ctx: AppContext,
  auth: Auth,
  subject: ConversationSubject,
): Promise<{ contract_id: number; links: ConversationLinksView }> {
  requireParticipant(subject);
  const ids = await findLinkedIds(ctx.db, subject.conversation.id);
  const applications = await findApplicationCards(ctx.db, ids.applicationIds);
  const owned = await findOwnedListingIds(
    ctx.db,
    [...ids.listingIds, ...applications.map((a) => a.listing_id)],
    auth.user.id,
  );
  const accepted = applications.find((a) => a.status === 'accepted' && owned.has(a.listing_id));
  const listingId = ids.listingIds.find((id) => owned.has(id));
  if (!accepted && listingId === undefined)
    throw unprocessable(
      'This conversation is not about a listing of yours, so no contract can be made from it.',
      'no_listing_to_contract',
    );
  const contract = await createContract(
    ctx,
    auth,
    accepted ? { application_id: accepted.id } : { listing_id: listingId },
  );
  await ctx.db.transaction((tx) =>
    insertLinks(tx, subject.conversation.id, 'contract', [contract.id], auth.user.id),
  );
  return {
    contract_id: contract.id,
    links: await getConversationLinks(ctx, subject.conversation.id),
  };
}

/**
 * The conversation about an application between its tenant and the landlord, for the "Message"
 * button: one already about it, else the tenant's question about the listing (linked now), else
 * a new one.
 */
export async function openApplicationConversation(
  ctx: AppContext,
  auth: Auth,
  applicationId: number,
): Promise<{ conversation: ConversationView; isNew: boolean }> {
  const [found] = await ctx.db
    .select({ application: rentalApplications, ownerId: listings.ownerId })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(and(eq(rentalApplications.id, applicationId)))
    .limit(1);
  const isParty =
    !!found && (found.ownerId === auth.user.id || found.application.tenantId === auth.user.id);
  if (!found || !isParty) throw notFound('This application was not found.');
  const { application, ownerId } = found;
  if (ownerId === null) throw forbidden('This listing has no landlord to talk to.');
  const people = [application.tenantId, ownerId];
  const result = await ctx.db.transaction(async (tx) => {
    const [aboutId] = await findConversationIdsAbout(tx, 'application', applicationId);
    const existing =
      (aboutId === undefined ? undefined : await findConversation(tx, aboutId)) ??
      (await findVisitorConversation(tx, application.listingId, application.tenantId));
    if (existing) {
      await addParticipants(tx, existing.id, people);
      await insertLinks(tx, existing.id, 'application', [applicationId], auth.user.id);
      await copyEarlierEvents(tx, existing.id, { applicationIds: [applicationId] });
      return { conversation: existing, isNew: false };
    }
    const conversation = await insertConversation(
      tx,
      { applicationId, listingId: application.listingId, createdById: auth.user.id },
      people,
    );
    await copyEarlierEvents(tx, conversation.id, { applicationIds: [applicationId] });
    return { conversation, isNew: true };
  });
  return {
    conversation: await getConversationView(ctx, auth, result.conversation),
    isNew: result.isNew,
  };
}
