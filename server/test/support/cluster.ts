import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The password of the demo accounts the first process seeds. */
export const CLUSTER_DEMO_PASSWORD = 'leiga-demo-2026';

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** ws://127.0.0.1:<port>/graphql */
  readonly wsUrl: string;
  /** What it printed (its banner, warnings and errors) and how it ended. */
  readonly output: () => string;
  stop(): Promise<void>;
};

/**
 * A database of its own on the PostgreSQL server of `serverUrl` (its `postgres` database is
 * only used to create and drop it), so runs never share data.
 */
export async function createClusterDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `leiga_mp_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * One `server` process (server/src/main.ts through tsx, as `npm start` runs it) on a port, with
 * the given environment on top of a quiet, quick test configuration. Resolves once its api
 * answers; a process that exits first rejects with what it printed.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leiga-mp-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_LISTINGS: '12',
      EID_SANDBOX_DELAY_MS: '0',
      ESIGN_SCHEDULER_INTERVAL_MS: '0',
      HMS_WORKER_INTERVAL_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log (banner, warnings and errors, stdout and stderr alike) and how it ended, for failures.
  let output = '';
  const record = (chunk: Buffer | string) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      record(`[exited: code ${code}, signal ${signal}]\n`);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server on port ${port} exited (${child.exitCode}):\n${output}`);
    // Its own banner, printed once it listens: an answer on the port could come from another
    // program that holds it (this one then exits with EADDRINUSE).
    if (output.includes(`running at http://localhost:${port}`)) break;
    await sleep(250);
  }
  if (Date.now() >= deadline) {
    await stop();
    throw new Error(`The server on port ${port} did not answer in time:\n${output}`);
  }
  return { url, wsUrl: `ws://127.0.0.1:${port}/graphql`, output: () => output, stop };
}

/** A GraphQL operation over HTTP with a bearer token; throws on transport errors only. */
export async function graphql<T>(
  server: ServerProcess,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  };
}

/** Signs a demo account in through the REST api; the access token and the user's id. */
export async function restLogin(
  server: ServerProcess,
  email: string,
  password = CLUSTER_DEMO_PASSWORD,
): Promise<{ access: string; userId: number }> {
  const res = await fetch(`${server.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access: string; user: { id: number } };
  return { access: body.access, userId: body.user.id };
}
