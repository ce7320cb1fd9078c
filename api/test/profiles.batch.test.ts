import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { multipartBody } from './support/multipart.js';
import { applyTo, makePdf, profileOf } from './support/profiles.js';

/**
 * The batch reads the graph uses for lists of profiles: each answers, for every profile asked,
 * exactly what the single read answers the same caller, and leaves out what they may not see.
 */
type FileItem = { id: number; kind: string; is_protected: boolean };
type Incomes = { avg_net_income: number | null; results: { id: number }[] };
type CoRequest = { id: number; sender: { id: number }; invite_email: string | null };
type Batch<T> = { results: (T & { profile_id: number })[] };

let t: TestApp;
let bergthora: Session;
let kristin: Session;
let anna: Session;
let appliedLandlord: Session;
let otherLandlord: Session;
let staff: Session;
const profiles: Record<'bergthora' | 'kristin' | 'anna', { id: number; name: string }> = {
  bergthora: { id: 0, name: '' },
  kristin: { id: 0, name: '' },
  anna: { id: 0, name: '' },
};

beforeAll(async () => {
  t = await createTestApp();
  bergthora = await t.register({ full_name: 'Bergþóra Prufa' });
  appliedLandlord = await t.register({ user_type: 'LL', full_name: 'Leifur Leigusali' });
  [kristin, anna, otherLandlord, staff] = await Promise.all([
    t.as('otherTenant'),
    t.as('tenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  for (const [key, session] of [
    ['bergthora', bergthora],
    ['kristin', kristin],
    ['anna', anna],
  ] as const) {
    const profile = await profileOf(t, session);
    profiles[key] = { id: profile.id, name: profile.profileUsername };
  }
  await applyTo(t, bergthora.userId, appliedLandlord.userId);
});
afterAll(() => t.close());

const ids = (...keys: (keyof typeof profiles)[]) => keys.map((k) => profiles[k].id).join(',');
const idsOf = (items: { id: number }[]) => items.map((i) => i.id);
const forProfile = <T>(batch: Batch<T>, profileId: number) =>
  batch.results
    .filter((item) => item.profile_id === profileId)
    .map(({ profile_id: _, ...item }) => item);

async function upload(session: Session, name: string, kind: string) {
  const body = multipartBody([
    { filename: `${kind}.pdf`, contentType: 'application/pdf', data: makePdf() },
  ]);
  const reply = await t.call('POST', `/api/tenant-profiles/${name}/attachments/?kind=${kind}`, {
    token: session.access,
    headers: body.headers,
    body: body.payload,
  });
  expect(reply.status).toBe(201);
}

describe('files of several profiles (GET /tenant-attachments/?profiles=)', () => {
  beforeAll(async () => {
    for (const [session, key] of [
      [bergthora, 'bergthora'],
      [kristin, 'kristin'],
    ] as const) {
      await upload(session, profiles[key].name, 'reference');
      await upload(session, profiles[key].name, 'criminal_record');
    }
  });

  const read = (session: Session | null) =>
    t.call<Batch<FileItem>>(
      'GET',
      `/api/tenant-attachments/?profiles=${ids('bergthora', 'kristin')}`,
      {
        token: session?.access,
      },
    );

  it('answers each profile as its own list answers the caller: owner, applied landlord, other landlord, other tenant, staff', async () => {
    const readers: [Session, string][] = [
      [bergthora, 'owner'],
      [appliedLandlord, 'applied landlord'],
      [otherLandlord, 'other landlord'],
      [anna, 'other tenant'],
      [staff, 'staff'],
    ];
    for (const [session, who] of readers) {
      const batch = await read(session);
      expect(batch.status, who).toBe(200);
      for (const key of ['bergthora', 'kristin'] as const) {
        const single = await t.call<{ results: FileItem[] }>(
          'GET',
          `/api/tenant-profiles/${profiles[key].name}/attachments/`,
          { token: session.access },
        );
        expect(forProfile(batch.body, profiles[key].id), `${who} reading ${key}`).toEqual(
          single.body.results,
        );
      }
    }
  });

  it('shows protected files only where the caller may download them', async () => {
    const protectedOf = async (session: Session) =>
      (await read(session)).body.results
        .filter((f) => f.is_protected)
        .map((f) => f.profile_id)
        .sort();
    const both = [profiles.bergthora.id, profiles.kristin.id].sort();
    expect(await protectedOf(staff)).toEqual(both);
    expect(await protectedOf(bergthora)).toEqual([profiles.bergthora.id]);
    expect(await protectedOf(appliedLandlord)).toEqual([profiles.bergthora.id]);
    expect(await protectedOf(otherLandlord)).toEqual([]);
    expect((await read(otherLandlord)).body.results.map((f) => f.kind)).toEqual([
      'reference',
      'reference',
    ]);
  });

  it('refuses the anonymous (401) and a malformed list (400); unknown profiles are left out', async () => {
    expect((await read(null)).status).toBe(401);
    const bad = await t.call('GET', '/api/tenant-attachments/?profiles=a,b', {
      token: staff.access,
    });
    expect(bad.status).toBe(400);
    const unknown = await t.call<Batch<FileItem>>(
      'GET',
      '/api/tenant-attachments/?profiles=999999',
      {
        token: staff.access,
      },
    );
    expect(unknown.body.results).toEqual([]);
  });
});

describe('incomes of several pre-approvals (GET /tenant-profile-pre-approvals/applicant-incomes/?ids=)', () => {
  let annas: number;
  let kristins: number;
  beforeAll(async () => {
    const started = await t.call<{ id: number }>(
      'POST',
      `/api/tenant-profiles/${profiles.kristin.name}/initiate-pre-approval/`,
      { token: kristin.access, body: { consent: true } },
    );
    expect(started.status).toBe(201);
    kristins = started.body.id;
    const annaView = await t.call<{ pre_approval: { id: number } | null }>(
      'GET',
      `/api/tenant-profiles/${profiles.anna.name}/`,
      { token: anna.access },
    );
    annas = annaView.body.pre_approval!.id;
  });

  const read = (session: Session | null) =>
    t.call<{ results: (Incomes & { pre_approval_id: number })[] }>(
      'GET',
      `/api/tenant-profile-pre-approvals/applicant-incomes/?ids=${annas},${kristins},999999`,
      { token: session?.access },
    );
  const readIds = async (session: Session) =>
    (await read(session)).body.results.map((r) => r.pre_approval_id).sort();

  it('answers the tenant their own, staff every one, and another user none', async () => {
    expect(await readIds(anna)).toEqual([annas]);
    expect(await readIds(kristin)).toEqual([kristins]);
    expect(await readIds(staff)).toEqual([annas, kristins].sort());
    expect(await readIds(otherLandlord)).toEqual([]);
    expect(await readIds(bergthora)).toEqual([]);
    expect((await read(null)).status).toBe(401);
  });

  it('answers each as the single read answers it', async () => {
    const batch = (await read(staff)).body.results;
    for (const id of [annas, kristins]) {
      const single = await t.call<Incomes>(
        'GET',
        `/api/tenant-profile-pre-approvals/${id}/applicant-incomes/`,
        { token: staff.access },
      );
      const { pre_approval_id: _, ...item } = batch.find((b) => b.pre_approval_id === id)!;
      expect(item).toEqual(single.body);
      expect(item.results.length).toBeGreaterThan(0);
    }
    const refused = await t.call(
      'GET',
      `/api/tenant-profile-pre-approvals/${annas}/applicant-incomes/`,
      {
        token: otherLandlord.access,
      },
    );
    expect(refused.status).toBe(404);
  });
});

describe('co-renter requests of several profiles (GET /corenter-requests/?senders= | ?recipients=)', () => {
  let requestId: number;
  beforeAll(async () => {
    const sent = await t.call<CoRequest>(
      'POST',
      `/api/tenant-profiles/${profiles.kristin.name}/send-corenter-request/`,
      { token: bergthora.access },
    );
    expect(sent.status).toBe(201);
    requestId = sent.body.id;
  });

  const read = (session: Session | null, side: 'senders' | 'recipients') =>
    t.call<Batch<CoRequest>>(
      'GET',
      `/api/corenter-requests/?${side}=${ids('bergthora', 'kristin', 'anna')}`,
      {
        token: session?.access,
      },
    );
  const listed = async (session: Session, side: 'senders' | 'recipients') =>
    (await read(session, side)).body.results.map((r) => [r.profile_id, r.id]);

  it('answers the owner and staff, each request under the profile whose list it is in', async () => {
    expect(await listed(bergthora, 'senders')).toEqual([[profiles.bergthora.id, requestId]]);
    expect(await listed(staff, 'senders')).toEqual([[profiles.bergthora.id, requestId]]);
    expect(await listed(kristin, 'recipients')).toEqual([[profiles.kristin.id, requestId]]);
    expect(await listed(staff, 'recipients')).toEqual([[profiles.kristin.id, requestId]]);
  });

  it('answers other users nothing of profiles not theirs, and the anonymous 401', async () => {
    expect(await listed(kristin, 'senders')).toEqual([]);
    expect(await listed(bergthora, 'recipients')).toEqual([]);
    expect(await listed(anna, 'senders')).toEqual([]);
    expect(await listed(otherLandlord, 'recipients')).toEqual([]);
    expect((await read(null, 'senders')).status).toBe(401);
  });

  it('answers each as the single lists answer the same caller', async () => {
    const cases: [Session, 'senders' | 'recipients', string, 'bergthora' | 'kristin'][] = [
      [bergthora, 'senders', 'sent-corenter-requests', 'bergthora'],
      [staff, 'senders', 'sent-corenter-requests', 'bergthora'],
      [kristin, 'recipients', 'corenter-requests', 'kristin'],
      [staff, 'recipients', 'corenter-requests', 'kristin'],
    ];
    for (const [session, side, path, key] of cases) {
      const single = await t.call<{ results: CoRequest[] }>(
        'GET',
        `/api/tenant-profiles/${profiles[key].name}/${path}/`,
        { token: session.access },
      );
      expect(forProfile((await read(session, side)).body, profiles[key].id)).toEqual(
        single.body.results,
      );
      expect(idsOf(single.body.results)).toEqual([requestId]);
    }
  });

  it('takes exactly one of senders and recipients (400 otherwise)', async () => {
    for (const query of ['', '?senders=1&recipients=1']) {
      const reply = await t.call('GET', `/api/corenter-requests/${query}`, {
        token: staff.access,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.fields).toHaveProperty('senders');
    }
  });
});
