import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { addCollaborator } from './support/contracts.js';
import { createReport, fillAllGood, findContract } from './support/inspections.js';

type Entity = {
  id: number;
  user_id: number | null;
  role: string;
  name: string;
  is_individual: boolean;
  phones: { country_code: string; number: string }[];
  emails: { email: string }[];
};
type EntityList = { results: Entity[] };

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

const url = (id: number, rest = '') => `/api/inspection-reports/${id}/report-entities/${rest}`;
const inspector = {
  role: 'IN',
  name: 'Helga Úttektardóttir',
  phones: [{ country_code: '354', number: '6123456' }],
  emails: [{ email: 'helga@uttekt.is' }],
};

describe('report entities', () => {
  it('lists the parties, adds an inspector and removes them again', async () => {
    const report = await createReport(t, landlord, contractId);
    const before = await t.call<EntityList>('GET', url(report.id), { token: tenant.access });
    expect(before.status).toBe(200);
    const roles = before.body.results.map((e) => e.role);
    expect(roles).toContain('LL');
    expect(roles).toContain('TN');

    const added = await t.call<EntityList>('POST', url(report.id), {
      token: tenant.access,
      body: inspector,
    });
    expect(added.status).toBe(201);
    const helga = added.body.results.find((e) => e.name === 'Helga Úttektardóttir');
    expect(helga).toMatchObject({
      role: 'IN',
      user_id: null,
      is_individual: true,
      phones: [{ country_code: '354', number: '6123456' }],
      emails: [{ email: 'helga@uttekt.is' }],
    });
    expect(added.body.results).toHaveLength(before.body.results.length + 1);

    const removed = await t.call<EntityList>('DELETE', url(report.id, `${helga!.id}/`), {
      token: landlord.access,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.results.map((e) => e.id)).toEqual(before.body.results.map((e) => e.id));
    const again = await t.call('DELETE', url(report.id, `${helga!.id}/`), {
      token: landlord.access,
    });
    expect(again.status).toBe(404);
  });

  it('answers bad input with field errors: no name, an unknown role, a company as agent', async () => {
    const report = await createReport(t, landlord, contractId);
    const bad = await t.call('POST', url(report.id), {
      token: landlord.access,
      body: { role: 'XX', name: ' ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      role: 'inspection-rooms.errors.role',
      name: 'inspection-rooms.errors.name',
    });
    const company = await t.call('POST', url(report.id), {
      token: landlord.access,
      body: { role: 'AG', name: 'Leiguumsjón ehf.', is_individual: false },
    });
    expect(company.status).toBe(400);
    expect(company.body.fields).toEqual({
      is_individual: 'inspection-rooms.errors.agent_individual',
    });
  });

  it('keeps the last landlord', async () => {
    const report = await createReport(t, landlord, contractId);
    const list = await t.call<EntityList>('GET', url(report.id), { token: landlord.access });
    const landlords = list.body.results.filter((e) => e.role === 'LL');
    for (const extra of landlords.slice(1))
      await t.call('DELETE', url(report.id, `${extra.id}/`), { token: landlord.access });
    const last = await t.call('DELETE', url(report.id, `${landlords[0]!.id}/`), {
      token: landlord.access,
    });
    expect(last.status).toBe(409);
    expect(last.body.code).toBe('last_landlord');
  });

  it('404 to strangers, 403 to role R, 409 read_only once committed', async () => {
    const reader = await t.register({ user_type: 'LL' });
    await addCollaborator(t, contractId, reader.userId, 'R');
    const report = await createReport(t, landlord, contractId);
    const strangerRead = await t.call('GET', url(report.id), { token: stranger.access });
    expect(strangerRead.status).toBe(404);
    const strangerWrite = await t.call('POST', url(report.id), {
      token: stranger.access,
      body: inspector,
    });
    expect(strangerWrite.status).toBe(404);
    const readerRead = await t.call('GET', url(report.id), { token: reader.access });
    expect(readerRead.status).toBe(200);
    const readerWrite = await t.call('POST', url(report.id), {
      token: reader.access,
      body: inspector,
    });
    expect(readerWrite.status).toBe(403);

    await fillAllGood(t, landlord, report);
    const commit = await t.call('POST', `/api/inspection-reports/${report.id}/commit/`, {
      token: landlord.access,
      body: { sign_type: 'electronic' },
    });
    expect(commit.status).toBe(200);
    const late = await t.call('POST', url(report.id), { token: landlord.access, body: inspector });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('read_only');
    const tenantId = (readerRead.body as EntityList).results.find((e) => e.role === 'TN')!.id;
    const lateRemove = await t.call('DELETE', url(report.id, `${tenantId}/`), {
      token: landlord.access,
    });
    expect(lateRemove.status).toBe(409);
  });
});
