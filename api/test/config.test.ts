import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('defaults to the embedded database on port 3000 with the demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      seedDemo: true,
      demoPassword: 'leiga-demo-2026',
      devOutbox: true,
    });
  });

  it.each([
    [{ PORT: 'three thousand' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [
      { DATABASE_URL: 'mysql://localhost/leiga' },
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
    ],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ DEMO_PASSWORD: 'short' }, 'DEMO_PASSWORD: must be at least 8 characters'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ NODE_ENV: 'production' }, 'JWT_SECRET: required in production'],
    [{ ESIGN_WEBHOOK_SECRET: 'short' }, 'ESIGN_WEBHOOK_SECRET: must be at least 16 characters'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('takes a PostgreSQL server and production settings when given', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/leiga',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ESIGN_WEBHOOK_SECRET: 'w'.repeat(32),
      DEMO_PASSWORD: 'a-production-demo-password',
      PORT: '8080',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/leiga',
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisPrefix: 'leiga:',
      isProduction: true,
      devOutbox: false,
      port: 8080,
      esignWebhookSecret: 'w'.repeat(32),
      demoPassword: 'a-production-demo-password',
    });
  });
});

describe('secrets with a development default, in production', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    ESIGN_WEBHOOK_SECRET: 'w'.repeat(32),
    DEMO_PASSWORD: 'a-production-demo-password',
  };
  const without = (name: keyof typeof production) =>
    Object.fromEntries(Object.entries(production).filter(([key]) => key !== name));

  it('keeps the development defaults outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.esignWebhookSecret).toBe('leiga-dev-e-signature-webhook-secret');
    expect(config.demoPassword).toBe('leiga-demo-2026');
  });

  it('refuses to start without ESIGN_WEBHOOK_SECRET, saying why', () => {
    expect(() => loadConfig(without('ESIGN_WEBHOOK_SECRET'))).toThrow(ConfigError);
    expect(() => loadConfig(without('ESIGN_WEBHOOK_SECRET'))).toThrow(
      /ESIGN_WEBHOOK_SECRET: required in production \(the development key is public/,
    );
  });

  it('refuses to seed demo accounts with the public password; without the seed none is needed', () => {
    expect(() => loadConfig(without('DEMO_PASSWORD'))).toThrow(
      /DEMO_PASSWORD: required in production while SEED_DEMO is on/,
    );
    expect(loadConfig({ ...without('DEMO_PASSWORD'), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('names every missing secret at once', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n').slice(1)).toEqual([
      '  JWT_SECRET: required in production',
      expect.stringContaining('ESIGN_WEBHOOK_SECRET: required in production'),
      expect.stringContaining('DEMO_PASSWORD: required in production'),
    ]);
  });
});
