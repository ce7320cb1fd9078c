import { configure } from '@testing-library/react-native';

/**
 * Per test file, after the presets' own setup: what Node 20 under jest lacks for talking to a
 * real server, and the native modules jest cannot run.
 */
// Apollo reads navigator (online checks); the react-native environment has none.
if (typeof globalThis.navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { product: 'ReactNative' } });
}

// expo-secure-store is native only and does nothing under jest: the tests pass a memory store.
jest.mock('expo-secure-store', () => ({
  getItemAsync: jest.fn(async () => null),
  setItemAsync: jest.fn(async () => undefined),
  deleteItemAsync: jest.fn(async () => undefined),
}));

// expo-notifications throws at import in the android preset: the phone's part comes from a
// controllable stand-in (test/push-mock.ts); what the app does with it goes to the real graph.
jest.mock('expo-notifications', () => jest.requireActual('./push-mock').expoNotificationsMock);

// NetInfo reads the phone's connection natively: its own jest stand-in says "connected", and a
// test hands its listeners another state (the photo upload queue waits while offline).
jest.mock('@react-native-community/netinfo', () =>
  jest.requireActual('@react-native-community/netinfo/jest/netinfo-mock.js'),
);

// FlashList 2.0.2's own jest setup maps FlashList to a RecyclerView it no longer exports. Keep the
// real list and give it the measured window that setup means to (jest has no layout pass).
jest.mock('@shopify/flash-list/dist/recyclerview/utils/measureLayout', () => {
  const actual = jest.requireActual('@shopify/flash-list/dist/recyclerview/utils/measureLayout');
  const window = { x: 0, y: 0, width: 400, height: 900 };
  const item = { x: 0, y: 0, width: 100, height: 100 };
  return {
    ...actual,
    measureParentSize: jest.fn(() => window),
    measureFirstChildLayout: jest.fn(() => window),
    measureItemLayout: jest.fn(() => item),
  };
});

// findBy* waits on a real server (the first request of a file warms it up): allow it time.
configure({ asyncUtilTimeout: 10_000 });
