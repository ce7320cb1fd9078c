/**
 * expo-notifications at its module boundary: the native module cannot run under jest (it throws
 * at import in the android preset). The permission, the device token and the taps are the
 * phone's part; tests set them here, and everything from the token on goes to the real graph.
 */
type Permission = {
  status: 'granted' | 'denied' | 'undetermined';
  granted: boolean;
  canAskAgain: boolean;
  expires: 'never';
};
type Response = {
  actionIdentifier: string;
  notification: {
    date: number;
    request: {
      identifier: string;
      content: { title: string | null; body: string | null; data: Record<string, unknown> };
      trigger: { type: 'push' };
    };
  };
};

const DEFAULT_ACTION_IDENTIFIER = 'expo.modules.notifications.actions.DEFAULT';

type PushPayload = { title: string; body: string; data: Record<string, unknown> };

function responseOf(payload: PushPayload, id: string): Response {
  return {
    actionIdentifier: DEFAULT_ACTION_IDENTIFIER,
    notification: {
      date: Date.now(),
      request: { identifier: id, content: payload, trigger: { type: 'push' } },
    },
  };
}

function permission(status: Permission['status']): Permission {
  return {
    status,
    granted: status === 'granted',
    canAskAgain: status !== 'denied',
    expires: 'never',
  };
}

const state = {
  permission: permission('undetermined'),
  /** What the phone answers when the app asks. */
  answer: 'granted' as Permission['status'],
  token: 'jest-push-token',
  last: null as Response | null,
  listeners: new Set<(response: Response) => void>(),
};

export const pushMock = {
  /** The permission the phone has before the app asks, and how it answers the question. */
  setPermission(status: Permission['status'], answer: Permission['status'] = 'granted') {
    state.permission = permission(status);
    state.answer = answer;
  },
  setToken(token: string) {
    state.token = token;
  },
  /** A push the user taps while the app runs, with the payload the api sent (title, body, data). */
  tap(payload: PushPayload, id = 'push-1') {
    const response = responseOf(payload, id);
    state.last = response;
    for (const listener of state.listeners) listener(response);
  },
  /** The tapped push that started the app: the phone hands it over once the app asks. */
  startedBy(payload: PushPayload, id: string) {
    state.last = responseOf(payload, id);
  },
};

export const expoNotificationsMock = {
  DEFAULT_ACTION_IDENTIFIER,
  AndroidImportance: { DEFAULT: 3 },
  setNotificationHandler: jest.fn(),
  setNotificationChannelAsync: jest.fn(async () => null),
  getPermissionsAsync: jest.fn(async () => state.permission),
  requestPermissionsAsync: jest.fn(async () => {
    state.permission = permission(state.answer);
    return state.permission;
  }),
  getDevicePushTokenAsync: jest.fn(async () => ({ type: 'ios', data: state.token })),
  addPushTokenListener: jest.fn(() => ({ remove: jest.fn() })),
  addNotificationResponseReceivedListener: jest.fn((listener: (r: Response) => void) => {
    state.listeners.add(listener);
    return { remove: () => state.listeners.delete(listener) };
  }),
  getLastNotificationResponse: jest.fn(() => state.last),
  clearLastNotificationResponse: jest.fn(() => {
    state.last = null;
  }),
};
