import { act, fireEvent, screen, waitFor, within } from '@testing-library/react-native';
import { AppState, Platform } from 'react-native';
import * as Sharing from 'expo-sharing';
import { request } from 'node:http';
import { Response as UndiciResponse } from 'undici';
import { setAppState, signingTokenOf, signOnSandboxPage } from './e-sign';
import { graphRequest, loginTokens } from './login';
import { DEMO_PASSWORD, renderApp } from './render-app';

// The native file system and share sheet do not run under jest: keep what the app hands them.
const written: { name: string; content: string; encoding?: string }[] = [];
jest.mock('expo-file-system', () => ({
  Paths: { cache: { uri: 'file:///cache/' } },
  File: jest.fn().mockImplementation((dir: { uri: string }, name: string) => ({
    uri: `${dir.uri}${name}`,
    create: jest.fn(),
    write: (content: string, options?: { encoding?: string }) =>
      written.push({ name, content, encoding: options?.encoding }),
  })),
}));
jest.mock('expo-sharing', () => ({ shareAsync: jest.fn(async () => undefined) }));

/**
 * Under jest-expo, undici never finishes reading a chunked answer of some 50 KB (the PDF's
 * base64); node's http does. The same request, answered as an undici Response.
 */
const httpFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const req = request(String(input), { method: init?.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const answer = new UndiciResponse(text, {
          status: res.statusCode ?? 500,
          headers: { 'content-type': String(res.headers['content-type'] ?? '') },
        });
        resolve(answer as unknown as Response);
      });
    });
    req.on('error', reject);
    if (typeof init?.body === 'string') req.write(init.body);
    req.end();
  })) as typeof fetch;

const TENANT = 'anna@leiga.is';
/** ios and android run at once against one stack: each signs the lease of another landlord. */
const LANDLORD = Platform.OS === 'ios' ? 'jon@leiga.is' : 'magnus@leiga.is';

type Contract = {
  id: string;
  status: string;
  signType: string | null;
  tenants: { name: string }[];
  realEstate: { address: { street: string; postalCode: string } | null } | null;
};

/**
 * The signer's own signing link for this contract (what the sandbox also sent them by SMS and
 * e-mail). Asked of the graph rather than picked from the outbox: the seeded lease in signing has
 * the same address, and another suite signs it at the same time.
 */
async function signingToken(access: string, target: Contract): Promise<string> {
  const data = await graphRequest<{ contractSigningLink: { url: string } }>(
    access,
    `query ($id: ID!) { contractSigningLink(contractId: $id) { url } }`,
    { id: target.id },
  );
  return signingTokenOf(data.contractSigningLink.url);
}

let contract: Contract;

beforeAll(async () => {
  const jon = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
  const list = await graphRequest<{ contracts: { items: Contract[] } }>(
    jon,
    `query { contracts(page: 1, pageSize: 100) { items {
        id status signType tenants { name } realEstate { address { street postalCode } }
      } } }`,
  );
  const ready = list.contracts.items.find(
    (c) =>
      c.status === 'COMMITTED' &&
      c.signType === 'ELECTRONIC' &&
      c.tenants.some((tenant) => tenant.name === 'Anna Sigurðardóttir'),
  );
  if (!ready) throw new Error(`the demo has no lease of ${LANDLORD} with Anna ready for e-signing`);
  contract = ready;
});

beforeEach(() => {
  jest.mocked(AppState.addEventListener).mockClear();
});

describe('signing a contract with electronic ID', () => {
  it('follows the signers until the tenant has signed, and shows the contract signed', async () => {
    const jon = (await loginTokens(LANDLORD, DEMO_PASSWORD)).access;
    await graphRequest(
      jon,
      `mutation ($id: ID!) { startContractSigning(input: { id: $id }) { id status } }`,
      { id: contract.id },
    );
    renderApp({
      initialUrl: `/contracts/${contract.id}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
    });
    const section = await screen.findByTestId('contract-signing');
    expect(await within(section).findByText('Waiting for signatures')).toBeOnTheScreen();
    expect(
      within(section).getByLabelText('Anna Sigurðardóttir, tenant: Not signed yet'),
    ).toBeOnTheScreen();

    // Both sign on the e-signature service's page (the links came by SMS and e-mail).
    const anna = (await loginTokens(TENANT, DEMO_PASSWORD)).access;
    await signOnSandboxPage(await signingToken(jon, contract));
    await signOnSandboxPage(await signingToken(anna, contract));

    // Back from the electronic-ID app: the screen asks at once.
    act(() => setAppState('background'));
    act(() => setAppState('active'));
    expect(await within(section).findByText('Everyone has signed')).toBeOnTheScreen();
    expect(within(section).getByLabelText('Anna Sigurðardóttir, tenant: Signed')).toBeOnTheScreen();
    expect(await screen.findByText('Signed')).toBeOnTheScreen();
  });

  it('hands the lease PDF to the share sheet', async () => {
    written.length = 0;
    renderApp({
      initialUrl: `/contracts/${contract.id}`,
      session: await loginTokens(TENANT, DEMO_PASSWORD),
      fetch: () => httpFetch,
    });
    fireEvent.press(await screen.findByRole('button', { name: 'Open or share the PDF' }));
    await waitFor(() => expect(jest.mocked(Sharing.shareAsync)).toHaveBeenCalled());
    expect(jest.mocked(Sharing.shareAsync)).toHaveBeenCalledWith(
      expect.stringMatching(/^file:\/\/\/cache\/.+\.pdf$/),
      expect.objectContaining({ mimeType: 'application/pdf' }),
    );
    // What was written is the PDF itself: base64 of "%PDF-".
    expect(written.at(-1)).toEqual(
      expect.objectContaining({ encoding: 'base64', content: expect.stringMatching(/^JVBERi0/) }),
    );
  });
});
