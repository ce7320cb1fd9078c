export { buildApp, openConfiguredDatabase, IN_MEMORY, type BuildOptions } from './app.js';
export { loadConfig, testConfig, ConfigError, type Config } from './config.js';
export {
  startTestApi,
  createTestDatabase,
  createTestDatabaseConfig,
  type TestApi,
} from './testing.js';
export { prepareTestTemplate } from './testing-template.js';
export { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD, type DemoAccount } from './seed/demo-accounts.js';
export type {
  UserView,
  PhoneView,
  EmailAddressView,
  LanguageView,
} from './modules/users/user-view.js';
export type { Page } from './http/pagination.js';

/** The password of the demo accounts in tests (DEMO_PASSWORD overrides it for `npm start`). */
export { DEFAULT_DEMO_PASSWORD as DEMO_PASSWORD } from './seed/demo-accounts.js';
export {
  getPublicListingMeta,
  listPublishedForSitemap,
  type ListingMeta,
} from './modules/listings/public-meta.js';
export type { AppContext } from './context.js';
export type { LiveEvent, LiveEventPublisher } from './modules/inbox/live-events.js';
export { connectRedis } from './redis.js';
