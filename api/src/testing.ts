import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, IN_MEMORY, type BuildOptions } from './app.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { copyTestTemplate, createTestFilesDir } from './testing-template.js';

/**
 * A database of its own for one test app: in-memory PGlite by default; with DATABASE_URL a fresh
 * database on that server, dropped again on close, so test files can run in parallel.
 */
export async function createTestDatabaseConfig(): Promise<{
  config: Partial<Config>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env['DATABASE_URL'];
  // With REDIS_URL the tests share one Redis server: each app counts under its own prefix.
  const redis: Partial<Config> = process.env['REDIS_URL']
    ? {
        redisUrl: process.env['REDIS_URL'],
        redisPrefix: `leiga_test_${randomBytes(6).toString('hex')}:`,
      }
    : {};
  if (!serverUrl)
    return {
      config: { dataDir: IN_MEMORY, databaseUrl: undefined, ...redis },
      drop: async () => {},
    };
  const name = `leiga_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  // Files of its own too: apps seeding in parallel would otherwise write the same demo photos
  // into the default data folder while another reads them.
  const files = createTestFilesDir();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { databaseUrl: url.toString(), filesDir: files.dir, ...redis },
    drop: async () => {
      files.remove();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The database of one test app: a copy of the run's seeded template for the seed the overrides ask
 * for when the run has one, else a fresh one that the app migrates and seeds itself.
 */
export async function createTestDatabase(overrides: Partial<Config> = {}): Promise<{
  config: Partial<Config>;
  database?: Database;
  drop(): Promise<void>;
}> {
  return (await copyTestTemplate(overrides)) ?? createTestDatabaseConfig();
}

export type TestApi = { url: string; app: FastifyInstance; close(): Promise<void> };

/** A migrated, seeded api listening on a random loopback port: for graph and end-to-end tests. */
export async function startTestApi(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'liveEvents'> = {},
): Promise<TestApi> {
  const database = await createTestDatabase(overrides);
  const app = await buildApp({
    ...options,
    database: database.database,
    config: { ...database.config, ...overrides },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The test api has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
