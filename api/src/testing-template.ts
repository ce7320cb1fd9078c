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
 * Migrated and seeded databases per test run, copied by every test file that wants the demo data
 * as one of them is seeded. Why: a fresh PGlite, the migrations and the demo seed (which signs a
 * contract through the e-signature sandbox) cost about 6 s per test app; a copy costs well under
 * one. The test runner's global setup builds them (`prepareTestTemplate`) and hands them to the
 * workers through an environment variable; without it every app seeds its own.
 */
const ENV_TEMPLATES = 'LEIGA_TEST_TEMPLATES';

/** Config keys that change what the seed writes: an app that overrides one needs its variant. */
export const SEED_SHAPING_KEYS = ['seedDemo', 'seedListings', 'demoPassword'] as const;
type SeedShape = Partial<Pick<Config, (typeof SEED_SHAPING_KEYS)[number]>>;

/**
 * The seeds the suites ask for: the default one, and the api's files that need only a few
 * listings beside the demo accounts (some thirty files seeded their own before).
 */
export const DEFAULT_TEMPLATE_VARIANTS: readonly SeedShape[] = [{}];
export const API_TEMPLATE_VARIANTS: readonly SeedShape[] = [{}, { seedListings: 4 }];

/** One template: a database on the server or a PGlite dump, and its files folder. */
type Template = { postgres?: string; pglite?: string; files: string };
type Templates = Record<string, Template>;

/** The variant a config's overrides ask for: its seed-shaping keys, in a fixed order. */
export function seedShapeKey(overrides: Partial<Config>): string {
  const shape: Record<string, unknown> = {};
  for (const key of SEED_SHAPING_KEYS) if (key in overrides) shape[key] = overrides[key];
  return JSON.stringify(shape);
}

function readTemplates(): Templates {
  const value = process.env[ENV_TEMPLATES];
  return value ? (JSON.parse(value) as Templates) : {};
}

/** The PGlite dump of the run's template for these overrides' seed, if the run has one. */
export function templateDumpFile(overrides: Partial<Config> = {}): string | undefined {
  return readTemplates()[seedShapeKey(overrides)]?.pglite;
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

/** Seeds one template in `work`: a database on the server with DATABASE_URL, else a PGlite dump. */
async function buildTemplate(work: string, shape: SeedShape): Promise<Template> {
  const files = path.join(work, 'files');
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) {
    const name = `leiga_template_${randomBytes(6).toString('hex')}`;
    await runAdmin(serverUrl, `create database ${name}`);
    const app = await buildApp({
      config: {
        ...shape,
        databaseUrl: adminUrl(serverUrl, name),
        filesDir: files,
        logLevel: 'silent',
      },
    });
    await app.close();
    return { postgres: name, files };
  }
  const dataDir = path.join(work, 'data');
  const app = await buildApp({
    config: { ...shape, dataDir, databaseUrl: undefined, filesDir: files, logLevel: 'silent' },
  });
  await app.close();
  const client = new PGlite({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(work, 'pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  rmSync(dataDir, { recursive: true, force: true });
  return { pglite: dumpFile, files };
}

/**
 * Builds the templates of `variants` that the run lacks; returns the remover of those it built.
 * The projects of one run (api, graph, server) share them: their global setups run in the one
 * main process, before any test file, and their teardowns after all of them.
 */
export async function prepareTestTemplate(
  variants: readonly SeedShape[] = DEFAULT_TEMPLATE_VARIANTS,
): Promise<() => Promise<void>> {
  const templates = readTemplates();
  const built: { work: string; template: Template }[] = [];
  for (const shape of variants) {
    const key = seedShapeKey(shape);
    if (templates[key]) continue;
    const work = mkdtempSync(path.join(tmpdir(), 'leiga-template-'));
    const template = await buildTemplate(work, shape);
    templates[key] = template;
    built.push({ work, template });
  }
  process.env[ENV_TEMPLATES] = JSON.stringify(templates);
  return async () => {
    const serverUrl = process.env['DATABASE_URL'];
    for (const { work, template } of built) {
      if (template.postgres && serverUrl) {
        await runAdmin(serverUrl, `drop database if exists ${template.postgres} with (force)`);
      }
      rmSync(work, { recursive: true, force: true });
    }
  };
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

/**
 * A fresh copy of the run's template for the seed these overrides ask for, or null when the run
 * has none such.
 */
export async function copyTestTemplate(
  overrides: Partial<Config> = {},
): Promise<TemplateCopy | null> {
  const template = readTemplates()[seedShapeKey(overrides)];
  if (!template) return null;
  const { dir: work, remove: removeFiles } = createTestFilesDir();
  cpSync(template.files, work, { recursive: true });
  const serverUrl = process.env['DATABASE_URL'];
  if (template.postgres && serverUrl) {
    const name = `leiga_test_${randomBytes(6).toString('hex')}`;
    await createFromTemplate(serverUrl, name, template.postgres);
    return {
      config: { databaseUrl: adminUrl(serverUrl, name), filesDir: work },
      drop: async () => {
        await runAdmin(serverUrl, `drop database if exists ${name} with (force)`);
        removeFiles();
      },
    };
  }
  if (!template.pglite) {
    removeFiles();
    return null;
  }
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: templateDump(template.pglite),
  });
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

const readDumps = new Map<string, TemplateDump>();

function templateDump(file: string): TemplateDump {
  let dump = readDumps.get(file);
  if (!dump) {
    // One copy per worker and template into an ArrayBuffer that holds exactly the file.
    dump = new TemplateDump(new Uint8Array(readFileSync(file)).buffer);
    readDumps.set(file, dump);
  }
  return dump;
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
