import NetInfo, { type NetInfoState } from '@react-native-community/netinfo';
import { useEffect, useState } from 'react';

/** Unknown (null) counts as reachable: only a phone that knows it has no network is offline. */
export function isOfflineState(state: Pick<NetInfoState, 'isConnected' | 'isInternetReachable'>) {
  return state.isConnected === false || state.isInternetReachable === false;
}

/** Whether the phone says it has no network now, following netinfo's changes. */
export function useNetworkOffline(): boolean {
  const [isOffline, setOffline] = useState(false);
  useEffect(() => {
    let active = true;
    const unsubscribe = NetInfo.addEventListener((state) => {
      if (active) setOffline(isOfflineState(state));
    });
    void NetInfo.fetch()
      .then((state) => {
        if (active) setOffline(isOfflineState(state));
      })
      .catch(() => undefined);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return isOffline;
}
