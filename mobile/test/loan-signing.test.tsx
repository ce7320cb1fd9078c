import { act, fireEvent, screen, within } from '@testing-library/react-native';
import * as WebBrowser from 'expo-web-browser';
import { AppState, Platform } from 'react-native';
import { setAppState, signingTokenOf, signOnSandboxPage } from './e-sign';
import { applyForLoan, BORROWER, paperLeaseOf } from './loans';
import { loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

// The in-app browser is native: keep the link the app opens, as a phone's browser would get it.
jest.mock('expo-web-browser', () => ({
  openBrowserAsync: jest.fn(async () => ({ type: 'opened' })),
}));

/** ios and android run at once against one stack: each borrows on another landlord's lease. */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';
/** The amounts tell this file's loans (per platform) from the list file's. */
const AMOUNT = Platform.OS === 'ios' ? 303_000 : 304_000;
const SIGN = 'Sign with electronic ID';
const WAITING = 'Waiting for your signature to be confirmed…';

let contractId: string;

async function approvedLoan(): Promise<string> {
  const anna = (await loginTokens(BORROWER, DEMO_PASSWORD)).access;
  const loan = await applyForLoan(anna, contractId, AMOUNT, 6);
  if (loan.status !== 'APPROVED') throw new Error(`the loan was ${loan.status}`);
  return loan.id;
}

beforeAll(async () => {
  const landlord = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
  contractId = (await paperLeaseOf(landlord)).id;
});

beforeEach(() => {
  jest.mocked(AppState.addEventListener).mockClear();
  jest.mocked(WebBrowser.openBrowserAsync).mockClear();
});

describe('signing a loan from the app', () => {
  it('opens the borrower’s signing page and follows it until the signature is confirmed', async () => {
    const loanId = await approvedLoan();
    renderApp({
      initialUrl: `/loans/${loanId}`,
      session: await loginTokens(BORROWER, DEMO_PASSWORD),
    });
    const section = await screen.findByTestId('loan-signing');
    expect(
      within(section).getByText('Signing with electronic ID has not started.'),
    ).toBeOnTheScreen();
    const button = within(section).getByRole('button', { name: SIGN });
    expect(button).toHaveProp('accessibilityHint', 'Opens the signing page in the browser');

    fireEvent.press(button);
    expect(await within(section).findByRole('progressbar', { name: WAITING })).toBeOnTheScreen();
    expect(within(section).getByRole('button', { name: 'Stop waiting' })).toBeOnTheScreen();
    expect(jest.mocked(WebBrowser.openBrowserAsync)).toHaveBeenCalledTimes(1);
    const [url] = jest.mocked(WebBrowser.openBrowserAsync).mock.calls[0]!;

    // The borrower signs on that page and confirms in the electronic-ID app, then comes back.
    await signOnSandboxPage(signingTokenOf(url));
    act(() => setAppState('background'));
    act(() => setAppState('active'));

    expect(
      await within(section).findByText('Your signature on the loan agreement has been recorded.'),
    ).toBeOnTheScreen();
    expect(within(section).getByText('Everyone has signed')).toBeOnTheScreen();
    expect(within(section).getByText(/^Signed \d\d\.\d\d\.\d{4}$/)).toBeOnTheScreen();
    expect(await screen.findByText(/^(Signed|Paid out|Being repaid)$/)).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: SIGN })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop waiting' })).toBeNull();
    expect(screen.queryByTestId('signing-waiting')).toBeNull();
  });

  it('stops asking when the borrower stops waiting, and lets them sign again', async () => {
    const loanId = await approvedLoan();
    renderApp({
      initialUrl: `/loans/${loanId}`,
      session: await loginTokens(BORROWER, DEMO_PASSWORD),
    });
    const section = await screen.findByTestId('loan-signing');
    fireEvent.press(within(section).getByRole('button', { name: SIGN }));
    await within(section).findByRole('progressbar', { name: WAITING });
    expect(await within(section).findByText('Waiting for signatures')).toBeOnTheScreen();

    fireEvent.press(within(section).getByRole('button', { name: 'Stop waiting' }));
    expect(within(section).queryByRole('progressbar', { name: WAITING })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Stop waiting' })).toBeNull();

    // Signing again opens the same (still open) link and waits once more; then stops again.
    fireEvent.press(within(section).getByRole('button', { name: SIGN }));
    expect(await within(section).findByRole('progressbar', { name: WAITING })).toBeOnTheScreen();
    const calls = jest.mocked(WebBrowser.openBrowserAsync).mock.calls;
    expect(calls).toHaveLength(2);
    expect(calls[1]![0]).toBe(calls[0]![0]);
    fireEvent.press(within(section).getByRole('button', { name: 'Stop waiting' }));

    // The borrower signs meanwhile. Longer than two intervals of the quick poll, with the app
    // coming back to the front: the screen no longer asks, so it does not learn of it.
    await signOnSandboxPage(signingTokenOf(calls[0]![0]));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
    });
    act(() => setAppState('background'));
    act(() => setAppState('active'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    });
    expect(
      within(section).queryByText('Your signature on the loan agreement has been recorded.'),
    ).toBeNull();
    expect(within(section).getByText('Waiting for signatures')).toBeOnTheScreen();
    expect(within(section).getByRole('button', { name: SIGN })).toBeOnTheScreen();
  });
});
