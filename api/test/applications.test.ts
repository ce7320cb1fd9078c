import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { publishListing } from './support/listings.js';

type Application = {
  id: number;
  status: string;
  active: boolean;
  is_considered: boolean;
  is_read_by_landlord: boolean;
  deny_message: string | null;
  answers: { question_id: string; answer: string }[];
  listing: { id: number; title: string };
  tenant: { id: number; full_name: string };
  applicant_profile?: { profile_username: string; viewer: { relation: string } } | null;
};
type Page = { count: number; results: Application[] };

let t: TestApp;
let listingId: number;
let anna: Session;
let kristin: Session;
let jon: Session;
const answers = [{ question_id: 'q-move', answer: 'Fyrsta desember' }];

beforeAll(async () => {
  t = await createTestApp();
  listingId = await publishListing(t, { title: 'Umsóknaríbúð við Grettisgötu í miðbænum' });
  anna = await t.as('tenant');
  kristin = await t.as('otherTenant');
  jon = await t.as('landlord');
});
afterAll(() => t.close());

const apply = (session: Session, body: Record<string, unknown>) =>
  t.call<Application>('POST', '/api/tenants/rental-applications/', {
    token: session.access,
    body: { listing_id: listingId, ...body },
  });
const act = (
  session: Session,
  id: number,
  action: string,
  body?: unknown,
  method: 'POST' | 'PUT' = 'POST',
) =>
  t.call<Application>(method, `/api/rental-applications/${id}/${action}/`, {
    token: session.access,
    body,
  });

describe('applying', () => {
  it('needs the required answers, then applies once, and the landlord hears of it', async () => {
    const missing = await apply(anna, { answers: [] });
    expect(missing.status).toBe(400);
    expect(missing.body['fields' as keyof Application]).toEqual({
      'answers.q-move': 'validation.required',
    });
    const applied = await apply(anna, { answers, message: 'Við erum reyklaus og róleg.' });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({
      status: 'pending',
      active: true,
      is_read_by_landlord: false,
      answers,
    });
    const again = await apply(anna, { answers });
    expect(again.status).toBe(409);
    expect(again.body['code' as keyof Application]).toBe('already_applied');
    await t.app.ctx.events.kick();
    const mail = await t.lastMessage('jon@leiga.is');
    expect(mail.data['purpose']).toBe('application_created');
    expect(mail.body).toContain('Anna Sigurðardóttir');
  });

  it('refuses with reasons when the listing’s requirements are not met', async () => {
    const strict = await publishListing(t, {
      requires_pre_approval: true,
      min_income: 600000,
      title: 'Íbúð sem krefst greiðslumats fyrirfram',
    });
    const newcomer = await t.register();
    const refused = await t.call('POST', '/api/tenants/rental-applications/', {
      token: newcomer.access,
      body: { listing_id: strict, answers },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'requirements_not_met',
      fields: {
        pre_approval_required: 'requirements.pre_approval_required',
        min_income: 'requirements.min_income',
      },
    });
  });

  it('keeps each role to its own routes and a landlord to applications for their own listings', async () => {
    expect(
      (await t.call('GET', '/api/tenants/rental-applications/', { token: jon.access })).status,
    ).toBe(403);
    expect((await t.call('GET', '/api/rental-applications/', { token: anna.access })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/rental-applications/')).status).toBe(401);
    const mine = await t.call<Page>('GET', '/api/tenants/rental-applications/', {
      token: anna.access,
    });
    const id = mine.body.results[0]!.id;
    const magnus = await t.login('magnus@leiga.is');
    expect(
      (await t.call('GET', `/api/rental-applications/${id}/`, { token: magnus.access })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/tenants/rental-applications/${id}/`, { token: kristin.access }))
        .status,
    ).toBe(404);
    const staff = await t.as('staff');
    expect(
      (await t.call('GET', `/api/rental-applications/${id}/`, { token: staff.access })).status,
    ).toBe(200);
  });
});

describe('deciding', () => {
  it('reads, considers and accepts; the other applicant is told where they stand', async () => {
    const second = await apply(kristin, { answers });
    expect(second.status).toBe(201);
    const list = await t.call<Page>(
      'GET',
      `/api/rental-applications/?listing_id=${listingId}&type=unread`,
      { token: jon.access },
    );
    expect(list.body.count).toBe(2);
    const annas = list.body.results.find((a) => a.tenant.full_name === 'Anna Sigurðardóttir')!;
    expect(annas.applicant_profile).toMatchObject({
      profile_username: 'anna-sigurdardottir',
      viewer: { relation: 'applied_landlord' },
    });

    expect((await act(jon, annas.id, 'read')).body.is_read_by_landlord).toBe(true);
    expect((await act(jon, annas.id, 'unread')).body.is_read_by_landlord).toBe(false);
    expect(
      (await act(jon, annas.id, 'consideration', { is_considered: true }, 'PUT')).body
        .is_considered,
    ).toBe(true);
    const accepted = await act(jon, annas.id, 'accept', { deny_others: false });
    expect(accepted.body.status).toBe('accepted');
    expect((await act(jon, annas.id, 'accept', {})).status).toBe(409);

    await t.app.ctx.events.kick();
    expect((await t.lastMessage('anna@leiga.is')).data['purpose']).toBe('application_accepted');
    expect((await t.lastMessage('kristin@leiga.is')).data['purpose']).toBe(
      'application_other_accepted',
    );
    const kristins = await t.call<Application>(
      'GET',
      `/api/tenants/rental-applications/${second.body.id}/`,
      { token: kristin.access },
    );
    expect(kristins.body.status).toBe('pending');
    // Answers can change only while pending.
    const edit = await t.call('PUT', `/api/tenants/rental-applications/${annas.id}/responses/`, {
      token: anna.access,
      body: { answers },
    });
    expect(edit.status).toBe(409);
  });

  it('denies with a message, undoes the denial, then rejects in a bulk action', async () => {
    const list = await t.call<Page>(
      'GET',
      `/api/rental-applications/?listing_id=${listingId}&type=pending`,
      { token: jon.access },
    );
    const id = list.body.results[0]!.id;
    const denied = await act(jon, id, 'deny', { message: 'Við völdum aðra umsókn að sinni.' });
    expect(denied.body).toMatchObject({
      status: 'denied',
      deny_message: 'Við völdum aðra umsókn að sinni.',
    });
    await t.app.ctx.events.kick();
    const mail = await t.lastMessage('kristin@leiga.is');
    expect(mail.data['purpose']).toBe('application_denied');
    expect(mail.body).toContain('Við völdum aðra umsókn að sinni.');
    expect((await act(jon, id, 'undo-deny')).body.status).toBe('pending');
    expect((await act(jon, id, 'undo-deny')).status).toBe(409);
    const bulk = await t.call<{ results: Application[] }>(
      'PUT',
      '/api/rental-applications/reject-many/',
      {
        token: jon.access,
        body: { rental_application_ids: [id] },
      },
    );
    expect(bulk.body.results.map((a) => a.status)).toEqual(['denied']);
    const refused = await t.call('PUT', '/api/rental-applications/reject-many/', {
      token: jon.access,
      body: { rental_application_ids: [id] },
    });
    expect(refused.status).toBe(409);
  });

  it('lets the tenant cancel, once, and a cancelled application cannot be accepted', async () => {
    const other = await publishListing(t, { title: 'Önnur íbúð til að hætta við umsókn' });
    const applied = await t.call<Application>('POST', '/api/tenants/rental-applications/', {
      token: kristin.access,
      body: { listing_id: other, answers },
    });
    const cancel = () =>
      t.call<Application>('POST', `/api/tenants/rental-applications/${applied.body.id}/cancel/`, {
        token: kristin.access,
      });
    expect((await cancel()).body.status).toBe('cancelled');
    expect((await cancel()).status).toBe(409);
    expect((await act(jon, applied.body.id, 'accept', {})).status).toBe(409);
    // A new application after cancelling is allowed: only active ones block.
    const again = await t.call('POST', '/api/tenants/rental-applications/', {
      token: kristin.access,
      body: { listing_id: other, answers },
    });
    expect(again.status).toBe(201);
  });
});

describe('insights', () => {
  it('counts the tenant’s applications and the landlord’s per listing', async () => {
    const tenant = await t.call<{ applications: number; accepted: number; response_rate: number }>(
      'GET',
      `/api/users/${anna.userId}/insights/`,
      { token: anna.access },
    );
    expect(tenant.body).toMatchObject({ applications: 1, accepted: 1, response_rate: 1 });
    expect(
      (await t.call('GET', `/api/users/${anna.userId}/insights/`, { token: kristin.access }))
        .status,
    ).toBe(403);
    const landlord = await t.call<{
      applications: number;
      acceptance_rate: number;
      listings: { listing_id: number; applications: number }[];
    }>('GET', '/api/landlord-insights/', { token: jon.access });
    expect(landlord.body.listings.find((l) => l.listing_id === listingId)?.applications).toBe(2);
    expect(landlord.body.acceptance_rate).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/landlord-insights/', { token: anna.access })).status).toBe(
      403,
    );
  });
});
