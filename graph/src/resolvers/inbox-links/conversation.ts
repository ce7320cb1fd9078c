import { TIMELINE_PAGE_SIZE } from '@leiga/domain';
import type { ConversationResolvers } from '../../__generated__/resolvers-types.js';
import { badUserInput } from '../../errors.js';
import { toPaging } from '../base.js';

/** A timeline cursor as the api writes it; anything else is refused before a REST call. */
const TIMELINE_CURSOR = /^\d{1,15}_(message|event)_\d{1,10}$/;

/** The fields this domain adds to Conversation (resolved with their own REST reads). */
export const ConversationLinkFields: Pick<ConversationResolvers, 'links' | 'events' | 'timeline'> =
  {
    links: (c, _args, { dataSources }) => dataSources.conversationLinks.getLinks(c.id),
    events: (c, _args, { dataSources }) => dataSources.conversationLinks.listEvents(c.id),
    timeline: (c, { before, pageSize }, { dataSources }) => {
      const { pageSize: size } = toPaging(1, pageSize, TIMELINE_PAGE_SIZE);
      if (before != null && !TIMELINE_CURSOR.test(before))
        throw badUserInput('before', 'inbox-links.errors.bad_cursor');
      return dataSources.conversationLinks.getTimeline(c.id, size, before ?? undefined);
    },
  };
