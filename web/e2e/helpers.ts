import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'leiga-demo-2026';
export const DEMO = {
  tenant: 'anna@leiga.is',
  landlord: 'jon@leiga.is',
  staff: 'stjorn@leiga.is',
} as const;

const GQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: { ...GQL_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Signs in through the graph: the context gets the refresh cookie, the app restores from it. */
export async function signIn(page: Page, email: string): Promise<string> {
  const data = await graphql<{ login: { accessToken: string } }>(
    page.context().request,
    'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { email, password: DEMO_PASSWORD } },
  );
  await page.context().addInitScript(() => localStorage.setItem('leiga-has-session', '1'));
  return data.login.accessToken;
}

/**
 * A demo account's access token for calls through the graph, without a browser session
 * (sessionMode TOKEN: no refresh cookie lands in the page's context).
 */
export async function tokenOf(from: Page | APIRequestContext, email: string): Promise<string> {
  const data = await graphql<{ login: { accessToken: string } }>(
    'context' in from ? from.context().request : from,
    'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { email, password: DEMO_PASSWORD, sessionMode: 'TOKEN' } },
  );
  return data.login.accessToken;
}

/** An ISO date (YYYY-MM-DD) as the app writes it: 01.12.2025. */
export const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** Hides the cookie banner so it does not cover what a test looks at. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.context().addInitScript(() => localStorage.setItem('cookie-banner-dismissed', 'true'));
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

/** axe-core in the page; fails on any violation (WCAG 2.1 AA rules). */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Evaluated over the DevTools protocol, not as an inline script: the CSP forbids those.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/** The phone and the desktop every screen is checked on. */
export const LOOK_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Waits until no finite CSS transition or animation runs (spinners loop forever and are skipped). */
async function settleMotion(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Axe-clean in light and dark on a phone and a desktop, with a screenshot of each look saved for
 * review in test-results/screens (not compared; skipped under CI, where nobody sees them and they
 * cost a second a look, unless E2E_SCREENSHOTS=1). The screen is loaded once, at the phone's
 * width, by the caller; the theme then changes as the app changes it (the `dark` class and
 * color-scheme on <html>, the choice in local storage) and the viewport is resized in place.
 * Loading it four times cost about half of these tests' time and checked nothing more: the server
 * draws the same page at any width, and the app answers a resize through CSS and its media-query
 * listeners.
 */
export async function expectAxeCleanInEveryLook(page: Page, name: string): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((dark) => {
      localStorage.setItem('leiga-theme', dark ? 'dark' : 'light');
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    }, theme === 'dark');
    for (const viewport of LOOK_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await settleMotion(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectNoAxeViolations(page);
      if (SAVE_SCREENSHOTS)
        await page.screenshot({
          path: `test-results/screens/${name}-${theme}-${viewport.width}.png`,
          fullPage: true,
        });
    }
  }
}

export async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}&limit=5`);
  const body = (await res.json()) as { results: { body: string; data?: { code?: string } }[] };
  const latest = body.results[0];
  const code = latest?.data?.code ?? /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}: ${JSON.stringify(body)}`);
  return code;
}

export type OutboxMessage = {
  channel: string;
  to: string;
  subject?: string | null;
  body: string;
  data?: Record<string, unknown>;
};

/** The newest sandbox message (SMS, e-mail or e-ID) to a recipient. */
export async function latestOutboxMessage(
  request: APIRequestContext,
  to: string,
): Promise<OutboxMessage> {
  const res = await request.get(`/api/dev/outbox/?to=${encodeURIComponent(to)}&limit=5`);
  const body = (await res.json()) as { results: OutboxMessage[] };
  const latest = body.results[0];
  if (!latest) throw new Error(`Nothing in the outbox for ${to}`);
  return latest;
}

/** The token of the newest e-mail confirmation sent to an address (`data.token`). */
export async function outboxEmailToken(request: APIRequestContext, to: string): Promise<string> {
  const message = await latestOutboxMessage(request, to);
  const token = message.data?.['token'];
  if (typeof token !== 'string') throw new Error(`No token for ${to}: ${JSON.stringify(message)}`);
  return token;
}

/** A fresh account (so a test can change it freely), signed in like `signIn`. */
export async function signUpFresh(
  page: Page,
  userType: 'TENANT' | 'LANDLORD' = 'TENANT',
): Promise<{ email: string; password: string }> {
  const email = `e2e-${userType.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@leiga.is`;
  const password = 'prof-lykilord-2026';
  await graphql(
    page.context().request,
    'mutation R($input: RegisterInput!) { register(input: $input) { accessToken } }',
    { input: { email, password, fullName: 'Sigríður Prófadóttir', userType } },
  );
  await graphql(
    page.context().request,
    'mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }',
    { input: { email, password } },
  );
  await page.context().addInitScript(() => localStorage.setItem('leiga-has-session', '1'));
  return { email, password };
}

/** A 7-digit Icelandic mobile number nobody else in this run has. */
export function uniqueMobile(first: '6' | '7' | '8' = '6'): string {
  return `${first}${String(Date.now() + Math.floor(Math.random() * 1e5)).slice(-6)}`;
}

/**
 * Closes the browser contexts a test opened itself (`browser.newContext()`), which Playwright
 * leaves open for the next test: a page left on a conversation would read the next test's
 * messages as they arrive. Specs that open their own contexts call it after each test.
 */
export async function closeOwnContexts({
  browser,
  context,
}: {
  browser: Browser;
  context: BrowserContext;
}): Promise<void> {
  // The test's own `context` fixture is Playwright's to close (it saves the trace first).
  const opened = browser.contexts().filter((c) => c !== context);
  await Promise.all(opened.map((c) => c.close()));
}

/** A page of its own browser context, signed in as `email`, and that session's access token. */
export async function newSignedInSession(
  browser: Browser,
  email: string,
): Promise<{ page: Page; token: string }> {
  const page = await (await browser.newContext()).newPage();
  await dismissCookieBanner(page);
  const token = await signIn(page, email);
  return { page, token };
}

/** A page of its own browser context, signed in as `email`. */
export async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  return (await newSignedInSession(browser, email)).page;
}

/**
 * Opens a header menu and picks an item. The click is retried until the menu shows: on a busy
 * machine the first click can land while the app is still replacing the server-drawn first paint
 * (or restoring the session), and that render closes a menu that had just opened.
 */
export async function chooseFromMenu(page: Page, button: RegExp, item: string): Promise<void> {
  const option = page.getByRole('menuitemradio', { name: item });
  await expect(async () => {
    if (!(await option.isVisible())) await page.getByRole('button', { name: button }).click();
    await expect(option).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await option.click();
}
