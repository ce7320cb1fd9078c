/**
 * The phone's network state and photo picker at their module boundaries (native, not runnable
 * under jest). Tests set what the phone reports; every request the app then makes goes to the
 * real stack, or fails as it would without a network (see render-app's `network`).
 */
type NetState = {
  type: 'wifi' | 'none';
  isConnected: boolean;
  isInternetReachable: boolean;
  details: null;
};
type Listener = (state: NetState) => void;

let netState: NetState = {
  type: 'wifi',
  isConnected: true,
  isInternetReachable: true,
  details: null,
};
const listeners = new Set<Listener>();

function addEventListener(listener: Listener) {
  listeners.add(listener);
  listener(netState);
  return () => {
    listeners.delete(listener);
  };
}

const netInfo = {
  addEventListener,
  fetch: async () => netState,
  refresh: async () => netState,
  configure: () => undefined,
  useNetInfo: () => netState,
};

export const netInfoMock = { __esModule: true, default: netInfo, ...netInfo };

export const netInfoControl = {
  setOnline(online: boolean) {
    netState = {
      type: online ? 'wifi' : 'none',
      isConnected: online,
      isInternetReachable: online,
      details: null,
    };
    for (const listener of [...listeners]) listener(netState);
  },
};

type Asset = { uri: string; fileName: string; mimeType: string; fileSize: number };
let nextAssets: Asset[] = [];
const granted = { status: 'granted', granted: true, canAskAgain: true, expires: 'never' };

export const imagePickerMock = {
  __esModule: true,
  requestCameraPermissionsAsync: async () => granted,
  requestMediaLibraryPermissionsAsync: async () => granted,
  launchCameraAsync: async () => ({ canceled: false, assets: nextAssets.slice(0, 1) }),
  launchImageLibraryAsync: async () => ({ canceled: false, assets: nextAssets }),
};

export const imagePickerControl = {
  /** What the next pick hands over (files the test wrote to disk). */
  setAssets(assets: Asset[]) {
    nextAssets = assets;
  },
};
