import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { raceStatuses } from './support/concurrency.js';
import { createDraft } from './support/contracts.js';
import { isStepValid, partsClient, type PartsContract } from './support/contract-parts.js';

let t: TestApp;
let jon: Session;
let api: ReturnType<typeof partsClient>;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = partsClient(t);
  jon = await t.as('landlord');
  contractId = (await createDraft(t, jon)).id;
});
afterAll(() => t.close());

const get = () => api.ok('GET', `/api/contracts/${contractId}/`, jon);
const utility = (c: PartsContract, tag: string) => c.utilities.find((u) => u.utility.tag === tag)!;

describe('utilities', () => {
  it('exist as the four tags on a new contract, each with an id', async () => {
    const c = await get();
    expect(c.utilities.map((u) => [u.utility.tag, u.paid_by_tenant])).toEqual([
      ['housefund', false],
      ['electricity', true],
      ['heating', true],
      ['other', false],
    ]);
    expect(new Set(c.utilities.map((u) => u.id)).size).toBe(4);
  });

  it('are created on first write for a contract that has none', async () => {
    const older = (await createDraft(t, jon)).id;
    await t.db.update(contracts).set({ utilities: [] }).where(eq(contracts.id, older));
    const c = await api.ok('PUT', `/api/contracts/${older}/utilities/`, jon, {
      utilities: [{ utility: { tag: 'housefund' }, price: 15_000, paid_by_tenant: true }],
    });
    expect(c.utilities.map((u) => u.utility.tag)).toEqual([
      'housefund',
      'electricity',
      'heating',
      'other',
    ]);
    expect(utility(c, 'housefund')).toMatchObject({ price: 15_000, paid_by_tenant: true });
  });

  it('keeps ids through PUT and PATCH, and the third utility needs a price when the tenant pays', async () => {
    const before = await get();
    const other = utility(before, 'other');
    const unpriced = await api.ok('PATCH', `/api/contract-utilities/${other.id}/`, jon, {
      name: 'Internet',
      paid_by_tenant: true,
    });
    expect(isStepValid(unpriced, 'utilities')).toBe(false);
    const priced = await api.ok('PUT', `/api/contracts/${contractId}/utilities/`, jon, {
      utilities: [{ utility: { tag: 'other' }, price: 6_990, paid_by_tenant: true }],
    });
    expect(isStepValid(priced, 'utilities')).toBe(true);
    expect(priced.utilities.map((u) => u.id)).toEqual(before.utilities.map((u) => u.id));
    expect(utility(priced, 'other')).toMatchObject({ name: 'Internet', price: 6_990 });
  });

  it('names the field of a bad value', async () => {
    const c = await get();
    const reply = await api.call('PATCH', `/api/contract-utilities/${c.utilities[0]!.id}/`, jon, {
      price: -1,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ price: 'validation.amount' });
    const twice = await api.call('PUT', `/api/contracts/${contractId}/utilities/`, jon, {
      utilities: [
        { utility: { tag: 'heating' }, price: 1, paid_by_tenant: true },
        { utility: { tag: 'heating' }, price: 2, paid_by_tenant: true },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ utilities: 'validation.utility_duplicate' });
  });
});

describe('meter readings', () => {
  it('are added with ids and removed by id', async () => {
    const heating = utility(await get(), 'heating');
    const url = `/api/contract-utilities/${heating.id}/readings/`;
    const added = await api.ok('POST', url, jon, {
      meter_number: '4410023',
      value: 1523.4,
      read_at: '2026-01-01',
    });
    const [reading] = utility(added, 'heating').meter_readings;
    expect(reading).toMatchObject({
      meter_number: '4410023',
      value: 1523.4,
      read_at: '2026-01-01',
    });
    const bad = await api.call('POST', url, jon, {
      meter_number: 'A-1',
      value: 1.25,
      read_at: '2026-01-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      meter_number: 'validation.meter_number',
      value: 'validation.meter_value',
    });
    const removed = await api.ok('DELETE', `/api/meter-readings/${reading!.id}/`, jon);
    expect(utility(removed, 'heating').meter_readings).toEqual([]);
  });

  it('are never lost when several are added at once', async () => {
    const electricity = utility(await get(), 'electricity');
    const statuses = await raceStatuses(8, (i) =>
      api.call('POST', `/api/contract-utilities/${electricity.id}/readings/`, jon, {
        meter_number: '77001',
        value: 100 + i,
        read_at: '2026-02-01',
      }),
    );
    expect(statuses).toEqual({ 200: 8 });
    const readings = utility(await get(), 'electricity').meter_readings;
    expect(readings.map((r) => r.value).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, i) => 100 + i),
    );
    expect(new Set(readings.map((r) => r.id)).size).toBe(8);
  });
});

describe('restrictions', () => {
  it('need a reason unless anyone may rent', async () => {
    const url = `/api/contracts/${contractId}/restrictions/`;
    const restricted = await api.ok('PATCH', url, jon, { sex_allowed: 1 });
    expect(restricted.restrictions).toEqual({ sex_allowed: 1, sex_allowed_reason: null });
    expect(isStepValid(restricted, 'house-rules')).toBe(false);
    const reasoned = await api.ok('PATCH', url, jon, {
      sex_allowed_reason: 'Íbúð í kvennagarði Félagsstofnunar stúdenta.',
    });
    expect(reasoned.restrictions.sex_allowed).toBe(1);
    expect(isStepValid(reasoned, 'house-rules')).toBe(true);
    const bad = await api.call('PATCH', url, jon, { sex_allowed: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ sex_allowed: 'validation.sex_allowed' });
  });
});

describe('termination reasons', () => {
  it('are added and removed by id, each change on the timeline', async () => {
    const url = `/api/contracts/${contractId}/termination-reasons/`;
    const first = await api.ok('POST', url, jon, { text: 'Eigandi selur eignina.' });
    const second = await api.ok('POST', url, jon, { text: 'Verulegar endurbætur.' });
    expect(second.termination_reasons.map((r) => r.text)).toEqual([
      'Eigandi selur eignina.',
      'Verulegar endurbætur.',
    ]);
    const removed = await api.ok(
      'DELETE',
      `/api/termination-reasons/${first.termination_reasons[0]!.id}/`,
      jon,
    );
    expect(removed.termination_reasons.map((r) => r.text)).toEqual(['Verulegar endurbætur.']);
    const empty = await api.call('POST', url, jon, { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ text: 'validation.required' });
    const events = await api.ok<{ results: { kind: string }[] }>(
      'GET',
      `/api/contracts/${contractId}/events/`,
      jon,
    );
    const kinds = events.results.map((e) => e.kind);
    expect(kinds.filter((k) => k === 'termination_reason_added')).toHaveLength(2);
    expect(kinds).toContain('termination_reason_removed');
  });
});
