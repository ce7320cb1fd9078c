import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userEmails } from '../src/db/schema/index.js';
import { createTestApp, uniqueEmail, type Session, type TestApp } from './helpers.js';
import { profileOf } from './support/profiles.js';

type Card = { id: number; profile_username: string; full_name: string };
type CoRequest = {
  id: number;
  status: string;
  sender: Card;
  recipient: Card | null;
  invite_email: string | null;
  replaces_id: number | null;
};
type List = { results: CoRequest[] };

let t: TestApp;
let anna: Session;
let kristin: Session;
let olena: Session;
let jon: Session;
let staff: Session;
const names: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  [anna, kristin, jon, staff] = await Promise.all([
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  olena = await t.login('olena@leiga.is');
  for (const [key, s] of Object.entries({ anna, kristin, olena }))
    names[key] = (await profileOf(t, s)).profileUsername;
});
afterAll(() => t.close());

const send = (from: Session, to: string) =>
  t.call<CoRequest>('POST', `/api/tenant-profiles/${to}/send-corenter-request/`, {
    token: from.access,
  });
const act = (who: Session, id: number, action: string) =>
  t.call<CoRequest>('POST', `/api/corenter-requests/${id}/${action}/`, { token: who.access });
const sent = async (who: Session, name: string) =>
  (
    await t.call<List>('GET', `/api/tenant-profiles/${name}/sent-corenter-requests/`, {
      token: who.access,
    })
  ).body.results;
const incoming = async (who: Session, name: string) =>
  (
    await t.call<List>('GET', `/api/tenant-profiles/${name}/corenter-requests/`, {
      token: who.access,
    })
  ).body.results;

describe('finding co-renters', () => {
  it('suggests tenant profiles by name or username, accents forgiven, never yourself', async () => {
    const url = (q: string) => `/api/rental-profiles-suggestions/?q=${encodeURIComponent(q)}`;
    expect((await t.call('GET', url('krist'))).status).toBe(401);
    const byName = await t.call<{ results: Card[] }>('GET', url('kristin thors'), {
      token: anna.access,
    });
    expect(byName.body.results.map((c) => c.full_name)).toEqual(['Kristín Þórsdóttir']);
    const byUsername = await t.call<{ results: Card[] }>('GET', url(names['olena']!), {
      token: anna.access,
    });
    expect(byUsername.body.results.map((c) => c.profile_username)).toEqual([names['olena']]);
    const self = await t.call<{ results: Card[] }>('GET', url('anna sig'), { token: anna.access });
    expect(self.body.results).toEqual([]);
    const landlords = await t.call<{ results: Card[] }>('GET', url('jon gud'), {
      token: anna.access,
    });
    expect(landlords.body.results).toEqual([]);
  });
});

describe('a request from a profile', () => {
  it('is accepted: it leaves the incoming list and both become co-renters; the recipient was told by e-mail', async () => {
    const created = await send(anna, names['kristin']!);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      sender: { profile_username: names['anna'] },
      recipient: { profile_username: names['kristin'] },
    });
    const mail = await t.lastMessage('kristin@leiga.is');
    expect(mail.data['link']).toContain(`corenter_request=${created.body.id}`);

    expect((await send(anna, names['kristin']!)).body.code).toBe('corenter_request_pending');
    expect((await send(kristin, names['anna']!)).body.code).toBe('corenter_request_pending');
    expect((await incoming(kristin, names['kristin']!)).map((r) => r.id)).toEqual([
      created.body.id,
    ]);
    expect((await sent(anna, names['anna']!)).map((r) => r.id)).toEqual([created.body.id]);

    expect((await act(anna, created.body.id, 'accept')).status).toBe(403);
    expect((await act(olena, created.body.id, 'accept')).status).toBe(404);
    expect((await act(staff, created.body.id, 'accept')).status).toBe(403);
    const accepted = await act(kristin, created.body.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect(await incoming(kristin, names['kristin']!)).toEqual([]);
    expect(await sent(anna, names['anna']!)).toEqual([]);
    const profile = await t.call<{ corenters: Card[] }>(
      'GET',
      `/api/tenant-profiles/${names['kristin']}/`,
    );
    expect(profile.body.corenters.map((c) => c.profile_username)).toEqual([names['anna']]);
    expect((await send(kristin, names['anna']!)).body.code).toBe('already_corenters');
    expect((await act(kristin, created.body.id, 'decline')).body.code).toBe(
      'corenter_request_accepted',
    );
  });

  it('co-renters part from either side', async () => {
    const kristinProfile = await profileOf(t, kristin);
    const annaProfile = await profileOf(t, anna);
    const url = `/api/tenant-profiles/${names['anna']}/corenters/${kristinProfile.id}/`;
    expect((await t.call('DELETE', url, { token: kristin.access })).status).toBe(403);
    expect((await t.call('DELETE', url, { token: anna.access })).status).toBe(204);
    expect((await t.call('DELETE', url, { token: anna.access })).status).toBe(404);
    const view = await t.call<{ corenters: Card[] }>(
      'GET',
      `/api/tenant-profiles/${names['kristin']}/`,
    );
    expect(view.body.corenters).toEqual([]);
    expect(annaProfile.id).toBeGreaterThan(0);
  });

  it('is declined: gone from the incoming list, kept in the sender’s until retracted', async () => {
    const created = await send(olena, names['anna']!);
    expect((await act(anna, created.body.id, 'decline')).body.status).toBe('declined');
    expect(await incoming(anna, names['anna']!)).toEqual([]);
    expect((await sent(olena, names['olena']!)).map((r) => [r.id, r.status])).toEqual([
      [created.body.id, 'declined'],
    ]);
    expect((await act(anna, created.body.id, 'accept')).body.code).toBe(
      'corenter_request_declined',
    );
    expect((await act(olena, created.body.id, 'retract')).body.status).toBe('retracted');
    expect(await sent(olena, names['olena']!)).toEqual([]);
  });

  it('is retracted: it leaves the sent list and can no longer be accepted', async () => {
    const created = await send(kristin, names['olena']!);
    expect((await act(olena, created.body.id, 'retract')).status).toBe(403);
    expect((await act(kristin, created.body.id, 'retract')).body.status).toBe('retracted');
    expect(await sent(kristin, names['kristin']!)).toEqual([]);
    expect(await incoming(olena, names['olena']!)).toEqual([]);
    const refused = await act(olena, created.body.id, 'accept');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('corenter_request_retracted');
    expect((await act(kristin, created.body.id, 'resend')).body.code).toBe(
      'corenter_request_retracted',
    );
  });

  it('is resent: the new request replaces the old one in the sent list', async () => {
    const created = await send(kristin, names['olena']!);
    const resent = await act(kristin, created.body.id, 'resend');
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ status: 'pending', replaces_id: created.body.id });
    expect((await sent(kristin, names['kristin']!)).map((r) => r.id)).toEqual([resent.body.id]);
    expect((await incoming(olena, names['olena']!)).map((r) => r.id)).toEqual([resent.body.id]);
    expect((await act(olena, created.body.id, 'accept')).body.code).toBe(
      'corenter_request_replaced',
    );
    expect((await act(olena, resent.body.id, 'accept')).body.status).toBe('accepted');
  });

  it('refuses asking yourself, and keeps the lists to their owner and staff', async () => {
    const self = await send(anna, names['anna']!);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('corenter_self');
    expect((await send(jon, names['anna']!)).status).toBe(403);
    const url = `/api/tenant-profiles/${names['anna']}/sent-corenter-requests/`;
    expect((await t.call('GET', url, { token: kristin.access })).status).toBe(403);
    expect((await t.call('GET', url, { token: staff.access })).status).toBe(200);
    expect((await t.call('GET', url)).status).toBe(401);
  });
});

describe('an e-mail invite', () => {
  it('reaches someone without an account, who finds it once they sign up and confirm the address', async () => {
    const email = uniqueEmail('medleigjandi');
    const invite = await t.call<CoRequest>('POST', '/api/corenter-requests/', {
      token: anna.access,
      body: { email: email.toUpperCase() },
    });
    expect(invite.status).toBe(201);
    expect(invite.body).toMatchObject({ status: 'pending', recipient: null, invite_email: email });
    const mail = await t.lastMessage(email);
    expect(mail.subject).toContain('Anna Sigurðardóttir');
    expect(mail.body).toContain('corenter_request=');
    expect(
      (await t.call('POST', '/api/corenter-requests/', { token: anna.access, body: { email } }))
        .body.code,
    ).toBe('corenter_request_pending');

    const invitee = await t.register({ email, full_name: 'Gestur Boðsson' });
    const inviteeName = (await profileOf(t, invitee)).profileUsername;
    expect(await incoming(invitee, inviteeName)).toEqual([]);
    await t.app.ctx.db
      .update(userEmails)
      .set({ verified: true })
      .where(eq(userEmails.email, email));
    const waiting = await incoming(invitee, inviteeName);
    expect(waiting.map((r) => [r.id, r.invite_email])).toEqual([[invite.body.id, null]]);
    expect((await act(invitee, invite.body.id, 'accept')).body.status).toBe('accepted');
    const view = await t.call<{ corenters: Card[] }>('GET', `/api/tenant-profiles/${inviteeName}/`);
    expect(view.body.corenters.map((c) => c.profile_username)).toEqual([names['anna']]);
  });

  it('to someone with a profile goes straight to their incoming list; your own address is refused', async () => {
    const invite = await t.call<CoRequest>('POST', '/api/corenter-requests/', {
      token: olena.access,
      body: { email: 'piotr@leiga.is' },
    });
    expect(invite.body.recipient?.full_name).toBe('Piotr Nowak');
    expect(invite.body.invite_email).toBeNull();
    const self = await t.call('POST', '/api/corenter-requests/', {
      token: olena.access,
      body: { email: 'olena@leiga.is' },
    });
    expect(self.body.code).toBe('corenter_self');
    const bad = await t.call('POST', '/api/corenter-requests/', {
      token: olena.access,
      body: { email: 'ekki-netfang' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ email: 'validation.email' });
    const read = await t.call<CoRequest>('GET', `/api/corenter-requests/${invite.body.id}/`, {
      token: staff.access,
    });
    expect(read.status).toBe(200);
    expect(
      (await t.call('GET', `/api/corenter-requests/${invite.body.id}/`, { token: kristin.access }))
        .status,
    ).toBe(404);
  });
});
