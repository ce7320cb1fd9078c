import type { MessageResolvers } from '../../__generated__/resolvers-types.js';

/** The fraud domain's field on the inbox's Message (merged in resolvers/index.ts). */
export const FraudMessage: Pick<MessageResolvers, 'fraudWarning'> = {
  fraudWarning: (m) => m.fraud_warning,
};
