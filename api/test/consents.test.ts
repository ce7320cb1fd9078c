import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION } from '@leiga/domain';
import { consents } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';

type Consent = {
  id: number;
  consent_type: string;
  version: string | null;
  revoked_at: string | null;
};
type Consents = {
  results: Consent[];
  terms: { current_version: string; accepted_version: string | null; must_accept: boolean };
};

let t: TestApp;
let user: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  user = await t.register();
  other = await t.register({ user_type: 'LL' });
}, 60_000);
afterAll(() => t.close());

const consentsOf = (session: Session) =>
  t.call<Consents>('GET', '/api/consents/', { token: session.access });
const give = (session: Session, body: unknown) =>
  t.call<Consent>('POST', '/api/consents/', { token: session.access, body });

describe('consents', () => {
  it('records the current terms at sign-up, so a new account is not asked again', async () => {
    const reply = await consentsOf(user);
    expect(reply.status).toBe(200);
    expect(reply.body.results).toEqual([
      expect.objectContaining({
        consent_type: 'terms',
        version: CURRENT_TERMS_VERSION,
        revoked_at: null,
      }),
    ]);
    expect(reply.body.terms).toEqual({
      current_version: CURRENT_TERMS_VERSION,
      accepted_version: CURRENT_TERMS_VERSION,
      must_accept: false,
    });
    expect((await t.call('GET', '/api/consents/')).status).toBe(401);
  });

  it('asks a user who accepted an earlier version to accept again, until they do', async () => {
    await t.db
      .update(consents)
      .set({ version: '2025-01' })
      .where(eq(consents.userId, other.userId));
    const stale = await consentsOf(other);
    expect(stale.body.terms).toMatchObject({ accepted_version: '2025-01', must_accept: true });
    const accepted = await give(other, { consent_type: 'terms' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.version).toBe(CURRENT_TERMS_VERSION);
    expect((await consentsOf(other)).body.terms.must_accept).toBe(false);
    const wrongVersion = await give(other, { consent_type: 'terms', version: '2025-01' });
    expect(wrongVersion.status).toBe(400);
    expect(wrongVersion.body.fields).toEqual({
      version: 'validation.notifications.terms_version',
    });
  });

  it('gives marketing consent once, revokes it with the time, and gives it anew after', async () => {
    const given = await give(user, { consent_type: 'marketing' });
    expect(given.status).toBe(201);
    const again = await give(user, { consent_type: 'marketing' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(given.body.id);

    const stranger = await t.call('POST', `/api/consents/${given.body.id}/revoke/`, {
      token: other.access,
    });
    expect(stranger.status).toBe(404);
    const revoked = await t.call<Consent>('POST', `/api/consents/${given.body.id}/revoke/`, {
      token: user.access,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).toEqual(expect.any(String));
    const twice = await t.call<Consent>('POST', `/api/consents/${given.body.id}/revoke/`, {
      token: user.access,
    });
    expect(twice.body.revoked_at).toBe(revoked.body.revoked_at);

    const renewed = await give(user, { consent_type: 'marketing' });
    expect(renewed.status).toBe(201);
    expect(renewed.body.id).not.toBe(given.body.id);
    const marketing = (await consentsOf(user)).body.results.filter(
      (c) => c.consent_type === 'marketing',
    );
    expect(marketing.map((c) => c.revoked_at === null).sort()).toEqual([false, true]);
  });

  it('revokes a credit-check consent but never the terms', async () => {
    const credit = await give(user, { consent_type: 'credit_check' });
    expect(credit.status).toBe(201);
    const revoked = await t.call<Consent>('POST', `/api/consents/${credit.body.id}/revoke/`, {
      token: user.access,
    });
    expect(revoked.body.revoked_at).not.toBeNull();
    const terms = (await consentsOf(user)).body.results.find((c) => c.consent_type === 'terms')!;
    const refused = await t.call('POST', `/api/consents/${terms.id}/revoke/`, {
      token: user.access,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('consent_not_revocable');
  });

  it('answers bad input with the field that is wrong', async () => {
    const reply = await give(user, { consent_type: 'newsletter', extra: 1 });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      consent_type: 'validation.notifications.consent_type',
      extra: 'validation.unknown_field',
    });
  });
});
