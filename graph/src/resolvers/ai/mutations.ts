import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

type AiMutations = Pick<
  MutationResolvers,
  'createConversationSummary' | 'regenerateConversationSummary' | 'suggestReplies'
>;

export const AiMutation: AiMutations = {
  createConversationSummary: (_root, { input }, { dataSources }) =>
    dataSources.ai.createSummary(
      toRestId(input.conversationId, 'conversationId'),
      input.language ?? undefined,
    ),

  regenerateConversationSummary: (_root, { input }, { dataSources }) =>
    dataSources.ai.regenerateSummary(toRestId(input.id)),

  suggestReplies: async (_root, { input }, { dataSources }) => {
    const conversationId = toRestId(input.conversationId, 'conversationId');
    const rest = await dataSources.ai.suggestReplies(conversationId);
    return { ...rest, conversation_id: conversationId };
  },
};
