import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import {
  ANNA_KT,
  addCollaborator,
  addTenantParty,
  completeContract,
  createDraft,
  type ContractBody,
  type ContractPageBody,
} from './support/contracts.js';
import { race, raceStatuses } from './support/concurrency.js';
import { publishListing } from './support/listings.js';
import { applyTo } from './support/profiles.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff, reader] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
  ]);
});
afterAll(() => t.close());

type Reply = ContractBody & ApiErrorBody;
const post = (url: string, session: Session, body?: unknown) =>
  t.call<Reply>('POST', url, { token: session.access, body });

async function completeDraft(): Promise<number> {
  const { id } = await createDraft(t, jon);
  await addTenantParty(t, id, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await completeContract(t, jon, id);
  return id;
}

describe('commit and uncommit', () => {
  it('refuses to commit while steps are invalid and names them', async () => {
    const { id } = await createDraft(t, jon);
    const reply = await post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'electronic' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('steps_invalid');
    expect(Object.keys(reply.body.fields ?? {})).toEqual(
      expect.arrayContaining(['steps.property', 'steps.period', 'steps.parties']),
    );
  });

  it('commits a complete draft, which is then read-only, and uncommits it', async () => {
    const id = await completeDraft();
    const committed = await post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'paper' });
    expect(committed.status).toBe(200);
    expect(committed.body).toMatchObject({
      status: 'committed',
      committed: true,
      sign_type: 'paper',
    });

    const patch = await t.call<Reply>('PATCH', `/api/contracts/${id}/`, {
      token: jon.access,
      body: { rooms: 2 },
    });
    expect(patch.status).toBe(409);
    expect((await t.call('DELETE', `/api/contracts/${id}/`, { token: jon.access })).status).toBe(
      409,
    );
    const again = await post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'paper' });
    expect(again.status).toBe(409);

    const reopened = await post(`/api/contracts/${id}/uncommit/`, jon);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'draft', committed: false });
    expect((await post(`/api/contracts/${id}/uncommit/`, jon)).status).toBe(409);
  });

  it('lets only staff skip the ID check, and readers not commit at all', async () => {
    const id = await completeDraft();
    await addCollaborator(t, id, reader.userId, 'R');
    const body = { sign_type: 'electronic', skip_id_check: true };
    const byLandlord = await post(`/api/contracts/${id}/commit/`, jon, body);
    expect(byLandlord.status).toBe(400);
    expect(byLandlord.body.fields).toEqual({
      skip_id_check: 'contracts.errors.skip_id_check_staff_only',
    });
    expect((await post(`/api/contracts/${id}/commit/`, reader, body)).status).toBe(403);
    expect((await post(`/api/contracts/${id}/commit/`, anna, body)).status).toBe(403);
    expect((await post(`/api/contracts/${id}/commit/`, kristin, body)).status).toBe(404);
    const byStaff = await post(`/api/contracts/${id}/commit/`, staff, body);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body).toMatchObject({ status: 'committed', skip_id_check: true });
  });
});

describe('delete', () => {
  it('deletes a draft for its landlord; it is gone afterwards', async () => {
    const { id } = await createDraft(t, jon);
    expect((await t.call('DELETE', `/api/contracts/${id}/`, { token: jon.access })).status).toBe(
      204,
    );
    expect((await t.call('GET', `/api/contracts/${id}/`, { token: jon.access })).status).toBe(404);
  });
});

describe('creating from a listing or an application', () => {
  it('fills the property and rent from the landlord’s own listing only', async () => {
    const listingId = await publishListing(t, { title: 'Samningsíbúð við Laugaveg í miðbænum' });
    const draft = await createDraft(t, jon, { listing_id: listingId });
    expect(draft.price).toBeGreaterThan(0);
    expect(draft.real_estate?.address.postal_code).toMatch(/^\d{3}$/);
    expect(draft.landlords.map((p) => p.identifier)).toEqual(['0407682389']);
    const notMine = await t.call<Reply>('POST', '/api/contracts/', {
      token: kristin.access,
      body: { listing_id: listingId },
    });
    expect(notMine.status).toBe(400);
    expect(Object.keys(notMine.body.fields ?? {})).toEqual(['listing_id']);
  });
  it('fills the tenant, property and rent from an accepted application of the landlord’s', async () => {
    const applicationId = await applyTo(t, anna.userId, jon.userId);
    const create = (session: Session) =>
      t.call<Reply>('POST', '/api/contracts/', {
        token: session.access,
        body: { application_id: applicationId },
      });
    const pending = await create(jon);
    expect(pending.status).toBe(400);
    expect(Object.keys(pending.body.fields ?? {})).toEqual(['application_id']);
    const accepted = await post(`/api/rental-applications/${applicationId}/accept/`, jon, {});
    expect(accepted.status).toBe(200);
    expect((await create(kristin)).status).toBe(400);
    const draft = await create(jon);
    expect(draft.status).toBe(201);
    expect(draft.body.tenants.map((p) => p.identifier)).toEqual([ANNA_KT]);
    expect(draft.body.price).toBe(250_000);
    const asTenant = await t.call('GET', `/api/contracts/${draft.body.id}/`, {
      token: anna.access,
    });
    expect(asTenant.status).toBe(200);
  });
});

describe('the list and the timeline', () => {
  it('lists only what the caller may see, staff everything, with search, dates and pages', async () => {
    const mine = await createDraft(t, jon);
    await t.call('PATCH', `/api/contracts/${mine.id}/`, {
      token: jon.access,
      body: { start_date: '2030-01-01', end_date: '2030-12-31', is_definite: true },
    });
    const list = (session: Session, query = '') =>
      t.call<ContractPageBody>('GET', `/api/contracts/${query}`, { token: session.access });

    const jons = await list(jon);
    expect(jons.status).toBe(200);
    expect(jons.body.results.map((c) => c.id)).toContain(mine.id);
    expect((await list(kristin)).body.count).toBe(0);
    expect((await list(staff)).body.count).toBeGreaterThanOrEqual(jons.body.count);

    const inPeriod = await list(jon, '?from_date=2030-06-01&to_date=2030-06-30');
    expect(inPeriod.body.results.map((c) => c.id)).toContain(mine.id);
    const before = await list(jon, '?from_date=2020-01-01&to_date=2020-12-31');
    expect(before.body.results.map((c) => c.id)).not.toContain(mine.id);

    const searched = await list(jon, '?search=J%C3%B3n');
    expect(searched.body.results.map((c) => c.id)).toContain(mine.id);
    expect((await list(jon, '?search=zzzzzz')).body.count).toBe(0);

    const paged = await list(jon, '?page_size=1');
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.next).toContain('page=2');
    const badRange = await t.call<ApiErrorBody>(
      'GET',
      '/api/contracts/?from_date=2030-02-01&to_date=2030-01-01',
      { token: jon.access },
    );
    expect(badRange.status).toBe(400);
    expect(Object.keys(badRange.body.fields ?? {})).toEqual(['to_date']);
  });

  it('writes an event for each change: who, what, when', async () => {
    const id = await completeDraft();
    await post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'electronic' });
    const reply = await t.call<{
      results: { kind: string; actor: { id: number } | null; created_at: string }[];
    }>('GET', `/api/contracts/${id}/events/`, { token: anna.access });
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((e) => e.kind)).toEqual(['created', 'updated', 'committed']);
    expect(reply.body.results.every((e) => e.actor?.id === jon.userId)).toBe(true);
  });
});

describe('changes that race each other', () => {
  it('commits a draft once when ten commits arrive together', async () => {
    const id = await completeDraft();
    const statuses = await raceStatuses(10, () =>
      post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'paper' }),
    );
    expect(statuses).toEqual({ 200: 1, 409: 9 });
    const events = await t.call<{ results: { kind: string }[] }>(
      'GET',
      `/api/contracts/${id}/events/`,
      { token: jon.access },
    );
    expect(events.body.results.filter((e) => e.kind === 'committed')).toHaveLength(1);
  });

  it('either commits or deletes a draft, never both', async () => {
    const id = await completeDraft();
    const [commit, remove] = await race(2, (i) =>
      i === 0
        ? post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'paper' })
        : t.call<Reply>('DELETE', `/api/contracts/${id}/`, { token: jon.access }),
    );
    // The loser saw the winner: a committed contract is not deleted (409), a deleted one not found.
    expect([commit!.status, remove!.status]).toEqual(
      commit!.status === 200 ? [200, 409] : [404, 204],
    );
    const after = await t.call<Reply>('GET', `/api/contracts/${id}/`, { token: jon.access });
    expect(after.status).toBe(commit!.status === 200 ? 200 : 404);
  });

  it('does not let a field change slip in after the commit', async () => {
    const id = await completeDraft();
    const [commit, patch] = await race(2, (i) =>
      i === 0
        ? post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'paper' })
        : t.call<Reply>('PATCH', `/api/contracts/${id}/`, {
            token: jon.access,
            body: { termination_term_length: 5 },
          }),
    );
    const after = await t.call<Reply>('GET', `/api/contracts/${id}/`, { token: jon.access });
    // Whichever came second saw the first: a committed contract keeps the terms it was committed with.
    if (commit!.status === 200 && patch!.status === 409)
      expect(after.body.termination_term_length).not.toBe(5);
    else {
      expect(patch!.status).toBe(200);
      expect(after.body.termination_term_length).toBe(5);
    }
    expect(after.body.status).toBe(commit!.status === 200 ? 'committed' : 'draft');
  });

  it('uncommits once when uncommits race', async () => {
    const id = await completeDraft();
    expect((await post(`/api/contracts/${id}/commit/`, jon, { sign_type: 'paper' })).status).toBe(
      200,
    );
    const statuses = await raceStatuses(5, () => post(`/api/contracts/${id}/uncommit/`, jon));
    expect(statuses).toEqual({ 200: 1, 409: 4 });
  });
});
