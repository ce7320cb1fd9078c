import { CONVERSATION_SUMMARIES_PAGE_SIZE } from '@leiga/domain';
import type { QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { orNull } from '../base.js';

type AiQueries = Pick<QueryResolvers, 'llmUsage' | 'conversationSummaries' | 'conversationSummary'>;

export const AiQuery: AiQueries = {
  llmUsage: (_root, { fromDate, toDate }, { dataSources }) =>
    dataSources.ai.getUsage(fromDate, toDate),

  conversationSummaries: async (_root, { page, pageSize, conversationId }, { dataSources }) => {
    const paging = toPaging(page, pageSize, CONVERSATION_SUMMARIES_PAGE_SIZE);
    const rest = await dataSources.ai.listSummaries({
      ...paging,
      ...(conversationId == null
        ? {}
        : { conversationId: toRestId(conversationId, 'conversationId') }),
    });
    return { kind: 'ConversationSummaryPage' as const, ...paging, rest };
  },

  conversationSummary: (_root, { id }, { dataSources }) =>
    orNull(dataSources.ai.getSummary(toRestId(id))),
};
