import { act, fireEvent, screen } from '@testing-library/react-native';
import { AppState } from 'react-native';
import { setAppState } from './e-sign';
import { renderApp } from './render-app';

/** The sandbox electronic ID (api/src/providers/eid/sandbox-eid.ts) confirms on its own. */
const ANNA_PHONE = '661 2345';
/** The sandbox cancels on the phone for this number (EID_SANDBOX_FAIL_NUMBERS). */
const CANCELLING_PHONE = '888 0000';
/** In no registry: the sandbox answers that the number has no electronic ID. */
const UNKNOWN_PHONE = '699 9999';

async function startEid(phone: string) {
  await screen.findByText('Sign in to Leiga');
  fireEvent.press(screen.getByRole('button', { name: 'Sign in with electronic ID' }));
  fireEvent.changeText(screen.getByLabelText('Mobile number'), phone);
  fireEvent.press(screen.getByRole('button', { name: 'Send request to the phone' }));
}

/** Counts the app's checkEidLogin polls on their way to the graph. */
function countChecks() {
  const counter = { checks: 0 };
  const wrap =
    (real: typeof fetch): typeof fetch =>
    (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('MobileCheckEidLogin'))
        counter.checks += 1;
      return real(input, init);
    };
  return { counter, wrap };
}

beforeEach(() => {
  jest.mocked(AppState.addEventListener).mockClear();
});

describe('sign-in with electronic ID', () => {
  it('shows the security code, then opens the session with tokens once the phone confirms', async () => {
    const { tokens } = renderApp();
    await startEid(ANNA_PHONE);
    const code = await screen.findByTestId('eid-code');
    expect(code).toHaveTextContent(/^\d{4}$/);
    expect(
      screen.getByText(/Confirm the request on your phone\. Check that the security code/),
    ).toBeOnTheScreen();

    expect(await screen.findByText('Signed in as Anna Sigurðardóttir')).toBeOnTheScreen();
    // The same session as the password path: both tokens kept by the app.
    expect(tokens.getAccessToken()).toEqual(expect.any(String));
    expect(tokens.getRefreshToken()).toEqual(expect.any(String));
  });

  it('says so when the request is cancelled on the phone, and lets one try again', async () => {
    renderApp();
    await startEid(CANCELLING_PHONE);
    await screen.findByTestId('eid-code');
    expect(await screen.findByText('The request was cancelled on the phone.')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Send request to the phone' })).toBeOnTheScreen();
  });

  it('says so in Icelandic when the number has no electronic ID', async () => {
    renderApp({ locale: 'is' });
    await screen.findByText('Skráðu þig inn á Leigu');
    fireEvent.press(screen.getByRole('button', { name: 'Skrá inn með rafrænum skilríkjum' }));
    fireEvent.changeText(screen.getByLabelText('Farsímanúmer'), UNKNOWN_PHONE);
    fireEvent.press(screen.getByRole('button', { name: 'Senda beiðni í símann' }));
    expect(
      await screen.findByText('Þetta símanúmer er ekki með rafræn skilríki.'),
    ).toBeOnTheScreen();
  });

  it('refuses a number that is not an Icelandic mobile before asking the graph', async () => {
    renderApp();
    await startEid('12345');
    expect(
      await screen.findByText('Enter an Icelandic mobile number, e.g. 661 2345.'),
    ).toBeOnTheScreen();
  });

  it('stops polling in the background and signs in when the app is back in front', async () => {
    const { counter, wrap } = countChecks();
    renderApp({ fetch: wrap });
    await startEid(ANNA_PHONE);
    await screen.findByTestId('eid-code');
    act(() => setAppState('background'));

    // Longer than a poll interval: a foreground app would have asked (and been signed in).
    await act(() => new Promise((resolve) => setTimeout(resolve, 3_000)));
    expect(counter.checks).toBe(0);
    expect(screen.getByTestId('eid-code')).toBeOnTheScreen();

    act(() => setAppState('active'));
    expect(await screen.findByText('Signed in as Anna Sigurðardóttir')).toBeOnTheScreen();
    expect(counter.checks).toBeGreaterThan(0);
  });
});
