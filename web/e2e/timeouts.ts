/**
 * How long a test waits for what it expects to see. CI's two cores run the browser suite beside
 * the mobile and server suites: a signed-in page's first load (page, route chunk, session refresh,
 * session chunks, its query) took 2 s on an idle machine and over 10 s there, so CI waits longer.
 */
export const EXPECT_TIMEOUT_MS = process.env.CI ? 20_000 : 10_000;
