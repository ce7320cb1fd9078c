import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_TTL_HOURS, idempotencyKeySchema } from '@leiga/domain';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.js';
import { badRequest, conflict, unprocessable } from './errors.js';

/**
 * Idempotency-Key for money mutations (SPEC 7, issue #16): a route opts in with
 * `config: { idempotency: true }` (the key is then required) or `{ required: false }` (honoured
 * when sent). The first request with a key claims it in the database; a repeat, even one sent at
 * the same moment, waits for the first to finish and gets its answer (status and body), marked
 * `Idempotent-Replayed: true`; the same key with another body is refused with 422. Answers of
 * 5xx are not kept, so a retry runs again. Keys are kept 24 hours, then swept.
 */
export type IdempotencyOption = boolean | { required: boolean };

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    idempotency?: IdempotencyOption;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;
const FIELD = 'Idempotency-Key';
/** How long a repeat waits for the first request's answer before it is told to retry. */
const WAIT_MS = 15_000;
const POLL_MS = 20;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The key row this request claimed, to store its answer in when it is sent. */
const claimed = new WeakMap<FastifyRequest, number>();

function optionOf(request: FastifyRequest): { required: boolean } | null {
  const option = request.routeOptions.config.idempotency;
  if (!option) return null;
  return option === true ? { required: true } : option;
}

/** The key as sent: absent (null), or valid by the domain's rule (else 400 on the header). */
export function readIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(value) ? value[0] : value);
  if (parsed.success) return parsed.data;
  throw badRequest('The Idempotency-Key header is not valid.', {
    [FIELD]: parsed.error.issues[0]?.message ?? 'validation.idempotency_key',
  });
}

function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

async function claim(db: Db, userId: number, key: string, request: FastifyRequest, hash: string) {
  const cutoff = new Date(Date.now() - IDEMPOTENCY_TTL_MS);
  // A key older than 24 hours is free again.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, cutoff),
      ),
    );
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      userId,
      key,
      method: request.method,
      path: request.url,
      requestHash: hash,
    })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return row?.id;
}

async function findKey(db: Db, userId: number, key: string): Promise<KeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

function replay(reply: FastifyReply, row: KeyRow): FastifyReply {
  reply.code(row.responseStatus ?? 200).header('idempotent-replayed', 'true');
  if (row.responseContentType) reply.header('content-type', row.responseContentType);
  return reply.send(row.responseBody ?? undefined);
}

/**
 * Claims the key for this request, or answers it from the request that claimed it: returns the
 * reply when answered, undefined when the route should run.
 */
async function handleKey(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<FastifyReply | undefined> {
  const userId = request.auth?.user.id;
  if (userId === undefined) throw new Error('idempotency used on a route without authenticate');
  const hash = requestHash(request);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const id = await claim(ctx.db, userId, key, request, hash);
    if (id !== undefined) {
      claimed.set(request, id);
      return undefined;
    }
    const row = await findKey(ctx.db, userId, key);
    // Gone between the two reads: the first request failed (5xx) and let go of it; claim again.
    if (!row) continue;
    if (row.requestHash !== hash)
      throw unprocessable(
        'This Idempotency-Key was used with another request. Use a new key for a new request.',
        'idempotency_key_reused',
        { [FIELD]: 'validation.idempotency_key_reused' },
      );
    if (row.status === 'done') return replay(reply, row);
    if (Date.now() > deadline)
      throw conflict(
        'A request with this Idempotency-Key is still being processed. Try again shortly.',
        'idempotency_request_in_progress',
      );
    await sleep(POLL_MS);
  }
}

async function storeAnswer(
  db: Db,
  id: number,
  reply: FastifyReply,
  payload: unknown,
): Promise<void> {
  if (reply.statusCode >= 500) {
    await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    return;
  }
  const contentType = reply.getHeader('content-type');
  await db
    .update(idempotencyKeys)
    .set({
      status: 'done',
      responseStatus: reply.statusCode,
      responseContentType: typeof contentType === 'string' ? contentType : null,
      responseBody: typeof payload === 'string' ? payload : null,
      completedAt: sql`now()`,
    })
    .where(eq(idempotencyKeys.id, id));
}

/** Hooks every route's `idempotency` option; register before the routes (as the access guards). */
export function registerIdempotency(app: FastifyInstance, ctx: AppContext): void {
  // After authentication, the access guards and validation: a caller who may not act, or input
  // that is wrong, never claims a key.
  app.addHook('preHandler', async (request, reply) => {
    const option = optionOf(request);
    if (!option) return;
    const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
    if (key === null) {
      if (!option.required) return;
      throw badRequest('This request needs an Idempotency-Key header.', {
        [FIELD]: 'validation.required',
      });
    }
    return handleKey(ctx, request, reply, key);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const id = claimed.get(request);
    if (id === undefined) return payload;
    claimed.delete(request);
    await storeAnswer(ctx.db, id, reply, payload);
    return payload;
  });
}

/** Forgets keys older than 24 hours. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}

export function startIdempotencySweep(
  ctx: AppContext,
  onError: (error: unknown) => void,
): PeriodicJob {
  return startPeriodicJob(() => sweepIdempotencyKeys(ctx.db), SWEEP_INTERVAL_MS, onError);
}
