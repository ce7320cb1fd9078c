import { setTimeout as sleep } from 'node:timers/promises';
import type { SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import type { GraphMobileLoginActivation } from '../../rest/types.js';
import { toRestId } from '../ids.js';

const POLL_INTERVAL_MS = 1_000;
/** The electronic ID gives up after a few minutes; so does the subscription. */
const MAX_POLLS = 300;

type Update = { mobileLoginActivation: GraphMobileLoginActivation };

export const AccountsSubscription: Pick<SubscriptionResolvers, 'mobileLoginActivation'> = {
  mobileLoginActivation: {
    // The api has no push for this flow, so the graph polls it for the client: one stream,
    // an update on each change, done at COMPLETE or FAILED.
    subscribe: async function* (_root, { userId, token }, { dataSources }): AsyncGenerator<Update> {
      const id = toRestId(userId, 'userId');
      let last: string | null = null;
      for (let poll = 0; poll < MAX_POLLS; poll++) {
        const { status } = await dataSources.accounts.getMobileLoginActivation(id, token);
        if (status !== last) {
          if (status === 'complete') dataSources.accounts.users.clear(id);
          yield { mobileLoginActivation: { status, userId: id } };
          last = status;
        }
        if (status !== 'pending') return;
        await sleep(POLL_INTERVAL_MS);
      }
    },
  },
};
