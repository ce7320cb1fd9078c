import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payoutMethods } from '../src/db/schema/index.js';
import { sweepIdempotencyKeys } from '../src/http/idempotency.js';
import { findSandboxIban } from '../src/providers/bank/sandbox-bank-accounts.js';
import { race, tally } from './support/concurrency.js';
import { ANNA_KT } from './support/contracts.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';

const ANNA_IBAN = findSandboxIban(ANNA_KT)!;
const JON_IBAN = findSandboxIban('0407682389')!;

let t: TestApp;
let anna: Session;
let jon: Session;

beforeAll(async () => {
  t = await createTestApp();
  [anna, jon] = await Promise.all([t.as('tenant'), t.as('landlord')]);
});
afterAll(() => t.close());

const addAccount = (session: Session, iban: string, key?: string) =>
  t.call<{ id: number; holder_name: string }>('POST', '/api/payout-methods/', {
    token: session.access,
    body: { user_id: session.userId, iban },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const annasAccounts = () =>
  t.db
    .select()
    .from(payoutMethods)
    .where(and(eq(payoutMethods.userId, anna.userId), eq(payoutMethods.iban, ANNA_IBAN)));

describe('Idempotency-Key', () => {
  it('makes one effect of 50 concurrent duplicates, and gives all 50 the same answer', async () => {
    const key = `add-account-${Date.now()}`;
    const answers = await race(50, () => addAccount(anna, ANNA_IBAN, key));
    expect(tally(answers)).toEqual({ 201: 50 });
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await annasAccounts()).toHaveLength(1);

    // Later, the same key still answers the first request's answer and moves nothing.
    const later = await addAccount(anna, ANNA_IBAN, key);
    expect(later.status).toBe(201);
    expect(later.body.id).toBe(answers[0]!.body.id);
    expect(await annasAccounts()).toHaveLength(1);
    // A new key is a new request: the account is there already.
    expect((await addAccount(anna, ANNA_IBAN, `${key}-b`)).status).toBe(409);
  });

  it('refuses the same key with another body (422) and keeps the key of each user apart', async () => {
    const key = `reuse-${Date.now()}`;
    const first = await addAccount(jon, ANNA_IBAN, key);
    expect(first.status).toBe(400);
    // A 4xx answer is kept too: the repeat hears the same.
    const repeat = await addAccount(jon, ANNA_IBAN, key);
    expect(repeat.status).toBe(400);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers['idempotent-replayed']).toBe('true');

    const other = await addAccount(jon, JON_IBAN, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(other.body.fields).toEqual({ 'Idempotency-Key': 'validation.idempotency_key_reused' });

    // Anna's key of the same text is hers alone: it is not Jón's answer.
    const annas = await addAccount(anna, ANNA_IBAN, key);
    expect(annas.headers['idempotent-replayed']).toBeUndefined();
  });

  it('asks for the key with 400 and a field error when missing, empty or over 255 characters', async () => {
    const cases: [string | undefined, string][] = [
      [undefined, 'validation.required'],
      ['', 'validation.required'],
      ['x'.repeat(256), 'validation.idempotency_key'],
      ['has space', 'validation.idempotency_key'],
    ];
    for (const [key, message] of cases) {
      const reply = await addAccount(anna, ANNA_IBAN, key);
      expect(reply.status, String(key)).toBe(400);
      expect(reply.body.fields).toEqual({ 'Idempotency-Key': message });
    }
    // 255 characters is allowed.
    expect((await addAccount(anna, ANNA_IBAN, 'k'.repeat(255))).status).toBe(409);
  });

  it('judges who asks and the body before the key: 401 and body errors claim nothing', async () => {
    const key = `early-${Date.now()}`;
    const anonymous = await t.call('POST', '/api/payout-methods/', {
      body: { user_id: anna.userId, iban: ANNA_IBAN },
      headers: { 'idempotency-key': key },
    });
    expect(anonymous.status).toBe(401);
    const bad = await t.call('POST', '/api/payout-methods/', {
      token: anna.access,
      body: { user_id: anna.userId },
      headers: { 'idempotency-key': key },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('iban');
    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(rows).toEqual([]);
  });

  it('forgets keys after 24 hours: the sweep removes them and the key may be used again', async () => {
    const key = `old-${Date.now()}`;
    expect((await addAccount(jon, ANNA_IBAN, key)).status).toBe(400);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    // An expired key is free again even before the sweep: another body is a new request.
    const reused = await addAccount(jon, JON_IBAN, key);
    expect(reused.status).toBe(409);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    expect(await sweepIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual(
      [],
    );
  });
});
