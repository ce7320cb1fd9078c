import { act, fireEvent, screen, within } from '@testing-library/react-native';
import * as WebBrowser from 'expo-web-browser';
import { AppState, Platform } from 'react-native';
import { demoCalendar } from '../../api/src/seed/demo-calendar';
import { setAppState, signingTokenOf, signOnSandboxPage } from './e-sign';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

// The in-app browser is native: keep the link the app opens, as a phone's browser would get it.
jest.mock('expo-web-browser', () => ({
  openBrowserAsync: jest.fn(async () => ({ type: 'opened' })),
}));

const TENANT = 'anna@leiga.is';
/** ios and android run at once against one stack: each signs the seeded lease of another landlord. */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';
const SIGN = 'Sign with electronic ID';

type Contract = {
  id: string;
  status: string;
  startDate: string | null;
  tenants: { name: string }[];
};

let contract: Contract;

beforeAll(async () => {
  // The seed's lease in signing: the landlord has signed, Anna has not.
  const landlord = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
  const list = await graphRequest<{ contracts: { items: Contract[] } }>(
    landlord,
    `query { contracts(page: 1, pageSize: 100) { items { id status startDate tenants { name } } } }`,
  );
  const found = list.contracts.items.find(
    (c) =>
      c.status === 'SIGNING' &&
      c.startDate === demoCalendar().signingLease.start &&
      c.tenants.some((tenant) => tenant.name === 'Anna Sigurðardóttir'),
  );
  if (!found) throw new Error(`the demo has no lease of ${LANDLORD} with Anna in signing`);
  contract = found;
});

beforeEach(() => {
  jest.mocked(AppState.addEventListener).mockClear();
  jest.mocked(WebBrowser.openBrowserAsync).mockClear();
});

describe('signing a contract from the app', () => {
  it('shows no sign button to a signer who has already signed', async () => {
    renderApp({
      initialUrl: `/contracts/${contract.id}`,
      session: await loginTokens(LANDLORD, DEMO_PASSWORD),
    });
    const section = await screen.findByTestId('contract-signing');
    expect(await within(section).findByText('Waiting for signatures')).toBeOnTheScreen();
    expect(
      within(section).getByLabelText('Anna Sigurðardóttir, tenant: Not signed yet'),
    ).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: SIGN })).toBeNull();
  });

  it('opens the tenant’s own signing page and follows it until they have signed', async () => {
    renderApp({
      initialUrl: `/contracts/${contract.id}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const section = await screen.findByTestId('contract-signing');
    const button = await within(section).findByRole('button', { name: SIGN });
    expect(button).toHaveProp('accessibilityHint', 'Opens the signing page in the browser');

    // A browser that fails to open is said plainly, and pressing again tries again.
    jest.mocked(WebBrowser.openBrowserAsync).mockRejectedValueOnce(new Error('no browser'));
    fireEvent.press(button);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The signing page could not be opened. Please try again.',
    );
    jest.mocked(WebBrowser.openBrowserAsync).mockClear();

    fireEvent.press(within(section).getByRole('button', { name: SIGN }));
    // The browser opened on the tenant's own link; the screen waits for the confirmation.
    expect(
      await within(section).findByRole('progressbar', {
        name: 'Waiting for your signature to be confirmed…',
      }),
    ).toBeOnTheScreen();
    expect(jest.mocked(WebBrowser.openBrowserAsync)).toHaveBeenCalledTimes(1);
    const [url] = jest.mocked(WebBrowser.openBrowserAsync).mock.calls[0]!;

    // One who will sign later stops waiting; signing again opens the same page and waits again.
    fireEvent.press(within(section).getByRole('button', { name: 'Stop waiting' }));
    expect(within(section).queryByTestId('signing-waiting')).toBeNull();
    fireEvent.press(within(section).getByRole('button', { name: SIGN }));
    expect(await within(section).findByTestId('signing-waiting')).toBeOnTheScreen();
    expect(jest.mocked(WebBrowser.openBrowserAsync).mock.calls[1]![0]).toBe(url);
    expect(
      within(section).getByLabelText('Anna Sigurðardóttir, tenant: Not signed yet'),
    ).toBeOnTheScreen();

    // The tenant signs on that page and confirms in the electronic-ID app, then comes back.
    await signOnSandboxPage(signingTokenOf(url));
    act(() => setAppState('background'));
    act(() => setAppState('active'));

    expect(await within(section).findByText('Your signature has been recorded.')).toBeOnTheScreen();
    expect(within(section).getByLabelText('Anna Sigurðardóttir, tenant: Signed')).toBeOnTheScreen();
    expect(within(section).getByText('Everyone has signed')).toBeOnTheScreen();
    expect(screen.getByText('Signed')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: SIGN })).toBeNull();
    expect(screen.queryByTestId('signing-waiting')).toBeNull();
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
