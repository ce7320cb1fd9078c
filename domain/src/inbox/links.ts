import { z } from 'zod';

/**
 * What happens to an application or a contract, shown in the timeline of the conversations about
 * it (SPEC 7 "applications events"): written by the api from the outbox's events.
 */
export const CONVERSATION_EVENT_KINDS = [
  'application_sent',
  'application_accepted',
  'application_denied',
  'application_withdrawn',
  'contract_sent_for_signing',
  'contract_signed',
  'contract_registered',
] as const;
export type ConversationEventKind = (typeof CONVERSATION_EVENT_KINDS)[number];

/** At most this many listings or contracts are connected in one request. */
export const MAX_CONNECT_IDS = 20;
/** A conversation's timeline (messages and events) in one page: SPEC 9's message page size. */
export const TIMELINE_PAGE_SIZE = 15;

const connectedId = z.coerce
  .number({ error: 'inbox-links.errors.bad_id' })
  .int({ error: 'inbox-links.errors.bad_id' })
  .positive({ error: 'inbox-links.errors.bad_id' })
  .max(2_147_483_647, { error: 'inbox-links.errors.bad_id' });

function idList(field: string) {
  return z
    .array(connectedId, { error: `inbox-links.errors.${field}_required` })
    .min(1, { error: `inbox-links.errors.${field}_required` })
    .max(MAX_CONNECT_IDS, { error: `inbox-links.errors.over_limit` });
}

/** `POST conversations/{id}/connect-listings/`. */
export const connectListingsSchema = z.object({ listing_ids: idList('listings') });
export type ConnectListingsInput = z.infer<typeof connectListingsSchema>;

/** `POST conversations/{id}/connect-contracts/`. */
export const connectContractsSchema = z.object({ contract_ids: idList('contracts') });
export type ConnectContractsInput = z.infer<typeof connectContractsSchema>;
