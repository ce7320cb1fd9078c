import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractCollaborators, users } from '../src/db/schema/index.js';
import {
  createTestApp,
  uniqueEmail,
  type ApiErrorBody,
  type Session,
  type TestApp,
} from './helpers.js';
import { raceStatuses } from './support/concurrency.js';
import { ANNA_KT, addCollaborator, addTenantParty, createDraft } from './support/contracts.js';

type Invitation = {
  id: number;
  contract_id: number;
  email: string;
  access_type: 'R' | 'W';
  status: string;
  inviter: { id: number; full_name: string } | null;
  contract?: { id: number; address: { street: string } | null };
};
type Answer = {
  invitation: Invitation;
  collaborator: { id: number; user_id: number; access_type: string } | null;
};
type Body = Invitation & Answer & ApiErrorBody & { results: Invitation[] };

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let editor: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff, reader, editor] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
    t.register({ user_type: 'LL' }),
  ]);
  contractId = (await createDraft(t, jon)).id;
  await addTenantParty(t, contractId, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await addCollaborator(t, contractId, reader.userId, 'R');
  await addCollaborator(t, contractId, editor.userId, 'W');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  session: Session | null,
  body?: unknown,
) => t.call<Body>(method, url, { ...(session ? { token: session.access } : {}), body });

const accept = (id: number, invitee: Session | null, token: string) =>
  call('PUT', `/api/collaborator-invitations/${id}/accept/`, invitee, { token });

const invitationsUrl = () => `/api/contracts/${contractId}/collaborator-invitations/`;

/** Invites an address and returns the invitation and the token its e-mail carries. */
async function invite(by: Session, accessType: 'R' | 'W' = 'W', email = uniqueEmail('samstarf')) {
  const reply = await call('POST', invitationsUrl(), by, { email, access_type: accessType });
  expect(reply.status).toBe(201);
  return { invitation: reply.body as Invitation, token: await tokenSentTo(email), email };
}

async function tokenSentTo(email: string): Promise<string> {
  const mail = await t.lastMessage(email);
  const link = new URL(mail.data['link']!);
  return link.searchParams.get('token')!;
}

describe('inviting collaborators', () => {
  it('lets the landlord, a W collaborator and staff invite, and sends a link in Icelandic', async () => {
    for (const session of [jon, editor, staff]) {
      const { invitation, token, email } = await invite(session, 'R');
      expect(invitation.status).toBe('pending');
      expect(invitation.inviter?.id).toBe(session.userId);
      const mail = await t.lastMessage(email);
      expect(mail.data['link']).toBe(
        `${t.app.ctx.config.appUrl}/invitations/rental-contracts/${invitation.id}?token=${token}`,
      );
      expect(mail.body).toContain('býður þér aðgang að leigusamningi');
      expect(mail.body).toContain('Getur skoðað');
    }
  });

  it('writes to a Leiga user in their own language', async () => {
    const english = await t.register();
    await t.db.update(users).set({ primaryLanguage: 'en' }).where(eq(users.id, english.userId));
    const { email } = await invite(jon, 'W', english.email);
    const mail = await t.lastMessage(email);
    expect(mail.subject).toBe('Jón Guðmundsson invites you to work on a rental contract');
    expect(mail.body).toContain('(Can edit)');
  });

  it('refuses the tenant party and an R collaborator (403), hides it from others (404) and the anonymous (401)', async () => {
    const body = { email: uniqueEmail(), access_type: 'R' };
    expect((await call('POST', invitationsUrl(), anna, body)).status).toBe(403);
    expect((await call('POST', invitationsUrl(), reader, body)).status).toBe(403);
    expect((await call('POST', invitationsUrl(), kristin, body)).status).toBe(404);
    expect((await call('POST', invitationsUrl(), null, body)).status).toBe(401);
    expect((await call('GET', invitationsUrl(), kristin)).status).toBe(404);
    expect((await call('GET', invitationsUrl(), null)).status).toBe(401);
  });

  it('lists the invitations to everyone who sees the contract', async () => {
    for (const session of [jon, anna, reader, editor, staff]) {
      const reply = await call('GET', invitationsUrl(), session);
      expect(reply.status).toBe(200);
      expect(reply.body.results.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('names the field of a bad body, and refuses a second pending invitation to one address', async () => {
    const bad = await call('POST', invitationsUrl(), jon, {
      email: 'ekki-netfang',
      access_type: 'X',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['access_type', 'email']);
    const { email } = await invite(jon);
    const again = await call('POST', invitationsUrl(), jon, { email, access_type: 'R' });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual({ email: 'validation.already_invited' });
  });

  it('writes each invitation on the contract’s timeline', async () => {
    const { invitation } = await invite(jon);
    const events = await t.call<{ results: { kind: string; data: { invitation_id?: number } }[] }>(
      'GET',
      `/api/contracts/${contractId}/events/`,
      { token: jon.access },
    );
    expect(
      events.body.results.some(
        (e) => e.kind === 'collaborator_invited' && e.data.invitation_id === invitation.id,
      ),
    ).toBe(true);
  });
});

describe('answering an invitation', () => {
  it('shows the invitee the home, the inviter and the access with the token, even signed out', async () => {
    const { invitation, token } = await invite(jon, 'W');
    const reply = await call(
      'GET',
      `/api/collaborator-invitations/${invitation.id}/?token=${token}`,
      null,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.inviter?.full_name).toBe('Jón Guðmundsson');
    expect(reply.body.access_type).toBe('W');
    expect(reply.body.contract?.id).toBe(contractId);
    const wrong = await call(
      'GET',
      `/api/collaborator-invitations/${invitation.id}/?token=${'x'.repeat(43)}`,
      null,
    );
    expect(wrong.status).toBe(404);
    const missing = await call('GET', `/api/collaborator-invitations/${invitation.id}/`, null);
    expect(missing.status).toBe(400);
  });

  it('makes the signed-in holder of the token a collaborator who can then edit', async () => {
    const invitee = await t.register({ user_type: 'LL' });
    const { invitation, token } = await invite(jon, 'W');
    const url = `/api/collaborator-invitations/${invitation.id}/accept/`;
    expect((await call('PUT', url, null, { token })).status).toBe(401);
    const reply = await call('PUT', url, invitee, { token });
    expect(reply.status).toBe(200);
    expect(reply.body.invitation.status).toBe('accepted');
    expect(reply.body.collaborator).toMatchObject({ user_id: invitee.userId, access_type: 'W' });
    const patch = await call('PATCH', `/api/contracts/${contractId}/`, invitee, { rooms: 4 });
    expect(patch.status).toBe(200);
  });

  it('makes one collaborator when the same invitation is accepted many times at once', async () => {
    const invitee = await t.register();
    const { invitation, token } = await invite(jon, 'R');
    const statuses = await raceStatuses(8, () => accept(invitation.id, invitee, token));
    expect(statuses).toEqual({ 200: 8 });
    const rows = await t.db
      .select()
      .from(contractCollaborators)
      .where(
        and(
          eq(contractCollaborators.contractId, contractId),
          eq(contractCollaborators.userId, invitee.userId),
        ),
      );
    expect(rows).toHaveLength(1);
    const other = await t.register();
    const late = await accept(invitation.id, other, token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('invitation_accepted');
  });

  it('declines, after which the token no longer accepts', async () => {
    const invitee = await t.register();
    const { invitation, token } = await invite(jon);
    const reply = await call(
      'PUT',
      `/api/collaborator-invitations/${invitation.id}/decline/`,
      invitee,
      { token },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.invitation.status).toBe('declined');
    expect(reply.body.collaborator).toBeNull();
    const accepted = await accept(invitation.id, invitee, token);
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('invitation_declined');
  });
});

describe('retracting and resending', () => {
  it('refuses a retracted invitation’s token', async () => {
    const invitee = await t.register();
    const { invitation, token } = await invite(jon);
    const url = `/api/collaborator-invitations/${invitation.id}/retract/`;
    expect((await call('PUT', url, anna)).status).toBe(403);
    expect((await call('PUT', url, reader)).status).toBe(403);
    expect((await call('PUT', url, kristin)).status).toBe(404);
    expect((await call('PUT', url, invitee)).status).toBe(404);
    const retracted = await call('PUT', url, editor);
    expect(retracted.status).toBe(200);
    expect(retracted.body.status).toBe('retracted');
    const accepted = await accept(invitation.id, invitee, token);
    expect(accepted.status).toBe(409);
    expect(accepted.body.code).toBe('invitation_retracted');
    expect((await call('PUT', url, jon)).status).toBe(409);
  });

  it('kills the old token on resend; the new one works', async () => {
    const invitee = await t.register();
    const { invitation, token: old, email } = await invite(jon);
    const resent = await call(
      'POST',
      `/api/collaborator-invitations/${invitation.id}/resend/`,
      staff,
    );
    expect(resent.status).toBe(200);
    const fresh = await tokenSentTo(email);
    expect(fresh).not.toBe(old);
    const stale = await accept(invitation.id, invitee, old);
    expect(stale.status).toBe(404);
    const accepted = await accept(invitation.id, invitee, fresh);
    expect(accepted.status).toBe(200);
    expect(
      (await call('POST', `/api/collaborator-invitations/${invitation.id}/resend/`, jon)).status,
    ).toBe(409);
  });
});

describe('changing and removing collaborators', () => {
  it('lets editors change the access, and refuses readers (403) and strangers (404)', async () => {
    const invitee = await t.register();
    const { invitation, token } = await invite(jon, 'R');
    const accepted = await accept(invitation.id, invitee, token);
    const id = accepted.body.collaborator!.id;
    const url = `/api/contract-collaborators/${id}/`;
    expect((await call('PATCH', url, null, { access_type: 'W' })).status).toBe(401);
    expect((await call('PATCH', url, kristin, { access_type: 'W' })).status).toBe(404);
    expect((await call('PATCH', url, anna, { access_type: 'W' })).status).toBe(403);
    expect((await call('PATCH', url, reader, { access_type: 'W' })).status).toBe(403);
    const bad = await call('PATCH', url, jon, { access_type: 'Z' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['access_type']);
    const changed = await call('PATCH', url, jon, { access_type: 'W' });
    expect(changed.status).toBe(200);
    expect(changed.body.access_type).toBe('W');
    expect(
      (await call('PATCH', `/api/contracts/${contractId}/`, invitee, { rooms: 2 })).status,
    ).toBe(200);
  });

  it('lists the collaborators with their names and addresses to everyone who sees the contract', async () => {
    const url = `/api/contracts/${contractId}/collaborators/`;
    type Listed = { user_id: number; email: string; full_name: string; access_type: string };
    const listed = await t.call<{ results: Listed[] }>('GET', url, { token: anna.access });
    expect(listed.status).toBe(200);
    const byUser = new Map(listed.body.results.map((c) => [c.user_id, c]));
    expect(byUser.get(reader.userId)).toMatchObject({ email: reader.email, access_type: 'R' });
    expect(byUser.get(editor.userId)).toMatchObject({ email: editor.email, access_type: 'W' });
    expect(byUser.get(editor.userId)?.full_name).toEqual(expect.any(String));
    expect((await call('GET', url, kristin)).status).toBe(404);
    expect((await call('GET', url, null)).status).toBe(401);
  });

  it('lets an editor remove a collaborator, and a collaborator leave', async () => {
    const [first, second] = [await t.register(), await t.register()];
    const ids: number[] = [];
    for (const invitee of [first, second]) {
      const { invitation, token } = await invite(jon, 'R');
      const reply = await accept(invitation.id, invitee, token);
      ids.push(reply.body.collaborator!.id);
    }
    expect((await call('DELETE', `/api/contract-collaborators/${ids[0]}/`, reader)).status).toBe(
      403,
    );
    expect((await call('DELETE', `/api/contract-collaborators/${ids[0]}/`, jon)).status).toBe(204);
    expect((await call('GET', `/api/contracts/${contractId}/`, first)).status).toBe(404);
    expect((await call('DELETE', `/api/contract-collaborators/${ids[1]}/`, second)).status).toBe(
      204,
    );
    expect((await call('GET', `/api/contracts/${contractId}/`, second)).status).toBe(404);
    const events = await t.call<{ results: { kind: string }[] }>(
      'GET',
      `/api/contracts/${contractId}/events/`,
      { token: jon.access },
    );
    const kinds = events.body.results.map((e) => e.kind);
    for (const kind of [
      'collaborator_invitation_accepted',
      'collaborator_invitation_declined',
      'collaborator_invitation_retracted',
      'collaborator_invitation_resent',
      'collaborator_access_changed',
      'collaborator_removed',
    ])
      expect(kinds).toContain(kind);
  });
});
