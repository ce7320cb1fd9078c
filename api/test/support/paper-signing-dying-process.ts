/**
 * An api process that dies while recording an inspection report's paper signatures: run with a
 * PostgreSQL database URL, the shared files folder, the JWT secret, a mode and the request (as
 * JSON). It sends the request to itself and is killed (SIGKILL, no clean-up of any kind) either
 * right after the scan is stored (`after-scan`: before the record's transaction) or right after
 * that transaction commits (`after-commit`: before the answer and before the outbox delivers).
 */
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { multipartBody } from './multipart.js';

type Request = {
  reportId: number;
  token: string;
  fields: Record<string, string>;
  scan: string;
};

const [url, filesDir, jwtSecret, mode, requestJson] = process.argv.slice(2);
if (
  !url ||
  !filesDir ||
  !jwtSecret ||
  !requestJson ||
  (mode !== 'after-scan' && mode !== 'after-commit')
)
  throw new Error('usage: paper-signing-dying-process <url> <files dir> <secret> <mode> <request>');
const request = JSON.parse(requestJson) as Request;
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

const database = await openDatabase({ kind: 'postgres', url });
const app = await buildApp({
  database,
  config: {
    databaseUrl: url,
    filesDir,
    jwtSecret,
    logLevel: 'silent',
    seedDemo: false,
    esignSchedulerIntervalMs: 0,
    hmsWorkerIntervalMs: 0,
  },
});
await app.ready();
// No delivery here: what the record committed is left to the other process's dispatcher.
await app.ctx.events.stop();

const { storage, db } = app.ctx;
let scanStored = false;
const put = storage.put.bind(storage);
storage.put = async (key, data, contentType) => {
  await put(key, data, contentType);
  if (!key.includes('/paper-')) return;
  scanStored = true;
  if (mode === 'after-scan') die();
};
const transaction = db.transaction.bind(db) as typeof db.transaction;
db.transaction = (async (...args: Parameters<typeof db.transaction>) => {
  const result = await transaction(...args);
  if (mode === 'after-commit' && scanStored) die();
  return result;
}) as typeof db.transaction;

const body = multipartBody(
  [{ filename: 'undirritad.pdf', contentType: 'application/pdf', data: Buffer.from(request.scan) }],
  request.fields,
);
await app.inject({
  method: 'POST',
  url: `/api/inspection-reports/${request.reportId}/paper-signatures/`,
  headers: { ...body.headers, authorization: `Bearer ${request.token}` },
  payload: body.payload,
});
// Still alive: the kill point was never reached.
process.exit(3);
