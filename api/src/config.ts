import { z } from 'zod';
import {
  INSPECTION_DEFECT_WINDOW_DAYS,
  INSPECTION_DEFECT_WINDOW_MAX_DAYS,
  PLATFORM_FEE,
  type PlatformFeeModel,
} from '@leiga/domain';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin, used in links in e-mails. */
  APP_URL: z.url().optional(),
  /** A PostgreSQL server; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** A Redis server for state several processes share (rate-limit counters); in memory without it. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  /** Prepended to every Redis key, so several deployments can share one server. */
  REDIS_PREFIX: z.string().min(1).default('leiga:'),
  /** Uploaded files; defaults to DATA_DIR/files. */
  FILES_DIR: z.string().min(1).optional(),
  /** S3-compatible storage for files instead of FILES_DIR: all five set, or none. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Seconds in which a just-rotated refresh token still works (concurrent tabs, cut-off reloads). */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
  /** Image variants /_ipx/ may render (cache misses) per address and minute; hits are free. */
  IPX_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** The demo accounts' password; the public default only outside production. */
  DEMO_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  /** How many listings the demo market has. */
  SEED_LISTINGS: z.coerce.number().int().min(0).max(100_000).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Phone numbers (7 digits, comma separated) for which the sandbox electronic ID fails. */
  EID_SANDBOX_FAIL_NUMBERS: z.string().default('8880000'),
  /** How long the sandbox electronic ID takes before the person "confirms" on the phone. */
  EID_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** How long the sandbox property register (HMS fasteignaskrá) takes to answer. */
  PROPERTY_REGISTRY_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /** Fastanúmer (comma separated) for which the sandbox property register has an outage. */
  PROPERTY_REGISTRY_SANDBOX_FAIL_CODES: z.string().default('F9999999'),
  /** The key the e-signature service signs its webhooks with (HMAC-SHA256). */
  ESIGN_WEBHOOK_SECRET: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** Where the e-signature service calls back; defaults to APP_URL's /api/webhooks/e-signature/. */
  ESIGN_WEBHOOK_URL: z.url().optional(),
  /** Kennitölur (comma separated) who refuse to sign in the e-signature sandbox. */
  ESIGN_SANDBOX_DECLINE_KENNITOLUR: z.string().default('0601012800'),
  /** How often the scheduler expires old signing processes and retries webhooks; 0 turns it off. */
  ESIGN_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Days a tenant may add defects to a signed move-in report (issue #17). */
  INSPECTION_DEFECT_WINDOW_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(INSPECTION_DEFECT_WINDOW_MAX_DAYS)
    .default(INSPECTION_DEFECT_WINDOW_DAYS),
  /** HMS register sandbox: down on demand (`unavailable` answers 503, `timeout` never answers). */
  HMS_SANDBOX_OUTAGE: z.enum(['none', 'unavailable', 'timeout']).default('none'),
  HMS_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(300),
  /** How long a registration attempt waits for HMS before it counts as a time-out. */
  HMS_TIMEOUT_MS: z.coerce.number().int().min(10).max(300_000).default(10_000),
  /** How often the HMS submission worker looks for due retries; 0 turns it off. */
  HMS_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  /** Whether /api/dev/outbox/ is served; defaults to on outside production. */
  DEV_OUTBOX: booleanFromEnv.optional(),
  /** Proxies whose X-Forwarded-For is believed: loopback by default (the graph on this machine). */
  TRUST_PROXY: z.string().default('loopback'),
  /** An OpenAI-compatible chat-completions service; without it the local AI provider is used. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long a call to the language model may take before it counts as a time-out. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** The bank claims and payout services: only the sandbox bank so far (a vendor adapter later). */
  CLAIMS_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  PAYOUT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** Whether /api/sandbox/bank/ (pay claims by hand) is served; defaults to on outside production. */
  SANDBOX_BANK: booleanFromEnv.optional(),
  /** The platform's custody kennitala: the claimant of every rent claim. */
  PLATFORM_CUSTODY_KENNITALA: z
    .string()
    .regex(/^\d{10}$/)
    .default('6501160030'),
  /** The custody account's bank (4 digits): a claim's account is it + ledger 66 + claim number (6). */
  PLATFORM_CLAIM_BANK: z
    .string()
    .regex(/^\d{4}$/)
    .default('0133'),
  /** How often the bank's claim transactions are polled (and pending payouts retried); 0 turns it off. */
  CLAIMS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** The platform fee on each payout: a percentage with a minimum in whole ISK. */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).optional(),
  PLATFORM_FEE_MINIMUM: z.coerce.number().int().min(0).optional(),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  host: string;
  port: number;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  filesDir: string | undefined;
  /** S3-compatible storage (path-style); undefined keeps files in the local folder. */
  s3: S3Config | undefined;
  jwtSecret: string | undefined;
  demoPassword: string;
  refreshReuseGraceSeconds: number;
  ipxRendersPerMinute: number;
  seedDemo: boolean;
  seedListings: number;
  logLevel: string;
  eidSandboxFailNumbers: string[];
  eidSandboxDelayMs: number;
  propertyRegistryDelayMs: number;
  propertyRegistryFailCodes: string[];
  esignWebhookSecret: string;
  esignWebhookUrl: string;
  esignSandboxDeclineKennitolur: string[];
  esignSchedulerIntervalMs: number;
  inspectionDefectWindowDays: number;
  hmsSandboxOutage: 'none' | 'unavailable' | 'timeout';
  hmsSandboxDelayMs: number;
  hmsTimeoutMs: number;
  hmsWorkerIntervalMs: number;
  devOutbox: boolean;
  trustProxy: boolean | string;
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string;
  aiTimeoutMs: number;
  claimsProvider: 'sandbox';
  payoutProvider: 'sandbox';
  sandboxBank: boolean;
  platformCustodyKennitala: string;
  platformClaimBank: string;
  claimsPollIntervalMs: number;
  platformFee: PlatformFeeModel;
};

export class ConfigError extends Error {}

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** All five S3 variables, or none: half a configuration would silently write to the local folder. */
function readS3Config(e: EnvValues): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => !e[name]);
  if (missing.length === S3_VARIABLES.length) return undefined;
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when any S3_* variable is set`).join('\n')}`,
    );
  return {
    endpoint: e.S3_ENDPOINT ?? '',
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
  };
}

/**
 * Secrets with a development default. The defaults are public (they are in this file), so in
 * production each must be set: a webhook anyone can sign, or demo accounts anyone can sign in
 * to, would be worse than not starting. (JWT_SECRET has no default: a local key is generated.)
 */
const DEV_SECRET_DEFAULTS = {
  ESIGN_WEBHOOK_SECRET: 'leiga-dev-e-signature-webhook-secret',
  DEMO_PASSWORD: 'leiga-demo-2026',
} as const;

type EnvValues = z.infer<typeof envSchema>;

/** What production is missing: a line per secret left to its default. */
function listMissingProductionSecrets(e: EnvValues): string[] {
  const missing: string[] = [];
  if (!e.JWT_SECRET) missing.push('  JWT_SECRET: required in production');
  if (!e.ESIGN_WEBHOOK_SECRET)
    missing.push(
      '  ESIGN_WEBHOOK_SECRET: required in production (the development key is public, so anyone could sign e-signature webhooks)',
    );
  if (e.SEED_DEMO && !e.DEMO_PASSWORD)
    missing.push(
      '  DEMO_PASSWORD: required in production while SEED_DEMO is on (the development password is public); or set SEED_DEMO=false',
    );
  return missing;
}

/** Reads the environment once, checked; a bad value stops the start with a message per variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const missing = isProduction ? listMissingProductionSecrets(e) : [];
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  if (isProduction && e.DEV_OUTBOX === true) {
    throw new ConfigError(
      'Invalid configuration:\n  DEV_OUTBOX: must be off in production (the sandbox outbox shows sign-in codes and password-reset tokens)',
    );
  }
  if (isProduction && e.SANDBOX_BANK === true) {
    throw new ConfigError(
      'Invalid configuration:\n  SANDBOX_BANK: must be off in production (anyone could pay claims by hand)',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    filesDir: e.FILES_DIR,
    s3: readS3Config(e),
    jwtSecret: e.JWT_SECRET,
    demoPassword: e.DEMO_PASSWORD ?? DEV_SECRET_DEFAULTS.DEMO_PASSWORD,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    ipxRendersPerMinute: e.IPX_RENDERS_PER_MINUTE,
    seedDemo: e.SEED_DEMO,
    seedListings: e.SEED_LISTINGS,
    logLevel: e.LOG_LEVEL,
    eidSandboxFailNumbers: e.EID_SANDBOX_FAIL_NUMBERS.split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    eidSandboxDelayMs: e.EID_SANDBOX_DELAY_MS,
    propertyRegistryDelayMs: e.PROPERTY_REGISTRY_SANDBOX_DELAY_MS,
    propertyRegistryFailCodes: e.PROPERTY_REGISTRY_SANDBOX_FAIL_CODES.split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    esignWebhookSecret: e.ESIGN_WEBHOOK_SECRET ?? DEV_SECRET_DEFAULTS.ESIGN_WEBHOOK_SECRET,
    esignWebhookUrl:
      e.ESIGN_WEBHOOK_URL ??
      `${e.APP_URL ?? `http://localhost:${e.PORT}`}/api/webhooks/e-signature/`,
    esignSandboxDeclineKennitolur: e.ESIGN_SANDBOX_DECLINE_KENNITOLUR.split(',')
      .map((n) => n.trim())
      .filter(Boolean),
    esignSchedulerIntervalMs: e.ESIGN_SCHEDULER_INTERVAL_MS,
    inspectionDefectWindowDays: e.INSPECTION_DEFECT_WINDOW_DAYS,
    hmsSandboxOutage: e.HMS_SANDBOX_OUTAGE,
    hmsSandboxDelayMs: e.HMS_SANDBOX_DELAY_MS,
    hmsTimeoutMs: e.HMS_TIMEOUT_MS,
    hmsWorkerIntervalMs: e.HMS_WORKER_INTERVAL_MS,
    devOutbox: e.DEV_OUTBOX ?? !isProduction,
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false' || e.TRUST_PROXY === ''
          ? false
          : e.TRUST_PROXY,
    aiBaseUrl: e.AI_BASE_URL,
    aiApiKey: e.AI_API_KEY,
    aiModel: e.AI_MODEL,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    claimsProvider: e.CLAIMS_PROVIDER,
    payoutProvider: e.PAYOUT_PROVIDER,
    sandboxBank: e.SANDBOX_BANK ?? !isProduction,
    platformCustodyKennitala: e.PLATFORM_CUSTODY_KENNITALA,
    platformClaimBank: e.PLATFORM_CLAIM_BANK,
    claimsPollIntervalMs: e.CLAIMS_POLL_INTERVAL_MS,
    platformFee: {
      percent: e.PLATFORM_FEE_PERCENT ?? PLATFORM_FEE.percent,
      minimum: e.PLATFORM_FEE_MINIMUM ?? PLATFORM_FEE.minimum,
    },
  };
}

/** A config for tests and embedding: defaults with overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      EID_SANDBOX_DELAY_MS: '300',
      PROPERTY_REGISTRY_SANDBOX_DELAY_MS: '0',
      SEED_LISTINGS: '40',
      HMS_SANDBOX_DELAY_MS: '0',
      // Tests see reuse detection at once; the grace window has tests of its own.
      REFRESH_REUSE_GRACE_SECONDS: '0',
    }),
    ...overrides,
  };
}
