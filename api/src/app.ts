import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { testConfig, type Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { registerCompression } from './http/compression.js';
import {
  registerApiNotFound,
  registerErrorHandling,
  sendFrameworkError,
} from './http/error-handler.js';
import { registerAccessGuards } from './http/access.js';
import { registerIdempotency, startIdempotencySweep } from './http/idempotency.js';
import { validatorCompiler } from './http/validation.js';
import { createResponseSerializer } from './http/serializer.js';
import { authRoutes } from './modules/auth/auth-routes.js';
import { MemoryRateLimiter, type RateLimiter } from './modules/auth/rate-limiter.js';
import { RedisRateLimiter } from './modules/auth/redis-rate-limiter.js';
import { TokenService } from './modules/auth/tokens.js';
import {
  registerSecurityHeaders,
  type SecurityHeadersOptions,
} from './plugins/security-headers.js';
import { outboxRoutes } from './modules/dev/outbox-routes.js';
import { emailsRoutes } from './modules/users/emails-routes.js';
import { phonesRoutes } from './modules/users/phones-routes.js';
import { usersRoutes } from './modules/users/users-routes.js';
import { createAuthenticate, createAuthenticateOptional } from './plugins/authenticate.js';
import { EventDispatcher } from './modules/events/outbox.js';
import { contractsRoutes } from './modules/contracts/contracts-routes.js';
import {
  registerSigningScheduler,
  signingRouteModules,
} from './modules/contracts/signing/index.js';
import { hmsAdminRoutes } from './modules/contracts/registration/admin-routes.js';
import { contractBatchRoutes } from './modules/contracts/batch-routes.js';
import { contractHmsRoutes } from './modules/contracts/registration/hms-routes.js';
import { startHmsRegistration } from './modules/contracts/registration/submission-worker.js';
import { contractTermsRoutes } from './modules/contracts/terms/terms-routes.js';
import { contractPartsRoutes } from './modules/contracts/parts/parts-routes.js';
import { contractStepsRoutes } from './modules/contracts/steps/steps-routes.js';
import { collaboratorsRoutes } from './modules/contracts/collaborators/collaborators-routes.js';
import { financeRouteModules } from './modules/finance/index.js';
import { ledgerRoutes, startLedgerReconciliation } from './modules/ledger/index.js';
import { inspectionRouteModules, registerInspectionSigning } from './modules/inspections/index.js';
import { guaranteeRouteModules } from './modules/guarantees/index.js';
import { loansRoutes } from './modules/loans/loans-routes.js';
import { loanCoApplicantRoutes } from './modules/loans/co-applicant-routes.js';
import { livingCostRoutes } from './modules/loans/living-cost-routes.js';
import { loanLifecycleRoutes, registerLoanLifecycle } from './modules/loans/lifecycle-routes.js';
import { registerLoanNotifications } from './modules/loans/loan-notifications.js';
import { startLoanSigningDeadlines } from './modules/loans/signing-deadlines.js';
import { registerGuaranteeLifecycle } from './modules/guarantees/lifecycle/lifecycle-scheduler.js';
import { registerContractPdfStorage } from './modules/contracts/pdf/contract-pdf-service.js';
import { contractPdfRoutes } from './modules/contracts/pdf/pdf-routes.js';
import { paymentHistoryRouteModules } from './modules/payment-history/index.js';
import { paymentRouteModules } from './modules/payments/index.js';
import { ipxRoutes } from './modules/images/ipx-routes.js';
import { addressRoutes } from './modules/listings/address-routes.js';
import { adminListingsRoutes } from './modules/listings/admin-routes.js';
import { registerListingAlerts } from './modules/listings/alerts.js';
import {
  backfillPhotoHashes,
  registerListingChecks,
} from './modules/listing-checks/listing-checks-service.js';
import { insightsRoutes } from './modules/applications/insights.js';
import { inboxRoutes } from './modules/inbox/inbox-routes.js';
import { conversationLinkRoutes } from './modules/inbox/links-routes.js';
import { conversationStaffRoutes } from './modules/inbox/staff-routes.js';
import { registerConversationEventConsumers } from './modules/inbox/conversation-events.js';
import { fraudAdminRoutes } from './modules/fraud/admin-routes.js';
import { aiRoutes } from './modules/ai/ai-routes.js';
import { messageAttachmentsRoutes } from './modules/inbox/message-attachments-routes.js';
import { registerInboxLiveDelivery, type LiveEventPublisher } from './modules/inbox/live-events.js';
import { landlordApplicationsRoutes } from './modules/applications/landlord-routes.js';
import { registerApplicationNotifications } from './modules/applications/notifications.js';
import { tenantApplicationsRoutes } from './modules/applications/tenant-routes.js';
import { consentsRoutes } from './modules/notifications/consents-routes.js';
import { registerNotificationConsumers } from './modules/notifications/notification-consumers.js';
import { registerNotificationLiveDelivery } from './modules/notifications/live-delivery.js';
import { startNotificationDeliveries } from './modules/notifications/deliveries-service.js';
import { startUnsentAttachmentSweep } from './modules/inbox/unsent-attachments.js';
import { startOrphanFileSweep } from './jobs/orphan-file-sweep.js';
import { startClaimsPoller } from './modules/payments/billing-poller.js';
import {
  guaranteeClaimRouteModules,
  startClaimDeadlines,
} from './modules/guarantees/claims-index.js';
import { startSmokeDetectorReminders } from './modules/inspections/fire-safety/smoke-detector-reminders.js';
import { sandboxBankRoutes } from './modules/payments/sandbox-bank-routes.js';
import { pushDevicesRoutes } from './modules/notifications/push-devices-routes.js';
import { notificationsRoutes } from './modules/notifications/notifications-routes.js';
import { likesRoutes } from './modules/listings/likes-routes.js';
import { listingsRoutes } from './modules/listings/listings-routes.js';
import { photosRoutes } from './modules/listings/photos-routes.js';
import { profileRouteModules } from './modules/profiles/index.js';
import { mobileAppVersionsRoutes } from './modules/mobile-app-versions/mobile-app-versions-routes.js';
import { savedSearchesRoutes } from './modules/listings/saved-searches-routes.js';
import { createFileStorage } from './providers/storage/create-storage.js';
import { registerDocs } from './plugins/docs.js';
import { createProviders } from './providers/index.js';
import { connectRedis } from './redis.js';
import { seedDemo } from './seed/seed-demo.js';

export const IN_MEMORY = ':memory:';

export type BuildOptions = {
  config?: Partial<Config>;
  /** An open database; when absent one is opened from the config, migrated and (if empty) seeded. */
  database?: Database;
  /** The clock the rate limiters read (tests move it); Date.now by default. */
  now?: () => number;
  /** CSP hashes of the inline scripts of the pages served beside the api (server/). */
  inlineScriptHashes?: SecurityHeadersOptions['inlineScriptHashes'];
  /** The live bus the graph's subscriptions listen on (server/ shares one with the graph). */
  liveEvents?: LiveEventPublisher;
};

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl });
  return openDatabase({
    kind: 'pglite',
    dataDir: config.dataDir === IN_MEMORY ? undefined : path.join(config.dataDir, 'pglite'),
  });
}

/** Uploaded files: FILES_DIR, else DATA_DIR/files; an in-memory database gets a temporary folder. */
export function resolveFilesDir(config: Config): string {
  if (config.filesDir) return config.filesDir;
  if (config.dataDir === IN_MEMORY) return mkdtempSync(path.join(tmpdir(), 'leiga-files-'));
  return path.join(config.dataDir, 'files');
}

/** The signing key: configured, or kept beside the embedded database so restarts keep sessions. */
function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl || config.dataDir === IN_MEMORY) return randomBytes(32).toString('hex');
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The REST API on a Fastify instance, routes under /api/. Does not listen. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...testConfig(), ...options.config };
  // Redis first: an unreachable server stops the start before any migration or seeding.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  const limiter: RateLimiter = redis
    ? new RedisRateLimiter(redis, config.redisPrefix, options.now)
    : new MemoryRateLimiter(options.now);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openConfiguredDatabase(config));
  if (ownsDatabase) {
    await database.migrate();
  }
  const storage = createFileStorage(config, () => resolveFilesDir(config));
  if (ownsDatabase && config.seedDemo)
    await seedDemo(database.db, config.demoPassword, storage, {
      listings: config.seedListings,
      config,
    });

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Path segments up to the longest the route schemas accept (tokens: 200), so they decide.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 256 },
    // Errors of the router itself (an over-long segment) leave in the api's error shape too.
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
    // The graph's plugin (server/) builds its schema and executors as it registers: on a loaded
    // two-core machine that passed Fastify's 10 s default (CI, beside three other suites).
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkResponses: !config.isProduction }));
  app.decorateRequest('auth', null);
  registerErrorHandling(app);
  // Before any route: Fastify gives a route the hooks registered before it.
  await registerCompression(app);
  await registerSecurityHeaders(app, {
    appUrl: config.appUrl,
    inlineScriptHashes: options.inlineScriptHashes,
  });

  const tokens = new TokenService(
    database.db,
    resolveJwtSecret(config),
    config.refreshReuseGraceSeconds,
  );
  const authenticate = createAuthenticate(database.db, tokens);
  const ctx: AppContext = {
    config,
    db: database.db,
    providers: createProviders(config, database.db),
    storage,
    events: new EventDispatcher(database.db, (error, type) =>
      app.log.error({ err: error, type }, 'event handler failed'),
    ),
    tokens,
    limiter,
    authenticate,
    authenticateOptional: createAuthenticateOptional(authenticate),
  };
  app.decorate('ctx', ctx);
  // Live delivery first: an event's handlers run in the order registered, and a subscriber
  // waiting for a message should not wait for its notifications to be written.
  if (options.liveEvents) {
    registerInboxLiveDelivery(ctx, options.liveEvents);
    registerNotificationLiveDelivery(ctx, options.liveEvents);
  }
  registerListingAlerts(ctx);
  registerListingChecks(ctx);
  registerApplicationNotifications(ctx);
  registerNotificationConsumers(ctx);
  registerConversationEventConsumers(ctx, options.liveEvents);
  registerLoanLifecycle(ctx);
  registerLoanNotifications(ctx);
  const notificationDeliveries = startNotificationDeliveries(ctx, (error) =>
    app.log.error({ err: error }, 'notification delivery failed'),
  );
  const unsentAttachmentSweep = startUnsentAttachmentSweep(ctx, (error) =>
    app.log.error({ err: error }, 'unsent attachment sweep failed'),
  );
  const orphanFileSweep = startOrphanFileSweep(ctx, (error) =>
    app.log.error({ err: error }, 'orphan file sweep failed'),
  );
  const claimsPoller = startClaimsPoller(ctx, (error) =>
    app.log.error({ err: error }, 'claims poller failed'),
  );
  const smokeDetectorReminders = startSmokeDetectorReminders(ctx, (error) =>
    app.log.error({ err: error }, 'smoke detector reminders failed'),
  );
  const loanSigningDeadlines = startLoanSigningDeadlines(ctx, (error) =>
    app.log.error({ err: error }, 'loan signing deadlines failed'),
  );
  app.addHook('onClose', () => loanSigningDeadlines.stop());
  const claimDeadlines = startClaimDeadlines(ctx, (error) =>
    app.log.error({ err: error }, 'guarantee claim deadlines failed'),
  );
  app.addHook('onClose', () => claimDeadlines.stop());
  const hmsWorker = startHmsRegistration(ctx, (error) =>
    app.log.error({ err: error }, 'HMS submission worker failed'),
  );
  const idempotencySweep = startIdempotencySweep(ctx, (error) =>
    app.log.error({ err: error }, 'idempotency key sweep failed'),
  );
  const ledgerReconciliation = startLedgerReconciliation(ctx, (error) =>
    app.log.error({ err: error }, 'ledger reconciliation failed'),
  );
  registerContractPdfStorage(ctx);
  ctx.events.start();
  const photoHashBackfill = backfillPhotoHashes(ctx).catch((error: unknown) =>
    app.log.error({ err: error }, 'photo hash backfill failed'),
  );
  app.addHook('onClose', async () => void (await photoHashBackfill));
  registerSigningScheduler(app, ctx);
  registerInspectionSigning(app, ctx);
  registerGuaranteeLifecycle(app, ctx);
  app.addHook('onClose', () => ctx.events.stop());
  app.addHook('onClose', () => hmsWorker.stop());
  app.addHook('onClose', () => notificationDeliveries.stop());
  app.addHook('onClose', () => unsentAttachmentSweep.stop());
  app.addHook('onClose', () => orphanFileSweep.stop());
  app.addHook('onClose', () => idempotencySweep.stop());
  app.addHook('onClose', () => ledgerReconciliation.stop());
  app.addHook('onClose', () => claimsPoller.stop());
  app.addHook('onClose', () => smokeDetectorReminders.stop());

  await registerDocs(app);
  await app.register(
    async (api) => {
      registerApiNotFound(api);
      registerAccessGuards(api, ctx);
      registerIdempotency(api, ctx);
      // Each module is its own plugin, so a module's hooks (authentication) stay inside it.
      const modules = [
        authRoutes,
        usersRoutes,
        emailsRoutes,
        phonesRoutes,
        listingsRoutes,
        photosRoutes,
        likesRoutes,
        savedSearchesRoutes,
        addressRoutes,
        adminListingsRoutes,
        tenantApplicationsRoutes,
        landlordApplicationsRoutes,
        insightsRoutes,
        contractsRoutes,
        ...signingRouteModules,
        contractHmsRoutes,
        hmsAdminRoutes,
        contractTermsRoutes,
        contractBatchRoutes,
        contractPartsRoutes,
        contractStepsRoutes,
        collaboratorsRoutes,
        ...financeRouteModules,
        ...paymentRouteModules,
        ledgerRoutes,
        ...inspectionRouteModules,
        ...guaranteeRouteModules,
        ...guaranteeClaimRouteModules,
        loansRoutes,
        loanCoApplicantRoutes,
        livingCostRoutes,
        loanLifecycleRoutes,
        contractPdfRoutes,
        ...profileRouteModules,
        ...paymentHistoryRouteModules,
        notificationsRoutes,
        consentsRoutes,
        pushDevicesRoutes,
        inboxRoutes,
        conversationLinkRoutes,
        conversationStaffRoutes,
        fraudAdminRoutes,
        aiRoutes,
        messageAttachmentsRoutes,
        mobileAppVersionsRoutes,
        ...(config.devOutbox ? [outboxRoutes] : []),
        ...(config.sandboxBank ? [sandboxBankRoutes] : []),
      ];
      for (const routes of modules) await api.register((scope) => routes(scope, ctx));
    },
    { prefix: '/api' },
  );
  await app.register((scope) => ipxRoutes(scope, ctx));
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.addHook('onClose', async () => storage.close?.());
  return app;
}
