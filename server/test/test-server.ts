import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, testConfig } from '@leiga/api';
import { createServer } from '../src/index.js';

/** Writes the index.html of a fake web/dist (what `vite build` leaves there). */
export function writeIndexHtml(dist: string, html: string): void {
  writeFileSync(path.join(dist, 'index.html'), html);
}

export type TestServer = {
  /** The one-origin server, ready for `inject()`. */
  readonly app: FastifyInstance;
  /** The fake web/dist it serves (a temporary folder). */
  readonly dist: string;
};

/**
 * The one-origin server over a copy of the run's seeded test database, serving a fake web/dist
 * that `writeDist` fills: started before the file's tests, closed (and the database dropped)
 * after them. The api's upstream for the graph is a port nothing listens on.
 */
export function useTestServer(
  writeDist: (dist: string) => void,
  options: { appUrl?: string } = {},
): TestServer {
  let app: FastifyInstance | undefined;
  let dist: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // A folder of its own around dist/, as web/ holds dist/ and the server build's dist-ssr/.
    dist = path.join(mkdtempSync(path.join(tmpdir(), 'leiga-web-')), 'dist');
    mkdirSync(dist);
    writeDist(dist);
    // A copy of the run's seeded template (test/global-setup.ts): seeding anew took each file
    // 10 s on an idle runner and passed the hook's minute on a busy one.
    const database = await createTestDatabase();
    drop = database.drop;
    app = await createServer(testConfig({ ...database.config, ...options }), {
      webDist: dist,
      apiOrigin: 'http://127.0.0.1:1',
      database: database.database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test server starts in beforeAll.');
    return value;
  };
  return {
    get app() {
      return started(app);
    },
    get dist() {
      return started(dist);
    },
  };
}
