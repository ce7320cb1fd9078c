import { AppState, type AppStateStatus } from 'react-native';
import { fetch as undiciFetch } from 'undici';

/** The api the global setup started (the graph's upstream); the sandbox pages live there. */
export function apiUrl(): string {
  const url = process.env['MOBILE_TEST_API_URL'];
  if (!url) throw new Error('MOBILE_TEST_API_URL is unset: the global setup did not run');
  return url;
}

/** The jest preset mocks AppState: hand each registered listener the new state. */
export function setAppState(state: AppStateStatus) {
  for (const [type, listener] of jest.mocked(AppState.addEventListener).mock.calls) {
    if (type === 'change') (listener as (next: AppStateStatus) => void)(state);
  }
}

/** The token of a sandbox signing link (`…/sandbox/e-sign/{token}/`). */
export function signingTokenOf(url: string): string {
  const token = /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\/$/.exec(url)?.[1];
  if (!token) throw new Error(`not a signing link: ${url}`);
  return token;
}

/**
 * What a signer does on the sandbox signing page: sign, then wait until the phone (the eID
 * sandbox) confirmed. Over HTTP against the real api, as the page's own script does.
 */
export async function signOnSandboxPage(token: string): Promise<void> {
  const call = async (suffix: string) => {
    const res = await undiciFetch(`${apiUrl()}/api/sandbox/e-sign/${token}/${suffix}`, {
      method: 'POST',
    });
    if (!res.ok) throw new Error(`e-sign ${suffix}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { status: string };
  };
  let view = await call('');
  for (let tries = 0; view.status === 'pending' && tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = await call('status/');
  }
  if (view.status !== 'signed') throw new Error(`the signer ended ${view.status}`);
}
