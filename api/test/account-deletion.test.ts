import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, publishRequests, rentalApplications } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers.js';
import { applyTo } from './support/profiles.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteAccount = (session: { userId: number; access: string }) =>
  t.call('DELETE', `/api/users/${session.userId}/delete/`, { token: session.access });

const applicationStatus = async (id: number) => {
  const [row] = await t.db
    .select({ status: rentalApplications.status, canceledAt: rentalApplications.canceledAt })
    .from(rentalApplications)
    .where(eq(rentalApplications.id, id));
  return row;
};

describe('deleting an account', () => {
  it('withdraws the tenant’s applications, and the landlord hears of it without the name', async () => {
    const landlord = await t.register({ user_type: 'LL', full_name: 'Gunnar Leigusali' });
    const tenant = await t.register({ full_name: 'Þórdís Farandi' });
    const applicationId = await applyTo(t, tenant.userId, landlord.userId);

    expect((await deleteAccount(tenant)).status).toBe(204);
    expect(await applicationStatus(applicationId)).toMatchObject({
      status: 'cancelled',
      canceledAt: expect.any(Date),
    });
    await t.app.ctx.events.kick();
    const mail = await t.lastMessage(landlord.email);
    expect(mail.data['purpose']).toBe('application_cancelled');
    expect(mail.body).toContain('Fyrrverandi notandi Leigu');
    expect(mail.body).not.toContain('Þórdís');
  });

  it('takes the landlord’s listings off the market and withdraws their review requests', async () => {
    const landlord = await t.register({ user_type: 'LL', full_name: 'Sigrún Leigusali' });
    const tenant = await t.register({ full_name: 'Ari Leigjandi' });
    const applicationId = await applyTo(t, tenant.userId, landlord.userId);
    const [published] = await t.db
      .select({ id: rentalApplications.listingId })
      .from(rentalApplications)
      .where(eq(rentalApplications.id, applicationId));
    const [awaiting] = await t.db
      .insert(listings)
      .values({ ownerId: landlord.userId, status: 'awaiting_review', title: 'Í yfirferð' })
      .returning();
    await t.db.insert(publishRequests).values({ listingId: awaiting!.id });
    expect((await t.call('GET', `/api/listings/${published!.id}/`)).status).toBe(200);

    expect((await deleteAccount(landlord)).status).toBe(204);
    const owned = await t.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.ownerId, landlord.userId));
    expect(owned.map((l) => l.status)).toEqual(['archived', 'archived']);
    const [request] = await t.db
      .select({ status: publishRequests.status })
      .from(publishRequests)
      .where(eq(publishRequests.listingId, awaiting!.id));
    expect(request!.status).toBe('withdrawn');
    const search = await t.call<{ results: { id: number }[] }>(
      'GET',
      `/api/listings/?page_size=100&search=${encodeURIComponent('Prufuíbúð')}`,
    );
    expect(search.body.results.map((l) => l.id)).not.toContain(published!.id);
    // The tenant still sees where their application stands; nothing was decided for them.
    expect((await applicationStatus(applicationId))!.status).toBe('pending');
  });

  it('leaves other people’s listings and applications alone', async () => {
    const landlord = await t.register({ user_type: 'LL', full_name: 'Hulda Leigusali' });
    const tenant = await t.register({ full_name: 'Bjarki Leigjandi' });
    const applicationId = await applyTo(t, tenant.userId, landlord.userId);
    const leaving = await t.register({ user_type: 'LL' });
    expect((await deleteAccount(leaving)).status).toBe(204);
    const [listing] = await t.db
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.ownerId, landlord.userId));
    expect(listing!.status).toBe('published');
    expect((await applicationStatus(applicationId))!.status).toBe('pending');
  });
});
