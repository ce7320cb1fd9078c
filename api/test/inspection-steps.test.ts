import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { addCollaborator } from './support/contracts.js';
import { createReport, fillAllGood, findContract } from './support/inspections.js';

type KeyList = { results: { id: number; key_type: string; count: number; recipient: string }[] };
type MeterList = {
  results: { id: number; meter_number: string; value: number | null; utility: string }[];
};
type Steps = { results: { step: string; valid: boolean; problems: { code: string }[] }[] };
type CommentPage = { count: number; results: { text: string; author_name: string }[] };

let t: TestApp;
let landlord: Session;
let tenant: Session;
let stranger: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [landlord, tenant, stranger] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
  ]);
  contractId = await findContract(t, landlord, 'committed');
});
afterAll(() => t.close());

const url = (id: number, rest: string) => `/api/inspection-reports/${id}/${rest}`;
const key = { key_type: 'front_door', count: 2, recipient: 'tenant', recipient_name: 'Sigga' };

describe('keys step', () => {
  it('records, lists and removes key transactions; the step needs one', async () => {
    const report = await createReport(t, landlord, contractId);
    const before = await t.call<Steps>('GET', url(report.id, 'steps/'), { token: tenant.access });
    expect(before.body.results.find((s) => s.step === 'keys')).toEqual({
      step: 'keys',
      valid: false,
      problems: [{ path: 'key_transactions', code: 'inspection-steps.errors.no_keys' }],
    });
    const added = await t.call<KeyList>('POST', url(report.id, 'key-transactions/'), {
      token: tenant.access,
      body: key,
    });
    expect(added.status).toBe(201);
    expect(added.body.results).toMatchObject([{ key_type: 'front_door', count: 2 }]);
    const after = await t.call<Steps>('GET', url(report.id, 'steps/'), { token: landlord.access });
    expect(after.body.results.find((s) => s.step === 'keys')?.valid).toBe(true);
    const keyId = added.body.results[0]!.id;
    const removed = await t.call<KeyList>('DELETE', url(report.id, `key-transactions/${keyId}/`), {
      token: landlord.access,
    });
    expect(removed.body.results).toEqual([]);
    const again = await t.call('DELETE', url(report.id, `key-transactions/${keyId}/`), {
      token: landlord.access,
    });
    expect(again.status).toBe(404);
  });

  it('answers bad input with field errors', async () => {
    const report = await createReport(t, landlord, contractId);
    const reply = await t.call('POST', url(report.id, 'key-transactions/'), {
      token: landlord.access,
      body: { ...key, count: 0, key_type: 'car' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      count: 'inspection-steps.errors.key_count',
      key_type: 'inspection-steps.errors.key_type',
    });
  });
});

describe('meter-readings step', () => {
  it('adds a meter, reads it, refuses a bad reading and a duplicate meter', async () => {
    const report = await createReport(t, landlord, contractId);
    const synced = await t.call<MeterList>('POST', url(report.id, 'sync-contract/'), {
      token: landlord.access,
    });
    expect(synced.status).toBe(200);
    const fromContract = synced.body.results.length;
    const added = await t.call<MeterList>('POST', url(report.id, 'meter-readings/'), {
      token: landlord.access,
      body: { utility: 'electricity', meter_number: '987654' },
    });
    expect(added.status).toBe(201);
    expect(added.body.results).toHaveLength(fromContract + 1);
    const meter = added.body.results.find((m) => m.meter_number === '987654')!;
    expect(meter.value).toBeNull();
    const steps = await t.call<Steps>('GET', url(report.id, 'steps/'), { token: landlord.access });
    expect(steps.body.results.find((s) => s.step === 'meter-readings')?.valid).toBe(false);

    const bad = await t.call('PATCH', url(report.id, `meter-readings/${meter.id}/`), {
      token: landlord.access,
      body: { value: 12.34 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ value: 'inspection-steps.errors.meter_value' });
    const read = await t.call<MeterList>('PATCH', url(report.id, `meter-readings/${meter.id}/`), {
      token: tenant.access,
      body: { value: 4521.7 },
    });
    expect(read.status).toBe(200);
    expect(read.body.results.find((m) => m.id === meter.id)?.value).toBe(4521.7);
    const duplicate = await t.call('POST', url(report.id, 'meter-readings/'), {
      token: landlord.access,
      body: { utility: 'heating', meter_number: '987654' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.code).toBe('meter_exists');
    const unknown = await t.call('PATCH', url(report.id, 'meter-readings/999999/'), {
      token: landlord.access,
      body: { value: 1 },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('comments', () => {
  it('lists newest first with the author, and refuses empty text', async () => {
    const report = await createReport(t, landlord, contractId);
    for (const text of ['Fyrsta', 'Önnur'])
      expect(
        (
          await t.call('POST', url(report.id, 'comments/'), {
            token: tenant.access,
            body: { text },
          })
        ).status,
      ).toBe(201);
    const page = await t.call<CommentPage>('GET', url(report.id, 'comments/'), {
      token: landlord.access,
    });
    expect(page.body.count).toBe(2);
    expect(page.body.results.map((c) => c.text)).toEqual(['Önnur', 'Fyrsta']);
    expect(page.body.results[0]!.author_name).not.toBe('');
    const empty = await t.call('POST', url(report.id, 'comments/'), {
      token: tenant.access,
      body: { text: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ text: 'inspection-steps.errors.required' });
  });
});

describe('who may change the steps', () => {
  it('404 to strangers, 403 to role R, 409 read_only once committed', async () => {
    const collaborator = await t.register({ user_type: 'LL' });
    await addCollaborator(t, contractId, collaborator.userId, 'R');
    const report = await createReport(t, landlord, contractId);
    const strangerRead = await t.call('GET', url(report.id, 'key-transactions/'), {
      token: stranger.access,
    });
    expect(strangerRead.status).toBe(404);
    const strangerWrite = await t.call('POST', url(report.id, 'comments/'), {
      token: stranger.access,
      body: { text: 'Hæ' },
    });
    expect(strangerWrite.status).toBe(404);
    const readerRead = await t.call('GET', url(report.id, 'meter-readings/'), {
      token: collaborator.access,
    });
    expect(readerRead.status).toBe(200);
    const readerWrite = await t.call('POST', url(report.id, 'key-transactions/'), {
      token: collaborator.access,
      body: key,
    });
    expect(readerWrite.status).toBe(403);

    await fillAllGood(t, landlord, report);
    const commit = await t.call('POST', url(report.id, 'commit/'), {
      token: landlord.access,
      body: { sign_type: 'electronic' },
    });
    expect(commit.status).toBe(200);
    for (const [method, rest, body] of [
      ['POST', 'key-transactions/', key],
      ['POST', 'comments/', { text: 'Of seint' }],
      ['POST', 'meter-readings/', { utility: 'heating', meter_number: '1' }],
      ['POST', 'sync-contract/', undefined],
    ] as const) {
      const reply = await t.call(method, url(report.id, rest), { token: landlord.access, body });
      expect(reply.status, rest).toBe(409);
      expect(reply.body.code).toBe('read_only');
    }
  });
});
