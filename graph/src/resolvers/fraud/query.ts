import { FRAUD_DETECTIONS_PAGE_SIZE } from '@leiga/domain';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';
import { orNull } from '../base.js';

type FraudQueries = Pick<QueryResolvers, 'messageFraudDetections' | 'scamDetectionOverview'>;
type FraudMutations = Pick<MutationResolvers, 'reviewMessageFraudDetection'>;

export const FraudQuery: FraudQueries = {
  messageFraudDetections: async (_root, { status, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, FRAUD_DETECTIONS_PAGE_SIZE);
    const rest = await dataSources.fraud.listDetections(status ?? undefined, paging);
    return { kind: 'MessageFraudDetectionPage', ...paging, rest };
  },

  scamDetectionOverview: (_root, { userId }, { dataSources }) =>
    orNull(dataSources.fraud.getScamOverview(toRestId(userId, 'userId'))),
};

export const FraudMutation: FraudMutations = {
  reviewMessageFraudDetection: (_root, { id, status }, { dataSources }) =>
    dataSources.fraud.reviewDetection(toRestId(id), status),
};
