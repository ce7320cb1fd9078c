import { mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import en from '@leiga/domain/locales/en/mobile.json';

/**
 * The web export in a phone-sized Chromium against the real graph: a tenant signs in, opens a
 * contract, looks at her guarantees, notifications and messages, and sends a message that her
 * landlord, signed in on a second client, receives live. Each main screen is photographed.
 */
const TENANT = { email: 'anna@leiga.is', name: 'Anna Sigurðardóttir' };
const LANDLORD = { email: 'magnus@leiga.is', name: 'Magnús Helgason' };
const PASSWORD = 'leiga-demo-2026';
/** Unique per run: a second run against the same database finds this run's messages only. */
const QUESTION = `Góðan dag, er íbúðin enn laus? (${Date.now()})`;
const SCREENS = 'test-results/screens';

/** A label of the catalogue with its {{values}} filled in, as i18next would. */
function text(label: string, values: Record<string, string> = {}): string {
  return label.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

async function graph<T>(
  baseURL: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const res = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`graph refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function token(baseURL: string, email: string): Promise<string> {
  const data = await graph<{ login: { accessToken: string } }>(
    baseURL,
    `mutation ($email: String!, $password: String!) {
      login(input: { email: $email, password: $password, sessionMode: TOKEN }) { accessToken }
    }`,
    { email, password: PASSWORD },
  );
  return data.login.accessToken;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENS}/${name}.png` });
}

async function signIn(page: Page, email: string, name: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(en.sign_in.email, { exact: true }).fill(email);
  await page.getByLabel(en.sign_in.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en.sign_in.submit, exact: true }).click();
  await expect(page.getByText(text(en.account.signed_in_as, { name }))).toBeVisible();
}

async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

let conversationId: string;

test.beforeAll(async ({ baseURL }) => {
  mkdirSync(SCREENS, { recursive: true });
  const url = baseURL ?? '';
  // The tenant asks about one of the landlord's homes: a conversation the two share.
  const [tenant, landlord] = await Promise.all([
    token(url, TENANT.email),
    token(url, LANDLORD.email),
  ]);
  const listings = await graph<{ myListings: { items: Array<{ id: string }> } }>(
    url,
    `query { myListings(status: PUBLISHED, pageSize: 1) { items { id } } }`,
    {},
    landlord,
  );
  const listingId = listings.myListings.items[0]?.id;
  if (!listingId) throw new Error('the demo has no published listing of the landlord');
  const started = await graph<{ startListingConversation: { conversation: { id: string } } }>(
    url,
    `mutation ($listingId: ID!, $message: String!) {
      startListingConversation(listingId: $listingId, message: $message) { conversation { id } }
    }`,
    { listingId, message: QUESTION },
    tenant,
  );
  conversationId = started.startListingConversation.conversation.id;
});

test('sign in, a contract, each main screen, and a message the other party receives', async ({
  browser,
}) => {
  // The landlord's phone, open on the conversation, listening.
  const landlord = await openPhone(browser);
  const subscribed = landlord.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framesent', {
      predicate: (frame) => String(frame.payload).includes('messageAdded'),
    }),
  );
  await signIn(landlord, LANDLORD.email, LANDLORD.name);
  await landlord.getByRole('button', { name: new RegExp(`^${en.inbox.title}`) }).click();
  await landlord.getByTestId(`conversation-${conversationId}`).click();
  await expect(landlord.getByTestId(/^message-/).getByText(QUESTION)).toBeVisible();
  await subscribed;

  // The tenant's phone: what the first screen costs, then every main screen.
  const tenant = await openPhone(browser);
  const scripts: Buffer[] = [];
  tenant.on('response', (response) => {
    if (response.url().endsWith('.js')) void response.body().then((body) => scripts.push(body));
  });
  await tenant.goto('/');
  await expect(tenant.getByLabel(en.sign_in.email, { exact: true })).toBeVisible();
  await shoot(tenant, '1-sign-in');
  const firstScreen = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);
  console.log(
    `first screen: ${scripts.length} scripts, ${(firstScreen / 1024).toFixed(1)} KB gzipped`,
  );

  await signIn(tenant, TENANT.email, TENANT.name);
  const contracts = tenant.getByRole('button', { name: text(en.contracts.open, { address: '' }) });
  await expect(contracts.first()).toBeVisible();
  await shoot(tenant, '2-contracts');

  await contracts.first().click();
  await expect(tenant.getByText(en.contract.parties, { exact: true })).toBeVisible();
  await expect(tenant.getByText(en.contract.schedule, { exact: true })).toBeVisible();
  await shoot(tenant, '3-contract');
  await tenant.goBack();

  await tenant.getByRole('button', { name: en.guarantees.open_list, exact: true }).click();
  await expect(tenant.getByText(/^\d+ guarantees?$/)).toBeVisible();
  await shoot(tenant, '4-guarantees');
  await tenant.goBack();

  await tenant.getByRole('button', { name: new RegExp(`^${en.notifications.title}`) }).click();
  await expect(tenant.getByTestId(/^notification-/).first()).toBeVisible();
  await shoot(tenant, '5-notifications');
  await tenant.goBack();

  await tenant.getByRole('button', { name: new RegExp(`^${en.inbox.title}`) }).click();
  await expect(tenant.getByTestId(`conversation-${conversationId}`)).toBeVisible();
  await shoot(tenant, '6-inbox');
  await tenant.getByTestId(`conversation-${conversationId}`).click();
  await expect(tenant.getByTestId(/^message-/).getByText(QUESTION)).toBeVisible();

  const message = `Ég get komið að skoða á morgun kl. 17 (${Date.now()}).`;
  await tenant.getByLabel(en.inbox.message, { exact: true }).fill(message);
  await tenant.getByRole('button', { name: en.inbox.send, exact: true }).click();
  await expect(tenant.getByTestId(/^message-/).getByText(message)).toBeVisible();
  await shoot(tenant, '7-conversation');

  // The other party's client hears it over graphql-ws, without a reload.
  await expect(landlord.getByTestId(/^message-/).getByText(message)).toBeVisible();
  await shoot(landlord, '8-conversation-received');
});
