import { createMemoryTokenStore } from '@leiga/graph/client';
import type { Locale } from '@leiga/domain';
import { renderRouter } from 'expo-router/testing-library';
import { fetch as undiciFetch } from 'undici';
import WebSocket from 'ws';
import ContractRoute from '../app/contracts/[id]';
import ContractsRoute from '../app/contracts/index';
import GuaranteeRoute from '../app/guarantees/[id]';
import GuaranteesRoute from '../app/guarantees/index';
import ConversationRoute from '../app/inbox/[id]';
import InboxRoute from '../app/inbox/index';
import InspectionDefectsRoute from '../app/inspections/[id]/defects';
import InspectionReportRoute from '../app/inspections/[id]/index';
import InspectionRoomRoute from '../app/inspections/[id]/rooms/[unitId]';
import InspectionsRoute from '../app/inspections/index';
import LoanRoute from '../app/loans/[id]';
import LoansRoute from '../app/loans/index';
import NotificationsRoute from '../app/notifications/index';
import NotificationSettingsRoute from '../app/notifications/settings';
import PaymentsRoute from '../app/payments/index';
import Index from '../app/index';
import SignInRoute from '../app/sign-in';
import { AppProviders } from '../src/AppProviders';
import { AppStack } from '../src/AppStack';
import { createI18n } from '../src/i18n/i18n';
import { network } from './reachability';
import appJson from '../app.json';

/** The demo password of the seeded accounts (api/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = process.env['MOBILE_TEST_DEMO_PASSWORD'] ?? 'leiga-demo-2026';

function graphUrl(): string {
  const url = process.env['MOBILE_TEST_GRAPH_URL'];
  if (!url) throw new Error('MOBILE_TEST_GRAPH_URL is unset: the global setup did not run');
  return url;
}

export { network };

/**
 * The app's graph requests through `network`: down, none reaches the stack; answers-lost, the
 * stack gets them but the app never hears back (a connection that broke after sending).
 */
function throughNetwork(real: typeof fetch): typeof fetch {
  return async (input, init) => {
    if (network.mode === 'down') throw new TypeError('Network request failed');
    const response = await real(input, init);
    if (network.mode === 'answers-lost') {
      await response.arrayBuffer();
      throw new TypeError('Network request failed');
    }
    return response;
  };
}

/**
 * The app's real routes and screens under expo-router's test renderer, talking to the real
 * graph the global setup started (undici's fetch and the `ws` WebSocket: jest's environment has
 * no usable ones).
 */
export function renderApp({
  locale = 'en',
  initialUrl = '/',
  session,
  installedVersion,
  fetch: givenFetch,
}: {
  locale?: Locale;
  /**
   * The version the app believes it is (the update check, push registration); app.json's, as a
   * build reads it, otherwise (jest has no build config).
   */
  installedVersion?: string;
  initialUrl?: string;
  /** Tokens the app finds in its store at start, as after an earlier sign-in. */
  session?: { access: string; refresh: string };
  /** Wraps the real fetch, e.g. to count the app's requests. */
  fetch?: (real: typeof fetch) => typeof fetch;
} = {}) {
  const i18n = createI18n(locale);
  const tokens = createMemoryTokenStore(session);
  const realFetch = undiciFetch as unknown as typeof fetch;
  const fetchImpl = throughNetwork(givenFetch ? givenFetch(realFetch) : realFetch);
  function TestLayout() {
    return (
      <AppProviders
        i18n={i18n}
        uri={graphUrl()}
        apiUrl={process.env['MOBILE_TEST_API_URL']}
        fetch={fetchImpl}
        tokens={tokens}
        webSocketImpl={WebSocket}
        installedVersion={installedVersion ?? appJson.expo.version}
      >
        <AppStack />
      </AppProviders>
    );
  }
  const screen = renderRouter(
    {
      _layout: TestLayout,
      index: Index,
      'sign-in': SignInRoute,
      'contracts/index': ContractsRoute,
      'contracts/[id]': ContractRoute,
      'guarantees/index': GuaranteesRoute,
      'guarantees/[id]': GuaranteeRoute,
      'loans/index': LoansRoute,
      'loans/[id]': LoanRoute,
      'payments/index': PaymentsRoute,
      'inbox/index': InboxRoute,
      'inspections/index': InspectionsRoute,
      'inspections/[id]/index': InspectionReportRoute,
      'inspections/[id]/rooms/[unitId]': InspectionRoomRoute,
      'inspections/[id]/defects': InspectionDefectsRoute,
      'inbox/[id]': ConversationRoute,
      'notifications/index': NotificationsRoute,
      'notifications/settings': NotificationSettingsRoute,
    },
    { initialUrl },
  );
  // renderRouter switches to fake timers; the real server needs real ones.
  jest.useRealTimers();
  return { screen, i18n, tokens };
}
