import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

type CorenterMutations = Pick<
  MutationResolvers,
  | 'sendCorenterRequest'
  | 'inviteCorenter'
  | 'acceptCorenterRequest'
  | 'declineCorenterRequest'
  | 'retractCorenterRequest'
  | 'resendCorenterRequest'
  | 'removeCorenter'
>;

type Action = 'accept' | 'decline' | 'retract' | 'resend';

/** One REST call that answers with the request (a resend answers with the new one). */
function act(action: Action): CorenterMutations['acceptCorenterRequest'] {
  return (_root, { input }, { dataSources }) =>
    dataSources.profiles.actOnCorenterRequest(toRestId(input.id), action);
}

/** SPEC 4: created from a profile or by e-mail; accepted, declined, retracted or resent. */
export const CorenterMutation: CorenterMutations = {
  sendCorenterRequest: (_root, { input }, { dataSources }) =>
    dataSources.profiles.sendCorenterRequest(input.username),
  inviteCorenter: (_root, { input }, { dataSources }) =>
    dataSources.profiles.inviteCorenter(input.email),
  acceptCorenterRequest: act('accept'),
  declineCorenterRequest: act('decline'),
  retractCorenterRequest: act('retract'),
  resendCorenterRequest: act('resend'),
  removeCorenter: async (_root, { input }, { dataSources }) => {
    await dataSources.profiles.removeCorenter(
      input.username,
      toRestId(input.corenterId, 'corenterId'),
    );
    return dataSources.profiles.getProfile(input.username);
  },
};
