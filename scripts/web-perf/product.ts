import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Phone settings shared by the budget check and bench:web (Lighthouse's mobile form factor). */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export type Product = { origin: string; stop: () => Promise<void> };

/**
 * The built product on a port of its own with a fresh embedded database: web/dist is built first
 * when it is missing or older than its sources (as `npm start` does), so CI reuses the build the
 * end-to-end tests made. LEIGA_PERF_URL points at a product that already runs instead.
 */
export async function startProduct(port: number): Promise<Product> {
  const external = process.env['LEIGA_PERF_URL'];
  if (external) return { origin: external.replace(/\/$/, ''), stop: async () => {} };
  execFileSync('node', ['scripts/build-web-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leiga-perf-'));
  // The embedded database and in-memory counters, whatever the caller's environment points at.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/src/main.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_LISTINGS: process.env['SEED_LISTINGS'] ?? '60',
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 500, 'wait'))]);
    if (code !== 'wait') throw new Error(`The product stopped while starting (exit ${code}).`);
    const ready = await fetch(`${origin}/api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('The product did not start within 3 minutes.');
    }
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The three public pages a first visit lands on: the landing, the search and one listing. */
export async function publicPages(origin: string): Promise<{ name: string; path: string }[]> {
  const reply = await fetch(`${origin}/api/listings/?page_size=1`);
  const { results } = (await reply.json()) as { results: { id: number }[] };
  const listing = results[0];
  if (!listing) throw new Error('The product has no published listing to open.');
  return [
    { name: 'landing', path: '/' },
    { name: 'search', path: '/listings' },
    { name: 'listing', path: `/listings/${listing.id}` },
  ];
}
