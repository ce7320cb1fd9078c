import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKennitala } from '@leiga/domain';
import { preApprovals, users } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { profileOf } from './support/profiles.js';

type PreApproval = {
  id: number;
  status: string;
  avg_net_income: number | null;
  credit_score: { status: string; credit_class: string | null } | null;
  expires_at: string;
};
type Incomes = {
  avg_net_income: number | null;
  results: { employer_name: string; period: string; net_amount: number; source: string }[];
};
type UpdateRequest = { id: number; status: string; reason: string; resolution_note: string | null };

let t: TestApp;
let kristin: Session;
let anna: Session;
let jon: Session;
let staff: Session;
let name: string;
beforeAll(async () => {
  t = await createTestApp();
  [kristin, anna, jon, staff] = await Promise.all([
    t.as('otherTenant'),
    t.as('tenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  name = (await profileOf(t, kristin)).profileUsername;
});
afterAll(() => t.close());

const consent = { consent: true };
const initiate = (session: Session, username = name, body: unknown = consent) =>
  t.call<PreApproval>('POST', `/api/tenant-profiles/${username}/initiate-pre-approval/`, {
    token: session.access,
    body,
  });
const post = (session: Session, id: number, action: string, body?: unknown) =>
  t.call<PreApproval>('POST', `/api/tenant-profile-pre-approvals/${id}/${action}/`, {
    token: session.access,
    body,
  });

/** A new tenant whose kennitala is set as electronic ID would set it. */
async function tenantWithKennitala(kennitala: string | null) {
  const session = await t.register({ full_name: 'Prufa Prófsdóttir' });
  if (kennitala)
    await t.app.ctx.db
      .update(users)
      .set({ icelandicId: kennitala })
      .where(eq(users.id, session.userId));
  return { session, name: (await profileOf(t, session)).profileUsername };
}

describe('starting a pre-approval', () => {
  it('needs consent, the owner, and a kennitala', async () => {
    const noConsent = await initiate(kristin, name, {});
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields).toEqual({ consent: 'validation.consent_required' });
    for (const session of [anna, jon, staff]) expect((await initiate(session)).status).toBe(403);
    const noId = await tenantWithKennitala(null);
    const refused = await initiate(noId.session, noId.name);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('no_icelandic_id');
  });

  it('reads payslips and the credit class, then refuses a second one', async () => {
    const started = await initiate(kristin);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      status: 'draft',
      credit_score: { status: 'scored', credit_class: 'B1' },
    });
    expect(started.body.avg_net_income).toBeGreaterThan(300_000);
    const days = (Date.parse(started.body.expires_at) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    expect((await initiate(kristin)).body.code).toBe('pre_approval_exists');
  });

  it('a person on the default register gets no score, which is its own result', async () => {
    const piotr = await t.login('piotr@leiga.is');
    const started = await initiate(piotr, (await profileOf(t, piotr)).profileUsername);
    expect(started.body.credit_score).toMatchObject({
      status: 'on_default_register',
      credit_class: null,
    });
    const foreign = await tenantWithKennitala(makeKennitala('1990-04-12', 50));
    const noDomicile = await initiate(foreign.session, foreign.name);
    expect(noDomicile.body.credit_score).toMatchObject({
      status: 'no_domicile',
      credit_class: null,
    });
  });

  it('without payslips there is nothing to commit until incomes are entered', async () => {
    const student = await tenantWithKennitala('0601012800');
    const started = await initiate(student.session, student.name);
    expect(started.body.avg_net_income).toBeNull();
    const refused = await post(student.session, started.body.id, 'commit');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('pre_approval_no_incomes');
  });
});

describe('incomes, commit and uncommit', () => {
  let id: number;
  beforeAll(async () => {
    id = (
      await t.call<{ pre_approval: PreApproval }>('GET', `/api/tenant-profiles/${name}/`, {
        token: kristin.access,
      })
    ).body.pre_approval.id;
  });

  it('lists the payslip incomes to the owner and staff only', async () => {
    const url = `/api/tenant-profile-pre-approvals/${id}/applicant-incomes/`;
    const mine = await t.call<Incomes>('GET', url, { token: kristin.access });
    expect(mine.body.results).toHaveLength(6);
    expect(mine.body.results.every((i) => i.source === 'payslip')).toBe(true);
    const avg = Math.round(mine.body.results.reduce((s, i) => s + i.net_amount, 0) / 6);
    expect(mine.body.avg_net_income).toBe(avg);
    expect((await t.call('GET', url, { token: staff.access })).status).toBe(200);
    for (const session of [anna, jon])
      expect((await t.call('GET', url, { token: session.access })).status).toBe(404);
  });

  it('replaces incomes and answers the new average; only the owner may', async () => {
    const url = `/api/tenant-profile-pre-approvals/${id}/update-pre-approval-incomes/`;
    const incomes = [
      {
        employer_name: 'Kópavogsbær',
        period: '2026-01',
        net_amount: 480_000,
        gross_amount: 690_000,
      },
      { employer_name: 'Kópavogsbær', period: '2026-02', net_amount: 500_001 },
    ];
    const bad = await t.call('PUT', url, {
      token: kristin.access,
      body: { incomes: [{ employer_name: 'K', period: '2026-13', net_amount: -5 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      'incomes.0.employer_name': 'validation.employer_name',
      'incomes.0.period': 'validation.period',
      'incomes.0.net_amount': 'validation.amount',
    });
    expect((await t.call('PUT', url, { token: staff.access, body: { incomes } })).status).toBe(403);
    expect((await t.call('PUT', url, { token: anna.access, body: { incomes } })).status).toBe(404);
    const replaced = await t.call<Incomes>('PUT', url, {
      token: kristin.access,
      body: { incomes },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.avg_net_income).toBe(490_001);
    expect(replaced.body.results.map((i) => i.source)).toEqual(['manual', 'manual']);
  });

  it('commits, refuses changes while committed, uncommits and commits again', async () => {
    expect((await post(anna, id, 'commit')).status).toBe(404);
    expect((await post(staff, id, 'commit')).status).toBe(403);
    expect((await post(kristin, id, 'uncommit')).body.code).toBe('pre_approval_not_committed');
    expect((await post(kristin, id, 'commit')).body.status).toBe('committed');
    expect((await post(kristin, id, 'commit')).body.code).toBe('pre_approval_committed');
    const put = await t.call(
      'PUT',
      `/api/tenant-profile-pre-approvals/${id}/update-pre-approval-incomes/`,
      {
        token: kristin.access,
        body: { incomes: [{ employer_name: 'Marel', period: '2026-03', net_amount: 1 }] },
      },
    );
    expect(put.status).toBe(409);
    expect(put.body.code).toBe('pre_approval_committed');
    expect((await post(kristin, id, 'uncommit')).body.status).toBe('draft');
    const profile = await t.call<{ pre_approval: PreApproval | null }>(
      'GET',
      `/api/tenant-profiles/${name}/`,
      { token: jon.access },
    );
    expect(profile.body.pre_approval).toBeNull();
    expect((await post(kristin, id, 'commit')).body.status).toBe('committed');
    const again = await t.call<{ pre_approval: PreApproval | null }>(
      'GET',
      `/api/tenant-profiles/${name}/`,
      { token: jon.access },
    );
    expect(again.body.pre_approval).toMatchObject({
      id,
      status: 'committed',
      avg_net_income: null,
      credit_score: null,
    });
  });

  it('renews only once expired, on fresh consent', async () => {
    expect((await post(kristin, id, 'renew', consent)).body.code).toBe('pre_approval_not_expired');
    await t.app.ctx.db
      .update(preApprovals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(preApprovals.id, id));
    const expired = await t.call<PreApproval>('GET', `/api/tenant-profile-pre-approvals/${id}/`, {
      token: kristin.access,
    });
    expect(expired.body.status).toBe('expired');
    expect((await post(kristin, id, 'commit')).body.code).toBe('pre_approval_expired');
    expect((await initiate(kristin)).body.code).toBe('pre_approval_expired');
    const landlordView = await t.call<{ pre_approval: PreApproval | null }>(
      'GET',
      `/api/tenant-profiles/${name}/`,
      { token: jon.access },
    );
    expect(landlordView.body.pre_approval).toBeNull();
    expect((await post(kristin, id, 'renew', {})).status).toBe(400);
    expect((await post(staff, id, 'renew', consent)).status).toBe(403);
    const renewed = await post(kristin, id, 'renew', consent);
    expect(renewed.status).toBe(200);
    expect(renewed.body.status).toBe('draft');
    expect(Date.parse(renewed.body.expires_at)).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    const incomes = await t.call<Incomes>(
      'GET',
      `/api/tenant-profile-pre-approvals/${id}/applicant-incomes/`,
      { token: kristin.access },
    );
    expect(incomes.body.results.every((i) => i.source === 'payslip')).toBe(true);
  });
});

describe('credit-score update requests', () => {
  it('the tenant asks with a reason; staff list and resolve them', async () => {
    const id = (
      await t.call<{ pre_approval: PreApproval }>('GET', `/api/tenant-profiles/${name}/`, {
        token: kristin.access,
      })
    ).body.pre_approval.id;
    const url = `/api/tenant-profile-pre-approvals/${id}/credit-score-update-requests/`;
    expect(
      (await t.call('POST', url, { token: kristin.access, body: { reason: 'villa' } })).body.fields,
    ).toEqual({ reason: 'validation.reason' });
    expect(
      (
        await t.call('POST', url, {
          token: anna.access,
          body: { reason: 'Skuldin var greidd í mars.' },
        })
      ).status,
    ).toBe(404);
    const created = await t.call<UpdateRequest>('POST', url, {
      token: kristin.access,
      body: { reason: 'Skuldin var greidd að fullu í mars.' },
    });
    expect(created.status).toBe(201);
    expect(
      (
        await t.call('POST', url, {
          token: kristin.access,
          body: { reason: 'Önnur beiðni um uppfærslu.' },
        })
      ).body.code,
    ).toBe('update_request_open');
    const mine = await t.call<{ results: UpdateRequest[] }>('GET', url, { token: kristin.access });
    expect(mine.body.results.map((r) => r.id)).toEqual([created.body.id]);

    const adminUrl = '/api/admin/credit-score-update-requests/?status=open';
    for (const session of [kristin, jon])
      expect((await t.call('GET', adminUrl, { token: session.access })).status).toBe(403);
    const open = await t.call<{
      count: number;
      results: (UpdateRequest & { profile: { profile_username: string } })[];
    }>('GET', adminUrl, { token: staff.access });
    expect(open.body.results.map((r) => [r.id, r.profile.profile_username])).toEqual([
      [created.body.id, name],
    ]);
    const resolveUrl = `/api/admin/credit-score-update-requests/${created.body.id}/resolve/`;
    expect(
      (await t.call('POST', resolveUrl, { token: kristin.access, body: { note: 'Nei' } })).status,
    ).toBe(403);
    expect(
      (await t.call('POST', resolveUrl, { token: staff.access, body: {} })).body.fields,
    ).toEqual({ note: 'validation.required' });
    const resolved = await t.call<UpdateRequest>('POST', resolveUrl, {
      token: staff.access,
      body: { note: 'Creditinfo hefur uppfært skrána.' },
    });
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolution_note: 'Creditinfo hefur uppfært skrána.',
    });
    expect(
      (await t.call('POST', resolveUrl, { token: staff.access, body: { note: 'Aftur' } })).body
        .code,
    ).toBe('update_request_resolved');
    expect(
      (
        await t.call('POST', '/api/admin/credit-score-update-requests/999999/resolve/', {
          token: staff.access,
          body: { note: 'Engin' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', url, {
          token: kristin.access,
          body: { reason: 'Ný gögn frá bankanum mínum.' },
        })
      ).status,
    ).toBe(201);
  });

  it('staff see every pre-approval with the kennitala, filtered by status', async () => {
    expect(
      (await t.call('GET', '/api/admin/pre-approvals/', { token: kristin.access })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/admin/pre-approvals/')).status).toBe(401);
    const all = await t.call<{
      count: number;
      results: { kennitala: string; status: string; profile: { full_name: string } }[];
    }>('GET', '/api/admin/pre-approvals/', { token: staff.access });
    expect(all.body.count).toBeGreaterThanOrEqual(5);
    expect(
      all.body.results.find((p) => p.profile.full_name === 'Anna Sigurðardóttir')?.kennitala,
    ).toBe('1203942319');
    const committed = await t.call<{ results: { status: string }[] }>(
      'GET',
      '/api/admin/pre-approvals/?status=committed',
      { token: staff.access },
    );
    expect(committed.body.results.length).toBeGreaterThan(0);
    expect(committed.body.results.every((p) => p.status === 'committed')).toBe(true);
    expect(
      (await t.call('GET', '/api/admin/pre-approvals/?status=maybe', { token: staff.access }))
        .status,
    ).toBe(400);
  });
});
