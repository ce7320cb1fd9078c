import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import {
  MobileContractPaymentsDocument,
  type MobileContractPaymentsQuery,
} from '../__generated__/graphql';

export type ContractSchedule = NonNullable<
  NonNullable<MobileContractPaymentsQuery['contract']>['paymentSchedule']
>;

type State = {
  schedules: ReadonlyMap<string, ContractSchedule> | null;
  error: unknown;
  isLoading: boolean;
};

/**
 * Each contract's payment schedule, one request a contract (in parallel): the overview's answer
 * stays contract-sized. `refresh` asks the graph again rather than the cache.
 */
export function usePaymentSchedules(contractIds: readonly string[] | undefined) {
  const client = useApolloClient();
  const [state, setState] = useState<State>({ schedules: null, error: null, isLoading: false });
  const key = contractIds?.join(',');

  const load = useCallback(
    async (isFresh: boolean, isCancelled: () => boolean) => {
      if (key === undefined) return;
      setState((s) => ({ ...s, isLoading: true }));
      try {
        const answers = await Promise.all(
          (key ? key.split(',') : []).map((id) =>
            client.query({
              query: MobileContractPaymentsDocument,
              variables: { id },
              fetchPolicy: isFresh ? 'network-only' : 'cache-first',
            }),
          ),
        );
        const schedules = new Map<string, ContractSchedule>();
        for (const { data } of answers) {
          const schedule = data?.contract?.paymentSchedule;
          if (data?.contract && schedule) schedules.set(data.contract.id, schedule);
        }
        if (!isCancelled()) setState({ schedules, error: null, isLoading: false });
      } catch (error) {
        if (!isCancelled()) setState((s) => ({ ...s, error, isLoading: false }));
      }
    },
    [client, key],
  );

  useEffect(() => {
    let isCancelled = false;
    void load(false, () => isCancelled);
    return () => {
      isCancelled = true;
    };
  }, [load]);

  const refresh = useCallback(() => load(true, () => false), [load]);
  return { ...state, refresh };
}
