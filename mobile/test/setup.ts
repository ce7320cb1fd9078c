import { configure } from '@testing-library/react-native';

/**
 * Per test file, after the presets' own setup: what Node 20 under jest lacks for talking to a
 * real server, and the native modules jest cannot run.
 */
// Apollo reads navigator (online checks); the react-native environment has none.
if (typeof globalThis.navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { product: 'ReactNative' } });
}

// React Native's native networking (its XMLHttpRequest reading a file from its uri) does not run
// under jest: photo uploads go through a Node stand-in to the real api (test/node-xhr.ts), with
// the phone's own FormData (a part may be a file's uri) rather than node's.
Object.defineProperty(globalThis, 'XMLHttpRequest', {
  value: jest.requireActual('./node-xhr').NodeXhr,
  configurable: true,
});
Object.defineProperty(globalThis, 'FormData', {
  value: jest.requireActual('react-native/Libraries/Network/FormData').default,
  configurable: true,
});

// expo-secure-store is native only and does nothing under jest: the tests pass a memory store.
jest.mock('expo-secure-store', () => ({
  getItemAsync: jest.fn(async () => null),
  setItemAsync: jest.fn(async () => undefined),
  deleteItemAsync: jest.fn(async () => undefined),
}));

// expo-notifications throws at import in the android preset: the phone's part comes from a
// controllable stand-in (test/push-mock.ts); what the app does with it goes to the real graph.
jest.mock('expo-notifications', () => jest.requireActual('./push-mock').expoNotificationsMock);

// Async storage (the offline cache and outbox) keeps its data in memory, per test file.
jest.mock('@react-native-async-storage/async-storage', () =>
  jest.requireActual('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

// The network state and the photo picker are the phone's: tests set them (test/device-mocks.ts).
jest.mock(
  '@react-native-community/netinfo',
  () => jest.requireActual('./device-mocks').netInfoMock,
);
jest.mock('expo-image-picker', () => jest.requireActual('./device-mocks').imagePickerMock);
// The phone's files: photos kept to send later are copied into a real folder (device-mocks).
jest.mock('expo-file-system', () => jest.requireActual('./device-mocks').fileSystemMock);

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
