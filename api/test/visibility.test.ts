import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalApplications } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { applyTo, profileOf } from './support/profiles.js';

type Setting = { id: number; resource: string; option: string };
type PreApproval = {
  avg_net_income: number | null;
  credit_score: { credit_class: string } | null;
  is_net_income_visible: boolean;
  is_credit_score_visible: boolean;
};
type Profile = { pre_approval: PreApproval | null };

let t: TestApp;
let anna: Session;
let kristin: Session;
let jon: Session;
let otherLandlord: Session;
let staff: Session;
let annaName: string;
beforeAll(async () => {
  t = await createTestApp();
  [anna, kristin, jon, staff] = await Promise.all([
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  otherLandlord = await t.login('magnus@leiga.is');
  annaName = (await profileOf(t, anna)).profileUsername;
  await applyTo(t, anna.userId, jon.userId);
});
afterAll(() => t.close());

async function setOption(resource: string, option: string, session = anna) {
  return t.call<Setting>('POST', '/api/visibility-settings/', {
    token: session.access,
    body: { resource, option },
  });
}

/** What each reader sees of Anna's committed pre-approval: [income shown, score shown]. */
async function seen(): Promise<Record<string, [boolean, boolean]>> {
  const readers: Record<string, Session | null> = {
    owner: anna,
    staff,
    applied_landlord: jon,
    landlord: otherLandlord,
    tenant: kristin,
    anonymous: null,
  };
  const out: Record<string, [boolean, boolean]> = {};
  for (const [name, session] of Object.entries(readers)) {
    const reply = await t.call<Profile>('GET', `/api/tenant-profiles/${annaName}/`, {
      token: session?.access,
    });
    const p = reply.body.pre_approval!;
    expect(p.is_net_income_visible).toBe(p.avg_net_income !== null);
    expect(p.is_credit_score_visible).toBe(p.credit_score !== null);
    out[name] = [p.avg_net_income !== null, p.credit_score !== null];
  }
  return out;
}

describe('the option lists', () => {
  it('name the two sensitive resources and three options', async () => {
    const resources = await t.call<{ id: number; tag: string; name: string }[]>(
      'GET',
      '/api/sensitive-resources/',
    );
    expect(resources.body.map((r) => r.tag)).toEqual(['CREDIT_SCORE', 'NET_INCOME']);
    const options = await t.call<{ tag: string }[]>('GET', '/api/visibility-options/');
    expect(options.body.map((o) => o.tag)).toEqual(['PRIVATE', 'APPLIED_LANDLORDS', 'PUBLIC']);
  });
});

describe('visibility settings', () => {
  it('no setting means PRIVATE: only the owner and staff see income and score', async () => {
    const fresh = await t.call<{ results: Setting[] }>('GET', '/api/visibility-settings/', {
      token: kristin.access,
    });
    expect(fresh.body.results).toEqual([]);
    // Anna's seed sets both to APPLIED_LANDLORDS; remove them to see the default.
    const mine = await t.call<{ results: Setting[] }>('GET', '/api/visibility-settings/', {
      token: anna.access,
    });
    expect(mine.body.results.map((s) => [s.resource, s.option]).sort()).toEqual([
      ['CREDIT_SCORE', 'APPLIED_LANDLORDS'],
      ['NET_INCOME', 'APPLIED_LANDLORDS'],
    ]);
    for (const s of mine.body.results)
      await t.call('PATCH', `/api/visibility-settings/${s.id}/`, {
        token: anna.access,
        body: { option: 'PRIVATE' },
      });
    expect(await seen()).toEqual({
      owner: [true, true], staff: [true, true], applied_landlord: [false, false], landlord: [false, false], tenant: [false, false], anonymous: [false, false],
    }); // prettier-ignore
  });

  it('APPLIED_LANDLORDS opens a resource to landlords the tenant applied to, only', async () => {
    const reply = await setOption('NET_INCOME', 'APPLIED_LANDLORDS');
    expect(reply.status).toBe(200);
    expect(reply.body.option).toBe('APPLIED_LANDLORDS');
    expect(await seen()).toEqual({
      owner: [true, true], staff: [true, true], applied_landlord: [true, false], landlord: [false, false], tenant: [false, false], anonymous: [false, false],
    }); // prettier-ignore
  });

  it('PUBLIC opens it to every reader, anonymous included', async () => {
    await setOption('CREDIT_SCORE', 'PUBLIC');
    expect(await seen()).toEqual({
      owner: [true, true], staff: [true, true], applied_landlord: [true, true], landlord: [false, true], tenant: [false, true], anonymous: [false, true],
    }); // prettier-ignore
  });

  it('a withdrawn application closes APPLIED_LANDLORDS again', async () => {
    await t.app.ctx.db
      .update(rentalApplications)
      .set({ status: 'cancelled' })
      .where(eq(rentalApplications.tenantId, anna.userId));
    expect((await seen())['applied_landlord']).toEqual([false, true]);
    await t.app.ctx.db
      .update(rentalApplications)
      .set({ status: 'pending' })
      .where(eq(rentalApplications.tenantId, anna.userId));
  });

  it('creating a setting for a resource without one answers 201; bad values are 400', async () => {
    const created = await setOption('NET_INCOME', 'PUBLIC', kristin);
    expect(created.status).toBe(201);
    const bad = await setOption('SHOE_SIZE', 'FRIENDS', kristin);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      resource: 'validation.sensitive_resource',
      option: 'validation.visibility_option',
    });
    const badPatch = await t.call('PATCH', `/api/visibility-settings/${created.body.id}/`, {
      token: kristin.access,
      body: { option: 'SOMETIMES' },
    });
    expect(badPatch.body.fields).toEqual({ option: 'validation.visibility_option' });
  });

  it('settings belong to their owner: others cannot read or change them', async () => {
    const mine = await t.call<{ results: Setting[] }>('GET', '/api/visibility-settings/', {
      token: anna.access,
    });
    const id = mine.body.results[0]!.id;
    for (const session of [kristin, jon, staff])
      expect(
        (
          await t.call('PATCH', `/api/visibility-settings/${id}/`, {
            token: session.access,
            body: { option: 'PUBLIC' },
          })
        ).status,
      ).toBe(404);
    expect(
      (await t.call('PATCH', `/api/visibility-settings/${id}/`, { body: { option: 'PUBLIC' } }))
        .status,
    ).toBe(401);
    expect((await setOption('NET_INCOME', 'PUBLIC', jon)).status).toBe(403);
    const profileId = (await profileOf(t, anna)).id;
    expect(
      (
        await t.call('GET', `/api/visibility-settings/?profile=${profileId}`, {
          token: kristin.access,
        })
      ).status,
    ).toBe(403);
    const asStaff = await t.call<{ results: Setting[] }>(
      'GET',
      `/api/visibility-settings/?profile=${profileId}`,
      { token: staff.access },
    );
    expect(asStaff.body.results).toHaveLength(2);
    expect((await t.call('GET', '/api/visibility-settings/')).status).toBe(401);
  });
});
