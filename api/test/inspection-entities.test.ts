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

describe('a change to a person on the report (inspection-entities)', () => {
  const edit = (id: number, entityId: number | string) =>
    `/api/inspection-reports/${id}/inspection-entities/${entityId}/`;
  type Steps = { results: { step: string; problems: { path: string }[] }[] };
  const summaryProblems = async (id: number) => {
    const steps = await t.call<Steps>('GET', `/api/inspection-reports/${id}/steps/`, {
      token: landlord.access,
    });
    return steps.body.results.find((s) => s.step === 'summary')!.problems.map((p) => p.path);
  };

  it('changes what is given, replaces the contacts and keeps the rest; the summary follows', async () => {
    const report = await createReport(t, landlord, contractId);
    const list = await t.call<EntityList>('GET', url(report.id), { token: landlord.access });
    const anna = list.body.results.find((e) => e.role === 'TN')!;
    expect(anna.phones.length).toBeGreaterThan(0);

    // A tenant without a phone (as sync-contract may bring one) holds up the summary.
    const cleared = await t.call<EntityList>('PATCH', edit(report.id, anna.id), {
      token: landlord.access,
      body: { phones: [] },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.results.map((e) => e.id)).toEqual(list.body.results.map((e) => e.id));
    expect(cleared.body.results.find((e) => e.id === anna.id)).toMatchObject({
      name: anna.name,
      role: 'TN',
      phones: [],
      emails: anna.emails,
    });
    expect(await summaryProblems(report.id)).toContain(`users.${anna.id}.phones`);

    // The tenant fixes it herself: phones given replace the list, the rest stays.
    const fixed = await t.call<EntityList>('PATCH', edit(report.id, anna.id), {
      token: tenant.access,
      body: {
        name: ' Anna S. Sigurðardóttir ',
        phones: [
          { country_code: '354', number: ' 6601234 ' },
          { country_code: '45', number: '20123456' },
        ],
      },
    });
    expect(fixed.status).toBe(200);
    const after = fixed.body.results.find((e) => e.id === anna.id);
    expect(after).toMatchObject({
      role: 'TN',
      name: 'Anna S. Sigurðardóttir',
      is_individual: true,
      phones: [
        { country_code: '354', number: '6601234' },
        { country_code: '45', number: '20123456' },
      ],
      emails: anna.emails,
    });
    expect(await summaryProblems(report.id)).not.toContain(`users.${anna.id}.phones`);
    const others = (r: EntityList) => r.results.filter((e) => e.id !== anna.id);
    expect(others(fixed.body)).toEqual(others(list.body));

    // A landlord that is a company, and nothing at all: both fine.
    const jon = list.body.results.find((e) => e.role === 'LL')!;
    const company = await t.call<EntityList>('PATCH', edit(report.id, jon.id), {
      token: landlord.access,
      body: { is_individual: false, emails: [{ email: 'leiga@jon.is' }] },
    });
    expect(company.status).toBe(200);
    expect(company.body.results.find((e) => e.id === jon.id)).toMatchObject({
      is_individual: false,
      phones: jon.phones,
      emails: [{ email: 'leiga@jon.is' }],
    });
    const nothing = await t.call<EntityList>('PATCH', edit(report.id, jon.id), {
      token: landlord.access,
      body: {},
    });
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(company.body);
  });

  it('answers bad input 400 with field errors; an agent stays an individual; the role stays', async () => {
    const report = await createReport(t, landlord, contractId);
    const added = await t.call<EntityList>('POST', url(report.id), {
      token: landlord.access,
      body: { role: 'AG', name: 'Páll Umboðsmaður' },
    });
    const agent = added.body.results.find((e) => e.role === 'AG')!;
    const bad = await t.call('PATCH', edit(report.id, agent.id), {
      token: landlord.access,
      body: {
        name: ' ',
        is_individual: 'no',
        phones: Array.from({ length: 6 }, () => ({ country_code: '354', number: '6123456' })),
        emails: [{ email: 'pall' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'inspection-rooms.errors.name',
      is_individual: 'inspection-rooms.errors.is_individual',
      phones: 'inspection-rooms.errors.contacts',
      'emails.0.email': 'validation.email',
    });
    const company = await t.call('PATCH', edit(report.id, agent.id), {
      token: landlord.access,
      body: { is_individual: false },
    });
    expect(company.status).toBe(400);
    expect(company.body.fields).toEqual({
      is_individual: 'inspection-rooms.errors.agent_individual',
    });
    const role = await t.call('PATCH', edit(report.id, agent.id), {
      token: landlord.access,
      body: { role: 'LL' },
    });
    expect(role.status).toBe(400);
    expect(role.body.fields).toEqual({ role: 'validation.unknown_field' });
    for (const entityId of ['abc', '0', '2147483648']) {
      const reply = await t.call('PATCH', edit(report.id, entityId), {
        token: landlord.access,
        body: { name: 'Páll' },
      });
      expect(reply.status, entityId).toBe(400);
    }
    const list = await t.call<EntityList>('GET', url(report.id), { token: landlord.access });
    expect(list.body.results.find((e) => e.id === agent.id)).toMatchObject({
      role: 'AG',
      name: 'Páll Umboðsmaður',
      is_individual: true,
    });
  });

  it('404 to strangers and for a person not on this report, 403 to readers, 409 once committed', async () => {
    const reader = await t.register({ user_type: 'LL' });
    await addCollaborator(t, contractId, reader.userId, 'R');
    const report = await createReport(t, landlord, contractId);
    const other = await createReport(t, landlord, contractId);
    const list = await t.call<EntityList>('GET', url(report.id), { token: landlord.access });
    const anna = list.body.results.find((e) => e.role === 'TN')!;
    const otherAnna = (
      await t.call<EntityList>('GET', url(other.id), { token: landlord.access })
    ).body.results.find((e) => e.role === 'TN')!;
    const body = { name: 'Anna' };

    const strangerWrite = await t.call('PATCH', edit(report.id, anna.id), {
      token: stranger.access,
      body,
    });
    expect(strangerWrite.status).toBe(404);
    const anonymous = await t.call('PATCH', edit(report.id, anna.id), { body });
    expect(anonymous.status).toBe(401);
    const readerWrite = await t.call('PATCH', edit(report.id, anna.id), {
      token: reader.access,
      body,
    });
    expect(readerWrite.status).toBe(403);
    const unknown = await t.call('PATCH', edit(report.id, 2_000_000_000), {
      token: landlord.access,
      body,
    });
    expect(unknown.status).toBe(404);
    const elsewhere = await t.call('PATCH', edit(report.id, otherAnna.id), {
      token: landlord.access,
      body,
    });
    expect(elsewhere.status).toBe(404);
    const untouched = await t.call<EntityList>('GET', url(other.id), { token: landlord.access });
    expect(untouched.body.results.find((e) => e.id === otherAnna.id)!.name).toBe(otherAnna.name);

    await fillAllGood(t, landlord, report);
    const commit = await t.call('POST', `/api/inspection-reports/${report.id}/commit/`, {
      token: landlord.access,
      body: { sign_type: 'electronic' },
    });
    expect(commit.status).toBe(200);
    const late = await t.call('PATCH', edit(report.id, anna.id), {
      token: landlord.access,
      body,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('read_only');
  });
});
