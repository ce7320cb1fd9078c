import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';

/**
 * One migrated and seeded database per test run, copied by every test file that wants the demo
 * data as it is seeded by default. Why: a fresh PGlite, the migrations and the demo seed (which
 * signs a contract through the e-signature sandbox) cost about 6 s per test app; a copy costs
 * well under one. The test runner's global setup builds it (`prepareTestTemplate`) and hands it to
 * the workers through these environment variables; without them every app seeds its own.
 */
const ENV_POSTGRES = 'LEIGA_TEST_TEMPLATE_DATABASE';
const ENV_PGLITE = 'LEIGA_TEST_TEMPLATE_PGLITE_DUMP';
const ENV_FILES = 'LEIGA_TEST_TEMPLATE_FILES';

/** Config keys that change what the seed writes: an app that overrides one seeds its own. */
export const SEED_SHAPING_KEYS = ['seedDemo', 'seedListings', 'demoPassword'] as const;

export function overridesSeed(overrides: Partial<Config>): boolean {
  return SEED_SHAPING_KEYS.some((key) => key in overrides);
}

function adminUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Builds the template (PostgreSQL when DATABASE_URL is set, else a PGlite dump); returns its remover. */
export async function prepareTestTemplate(): Promise<() => Promise<void>> {
  const work = mkdtempSync(path.join(tmpdir(), 'leiga-template-'));
  const filesDir = path.join(work, 'files');
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) {
    const name = `leiga_template_${randomBytes(6).toString('hex')}`;
    await runAdmin(serverUrl, `create database ${name}`);
    const app = await buildApp({
      config: { databaseUrl: adminUrl(serverUrl, name), filesDir, logLevel: 'silent' },
    });
    await app.close();
    process.env[ENV_POSTGRES] = name;
    process.env[ENV_FILES] = filesDir;
    return async () => {
      await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
      rmSync(work, { recursive: true, force: true });
    };
  }
  const dataDir = path.join(work, 'data');
  const app = await buildApp({
    config: { dataDir, databaseUrl: undefined, filesDir, logLevel: 'silent' },
  });
  await app.close();
  const client = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(work, 'pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  process.env[ENV_PGLITE] = dumpFile;
  process.env[ENV_FILES] = filesDir;
  return async () => rmSync(work, { recursive: true, force: true });
}

export type TemplateCopy = {
  config: Partial<Config>;
  /** The opened copy (PGlite), for buildApp's `database`; the caller closes it. */
  database?: Database;
  drop(): Promise<void>;
};

/**
 * A files folder of one test app's own (FILES_DIR), removed with its database: apps seeding or
 * uploading in parallel would otherwise share the default data folder's files.
 */
export function createTestFilesDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'leiga-test-files-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh copy of the run's template, or null when the run has none. */
export async function copyTestTemplate(): Promise<TemplateCopy | null> {
  const templateFiles = process.env[ENV_FILES];
  if (!templateFiles) return null;
  const { dir: work, remove: removeFiles } = createTestFilesDir();
  cpSync(templateFiles, work, { recursive: true });
  const template = process.env[ENV_POSTGRES];
  const serverUrl = process.env['DATABASE_URL'];
  if (template && serverUrl) {
    const name = `leiga_test_${randomBytes(6).toString('hex')}`;
    await createFromTemplate(serverUrl, name, template);
    return {
      config: { databaseUrl: adminUrl(serverUrl, name), filesDir: work },
      drop: async () => {
        await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
        removeFiles();
      },
    };
  }
  const dumpFile = process.env[ENV_PGLITE];
  if (!dumpFile) return null;
  const database = await openDatabase({ kind: 'pglite', loadDataDir: templateDump(dumpFile) });
  return {
    config: { databaseUrl: undefined, filesDir: work },
    database,
    drop: async () => {
      await database.close();
      removeFiles();
    },
  };
}

/**
 * The template's dump as PGlite reads it. PGlite only asks a `loadDataDir` for its bytes
 * (`arrayBuffer()`) and copies them into its own file system; a Blob made of a Buffer copies the
 * 60-odd MB in and out again, which was nearly half of each copy's time (1.8 s against 1.0 s).
 * So the bytes are read once per worker and handed over as they are.
 */
class TemplateDump extends Blob {
  readonly #contents: ArrayBuffer;

  constructor(contents: ArrayBuffer) {
    super([]);
    this.#contents = contents;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#contents);
  }
}

let readDump: { file: string; dump: TemplateDump } | undefined;

function templateDump(file: string): TemplateDump {
  if (readDump?.file !== file) {
    // One copy per worker into an ArrayBuffer that holds exactly the file.
    readDump = { file, dump: new TemplateDump(new Uint8Array(readFileSync(file)).buffer) };
  }
  return readDump.dump;
}

/** PostgreSQL refuses a copy while another copy reads the template; such a refusal is retried. */
async function createFromTemplate(serverUrl: string, name: string, template: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await runAdmin(serverUrl, `create database ${name} template ${template}`);
      return;
    } catch (error) {
      const isBusy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!isBusy || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
