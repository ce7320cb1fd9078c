import { defineConfig } from '@playwright/test';

/**
 * The smoke of the mobile app's web export (mobile/e2e), in Debian's Chromium at a phone's size
 * (390x844), against the real product: `npm run dev` (api + graph, no web build) on a fresh
 * database, and e2e/serve-export.mjs serving mobile/dist/web on its own port with /graphql handed
 * on to it. Build the export first: `npm run export:web -w @leiga/mobile`.
 * MOBILE_E2E_STACK_PORT and MOBILE_E2E_PORT let several checkouts run side by side.
 */
const stackPort = Number(process.env.MOBILE_E2E_STACK_PORT ?? 3431);
const port = Number(process.env.MOBILE_E2E_PORT ?? 3421);
const stackURL = `http://127.0.0.1:${stackPort}`;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Screenshots of each screen land in test-results/screens (kept as CI artefacts, gitignored).
  outputDir: './test-results/artifacts',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    // As in web/playwright.config.ts: tracing every test to keep a failure's costs a third of the
    // time; E2E_TRACE=1 records them when a failure needs its trace.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'npm run dev',
      cwd: '..',
      url: `${stackURL}/api/openapi.json`,
      timeout: 180_000,
      reuseExistingServer: !process.env['CI'],
      env: {
        PORT: String(stackPort),
        DATA_DIR: `/tmp/leiga-mobile-e2e-${Date.now()}`,
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node e2e/serve-export.mjs',
      url: `${baseURL}/index.html`,
      timeout: 30_000,
      reuseExistingServer: !process.env['CI'],
      env: { PORT: String(port), STACK_URL: stackURL },
    },
  ],
});
