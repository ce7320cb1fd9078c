import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, contracts, users } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { daysAgo, sharedCommittedContract } from './support/guarantee-claims.js';

type Guarantee = {
  id: number;
  contract_id: number | null;
  monthly_rent: number;
  amount: number;
  status: string;
  decision: string | null;
  credit_grade: string | null;
  cash_threshold_percent: number | null;
  cash_threshold_amount: number | null;
  yearly_premium: number | null;
  current_user_role: string;
};
type Page = { count: number; next: string | null; results: Guarantee[] };
type Assessments = {
  results: { consent_id: number; status: string; credit_class: string | null; decision: string }[];
};

let t: TestApp;
let landlord: Session;
let tenant: Session;
let otherTenant: Session;
let staff: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [landlord, tenant, otherTenant, staff] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  // A committed contract between the two: the tenant applies, the landlord is the obligee.
  contractId = await sharedCommittedContract(t, tenant, landlord);
}, 60_000);
afterAll(() => t.close());

const apply = (s: Session, body: unknown) =>
  t.call<Guarantee>('POST', '/api/rental-guarantees/', { token: s.access, body });
const assess = (s: Session, id: number, body: unknown = {}) =>
  t.call<Guarantee>('POST', `/api/rental-guarantees/${id}/assess/`, { token: s.access, body });
const get = (s: Session, id: number) =>
  t.call<Guarantee>('GET', `/api/rental-guarantees/${id}/`, { token: s.access });

describe('applying for a rental guarantee', () => {
  it('for a planned lease: at most 3 months rent, integer krónur', async () => {
    const ok = await apply(tenant, { monthly_rent: 200_000, amount: 600_000 });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      contract_id: null,
      monthly_rent: 200_000,
      amount: 600_000,
      status: 'draft',
      decision: null,
      current_user_role: 'principal',
    });
    const over = await apply(tenant, { monthly_rent: 200_000, amount: 600_001 });
    expect(over.status).toBe(400);
    expect(over.body.fields).toHaveProperty('amount');
    const both = await apply(tenant, { monthly_rent: 200_000, contract_id: contractId, amount: 1 });
    expect(both.status).toBe(400);
    expect(both.body.fields).toHaveProperty('contract_id');
    const fraction = await apply(tenant, { monthly_rent: 200_000.5, amount: 100 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.fields).toHaveProperty('monthly_rent');
  });

  it('for an existing contract: its rent caps the amount; only its tenant applies', async () => {
    const ok = await apply(tenant, { contract_id: contractId, amount: 100_000 });
    expect(ok.status).toBe(201);
    expect(ok.body.contract_id).toBe(contractId);
    expect(ok.body.monthly_rent).toBeGreaterThan(0);
    const over = await apply(tenant, {
      contract_id: contractId,
      amount: ok.body.monthly_rent * 3 + 1,
    });
    expect(over.status).toBe(400);
    expect(over.body.fields).toHaveProperty('amount');
    const notTheirs = await apply(otherTenant, { contract_id: contractId, amount: 100_000 });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.fields).toHaveProperty('contract_id');
    const byLandlord = await apply(landlord, { monthly_rent: 100_000, amount: 100_000 });
    expect(byLandlord.status).toBe(403);
    const anonymous = await t.call('POST', '/api/rental-guarantees/', {
      body: { monthly_rent: 100_000, amount: 100_000 },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the state of the lease', () => {
  it('a draft backs no guarantee; a signed or registered lease does', async () => {
    const [lease] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    const setStatus = (status: (typeof contracts.$inferSelect)['status']) =>
      t.db.update(contracts).set({ status }).where(eq(contracts.id, contractId));
    try {
      await setStatus('draft');
      const draft = await apply(tenant, { contract_id: contractId, amount: 100_000 });
      expect(draft.status).toBe(400);
      expect(draft.body.fields).toEqual({ contract_id: 'guarantees.errors.contract_draft' });
      for (const status of ['signed', 'registered'] as const) {
        await setStatus(status);
        const ok = await apply(tenant, { contract_id: contractId, amount: 100_000 });
        expect(ok.status).toBe(201);
        expect(ok.body.contract_id).toBe(contractId);
      }
    } finally {
      await setStatus(lease!.status);
    }
  });
});

describe('a lease that has ended', () => {
  it('backs no new guarantee; one that ends today still does', async () => {
    const [lease] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    const setEnd = (endDate: string | null) =>
      t.db.update(contracts).set({ endDate }).where(eq(contracts.id, contractId));
    try {
      await setEnd(daysAgo(1));
      const ended = await apply(tenant, { contract_id: contractId, amount: 100_000 });
      expect(ended.status).toBe(400);
      expect(ended.body.fields).toEqual({ contract_id: 'guarantees.errors.contract_ended' });
      await setEnd(daysAgo(0));
      expect((await apply(tenant, { contract_id: contractId, amount: 100_000 })).status).toBe(201);
      // Someone else's ended lease says only that it is not theirs.
      await setEnd(daysAgo(1));
      const notTheirs = await apply(otherTenant, { contract_id: contractId, amount: 100_000 });
      expect(notTheirs.body.fields).toEqual({
        contract_id: 'guarantees.errors.contract_not_yours',
      });
    } finally {
      await setEnd(lease!.endDate);
    }
  });
});

describe('the credit assessment', () => {
  it('refuses a lookup without consent, then decides on consent and records it', async () => {
    await t.db
      .update(consents)
      .set({ revokedAt: new Date() })
      .where(and(eq(consents.userId, tenant.userId), eq(consents.consentType, 'credit_check')));
    const created = await apply(tenant, { contract_id: contractId, amount: 300_000 });
    const id = created.body.id;
    const refused = await assess(tenant, id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('consent_missing');
    expect((await get(tenant, id)).body.status).toBe('draft');
    const badBody = await assess(tenant, id, { consent: 'yes' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.fields).toHaveProperty('consent');

    const decided = await assess(tenant, id, { consent: true });
    expect(decided.status).toBe(200);
    // Anna is class A2 in the credit bureau's sandbox: approved with no cash share.
    expect(decided.body).toMatchObject({
      status: 'approved',
      decision: 'approved',
      credit_grade: 'A2',
      cash_threshold_percent: 0,
      cash_threshold_amount: 0,
      yearly_premium: 67_500,
    });
    const again = await assess(tenant, id, { consent: true });
    expect(again.status).toBe(409);

    const results = await t.call<Assessments>(
      'GET',
      `/api/rental-guarantees/${id}/credit-assessment-results/`,
      { token: tenant.access },
    );
    expect(results.body.results).toHaveLength(1);
    const [live] = await t.db
      .select()
      .from(consents)
      .where(
        and(
          eq(consents.userId, tenant.userId),
          eq(consents.consentType, 'credit_check'),
          isNull(consents.revokedAt),
        ),
      );
    expect(results.body.results[0]).toMatchObject({
      consent_id: live!.id,
      status: 'scored',
      credit_class: 'A2',
      decision: 'approved',
    });
  });

  it('needs a guarantor for a person with no score; a B class puts up 15%', async () => {
    const nobody = await t.register();
    await t.db.update(users).set({ icelandicId: '0101019999' }).where(eq(users.id, nobody.userId));
    const g = await apply(nobody, { monthly_rent: 100_000, amount: 200_000 });
    const noScore = await assess(nobody, g.body.id, { consent: true });
    expect(noScore.body).toMatchObject({
      status: 'needs_guarantor',
      credit_grade: 'no_score',
      yearly_premium: null,
    });

    const kristin = await apply(otherTenant, { monthly_rent: 200_000, amount: 400_000 });
    const b1 = await assess(otherTenant, kristin.body.id, { consent: true });
    expect(b1.body).toMatchObject({
      status: 'approved',
      credit_grade: 'B1',
      cash_threshold_percent: 15,
      cash_threshold_amount: 60_000,
      yearly_premium: 90_000,
    });
  });

  it('asks for an electronic ID when the tenant has no kennitala', async () => {
    const fresh = await t.register();
    const g = await apply(fresh, { monthly_rent: 100_000, amount: 100_000 });
    const reply = await assess(fresh, g.body.id, { consent: true });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('no_icelandic_id');
  });
});

describe('who sees what', () => {
  it('lists the tenant their own and the landlord those on their contracts', async () => {
    const mine = await t.call<Page>('GET', '/api/rental-guarantees/', { token: tenant.access });
    expect(mine.status).toBe(200);
    expect(mine.body.count).toBeGreaterThanOrEqual(3);
    const theirs = await t.call<Page>('GET', '/api/landlords/rental-guarantees/', {
      token: landlord.access,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.results.length).toBeGreaterThan(0);
    // Those Anna applied for here, and the demo's active guarantee on Jón's signed lease.
    expect(
      theirs.body.results.every((g) => g.contract_id === contractId || g.status === 'active'),
    ).toBe(true);
    expect(theirs.body.results.every((g) => g.current_user_role === 'obligee')).toBe(true);
    const byTenant = await t.call('GET', '/api/landlords/rental-guarantees/', {
      token: tenant.access,
    });
    expect(byTenant.status).toBe(403);
    const paged = await t.call<Page>('GET', '/api/rental-guarantees/?page_size=1', {
      token: tenant.access,
    });
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.next).not.toBeNull();
    const badPage = await t.call('GET', '/api/rental-guarantees/?page=0', {
      token: tenant.access,
    });
    expect(badPage.status).toBe(400);
  });

  it('shows one guarantee to its tenant, its landlord and staff; 404 to others', async () => {
    const g = await apply(tenant, { contract_id: contractId, amount: 50_000 });
    const planned = await apply(tenant, { monthly_rent: 100_000, amount: 50_000 });
    expect((await get(tenant, g.body.id)).body.current_user_role).toBe('principal');
    expect((await get(landlord, g.body.id)).body.current_user_role).toBe('obligee');
    expect((await get(staff, g.body.id)).body.current_user_role).toBe('staff');
    expect((await get(otherTenant, g.body.id)).status).toBe(404);
    expect((await get(landlord, planned.body.id)).status).toBe(404);
    expect((await assess(landlord, g.body.id, { consent: true })).status).toBe(404);
    expect((await get(tenant, 999_999)).status).toBe(404);
    expect(
      (await t.call('GET', '/api/rental-guarantees/abc/', { token: tenant.access })).status,
    ).toBe(400);
  });
});
