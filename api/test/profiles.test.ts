import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { makePhoto } from './support/images.js';
import { multipartBody } from './support/multipart.js';
import { applyTo, makePdf, profileOf } from './support/profiles.js';

type Missing = { field: string; section: string };
type Profile = {
  id: number;
  profile_username: string;
  about: string | null;
  interests: { id: number; interest_tag: string }[];
  profile_completion_percentage: number;
  profile_completion_fields: Missing[];
  viewer: { relation: string; can_edit: boolean; can_download_protected: boolean };
  visibility?: Record<string, string>;
  currently_based: { place_id: string; name: string } | null;
  profile_image: { key: string } | null;
  cover: { image: { key: string } } | null;
  pre_approval: { credit_score: { credit_class: string } | null } | null;
};

let t: TestApp;
let anna: Session;
let kristin: Session;
let jon: Session;
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
  annaName = (await profileOf(t, anna)).profileUsername;
});
afterAll(() => t.close());

const upload = (data: Buffer, filename = 'mynd.jpg', contentType = 'image/jpeg') =>
  multipartBody([{ filename, contentType, data }]);

describe('reading a profile', () => {
  it('Anna’s seeded profile is complete, with an A2 credit class she sees herself', async () => {
    const reply = await t.call<Profile>('GET', `/api/tenant-profiles/${annaName}/`, {
      token: anna.access,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.profile_completion_percentage).toBe(100);
    expect(reply.body.profile_completion_fields).toEqual([]);
    expect(reply.body.pre_approval?.credit_score?.credit_class).toBe('A2');
    expect(reply.body.viewer).toEqual({
      relation: 'owner',
      can_edit: true,
      can_download_protected: true,
    });
  });

  it('names each reader’s relation; only the owner and staff see the visibility options', async () => {
    const other = await t.register({ user_type: 'LL', full_name: 'Ásgeir Leigusali' });
    await applyTo(t, anna.userId, jon.userId);
    const cases: [Session | null, string][] = [
      [anna, 'owner'],
      [staff, 'staff'],
      [jon, 'applied_landlord'],
      [other, 'landlord'],
      [kristin, 'tenant'],
      [null, 'anonymous'],
    ];
    for (const [session, relation] of cases) {
      const reply = await t.call<Profile>('GET', `/api/tenant-profiles/${annaName}/`, {
        token: session?.access,
      });
      expect(reply.status, relation).toBe(200);
      expect(reply.body.viewer.relation).toBe(relation);
      expect(reply.body.viewer.can_edit).toBe(relation === 'owner');
      expect(!!reply.body.visibility, relation).toBe(relation === 'owner' || relation === 'staff');
    }
  });

  it('answers 404 for an unknown username and 400 for a malformed one', async () => {
    expect((await t.call('GET', '/api/tenant-profiles/engin-slik/')).status).toBe(404);
    const bad = await t.call('GET', '/api/tenant-profiles/Not_A_Name/');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ username: 'validation.profile_username' });
  });

  it('reads several profiles by id in one call', async () => {
    const annaProfile = await profileOf(t, anna);
    const kristinProfile = await profileOf(t, kristin);
    const reply = await t.call<{ results: Profile[] }>(
      'GET',
      `/api/tenant-profiles/?ids=${annaProfile.id},${kristinProfile.id},999999`,
      { token: kristin.access },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((p) => [p.id, p.viewer.relation]).sort()).toEqual(
      [
        [annaProfile.id, 'tenant'],
        [kristinProfile.id, 'owner'],
      ].sort(),
    );
  });
});

describe('editing the profile', () => {
  it('the owner changes about; nobody else can', async () => {
    const ok = await t.call<Profile>('PATCH', `/api/users/${kristin.userId}/profile/`, {
      token: kristin.access,
      body: { about: 'Róleg og reyklaus, vinn á leikskóla í Vesturbænum.', is_smoker: false },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.about).toMatch(/^Róleg/);
    for (const session of [anna, jon, staff]) {
      const refused = await t.call('PATCH', `/api/users/${kristin.userId}/profile/`, {
        token: session.access,
        body: { about: 'hakk' },
      });
      expect(refused.status).toBe(403);
    }
    expect(
      (await t.call('PATCH', `/api/users/${kristin.userId}/profile/`, { body: { about: 'x' } }))
        .status,
    ).toBe(401);
  });

  it('landlords have no rental profile; bad fields are 400 with keys', async () => {
    const landlord = await t.call('PATCH', `/api/users/${jon.userId}/profile/`, {
      token: jon.access,
      body: { about: 'Leigusali' },
    });
    expect(landlord.status).toBe(403);
    const bad = await t.call('PATCH', `/api/users/${kristin.userId}/profile/`, {
      token: kristin.access,
      body: { about: 'x'.repeat(2001), is_smoker: 'kannski', shoe_size: 44 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      about: 'validation.about',
      is_smoker: 'validation.required',
    });
  });
});

describe('profile completion', () => {
  it('rises from 0 % as a new tenant fills sections; each missing field names its section', async () => {
    const fresh = await t.register({ full_name: 'Þórdís Prufa' });
    const name = (await profileOf(t, fresh)).profileUsername;
    const url = `/api/tenant-profiles/${name}/profile-completion/`;
    const start = await t.call<{
      profile_completion_percentage: number;
      profile_completion_fields: Missing[];
    }>('GET', url, { token: fresh.access });
    expect(start.body.profile_completion_percentage).toBe(0);
    expect(start.body.profile_completion_fields.map((f) => f.section)).toEqual([
      'profile-image', 'about', 'interests', 'employers', 'educations', 'currently-based', 'pre-approval',
    ]); // prettier-ignore
    await t.call('PATCH', `/api/users/${fresh.userId}/profile/`, {
      token: fresh.access,
      body: { about: 'Ég er snyrtilegur leigjandi sem leitar að íbúð.' },
    });
    await t.call('POST', `/api/tenant-profiles/${name}/interests/`, {
      token: fresh.access,
      body: { interest_tag: 'Hiking' },
    });
    const after = await t.call<{ profile_completion_percentage: number }>('GET', url, {
      token: fresh.access,
    });
    expect(after.body.profile_completion_percentage).toBe(29);
  });

  it('the average across tenants needs a signed-in caller', async () => {
    const url = '/api/tenant-profiles/average-profile-completion/';
    expect((await t.call('GET', url)).status).toBe(401);
    const reply = await t.call<{ average_profile_completion: number; profiles_count: number }>(
      'GET',
      url,
      { token: jon.access },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.profiles_count).toBeGreaterThanOrEqual(4);
    expect(reply.body.average_profile_completion).toBeGreaterThan(0);
    expect(reply.body.average_profile_completion).toBeLessThan(100);
  });
});

describe('places and schools', () => {
  it('suggests towns and neighbourhoods without accents, and sets where the tenant is based', async () => {
    const url = '/api/currently-based-suggestions/?query=vesturb';
    expect((await t.call('GET', url)).status).toBe(401);
    const found = await t.call<{ results: { place_id: string; name: string }[] }>('GET', url, {
      token: kristin.access,
    });
    expect(found.body.results[0]).toMatchObject({
      name: 'Vesturbær',
      place_id: 'sandbox:rvk:vesturbaer',
    });
    const town = await t.call<{ results: { name: string }[] }>(
      'GET',
      '/api/currently-based-suggestions/?query=isafj',
      { token: kristin.access },
    );
    expect(town.body.results.map((p) => p.name)).toEqual(['Ísafjörður']);
    const kristinName = (await profileOf(t, kristin)).profileUsername;
    const set = await t.call<Profile>(
      'POST',
      `/api/tenant-profiles/${kristinName}/currently-based/`,
      {
        token: kristin.access,
        body: { place_id: 'sandbox:town:akureyri' },
      },
    );
    expect(set.body.currently_based).toEqual({
      place_id: 'sandbox:town:akureyri',
      name: 'Akureyri',
    });
    const unknown = await t.call('POST', `/api/tenant-profiles/${kristinName}/currently-based/`, {
      token: kristin.access,
      body: { place_id: 'nowhere' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ place_id: 'validation.place_id' });
    const notOwner = await t.call('POST', `/api/tenant-profiles/${kristinName}/currently-based/`, {
      token: staff.access,
      body: { place_id: 'sandbox:town:akureyri' },
    });
    expect(notOwner.status).toBe(403);
  });

  it('searches Icelandic schools without accents', async () => {
    const reply = await t.call<{ results: { id: string; name: string }[] }>(
      'GET',
      '/api/educational-institutions/?q=menntaskolinn%20akureyri',
    );
    expect(reply.body.results[0]?.name).toBe('Menntaskólinn á Akureyri');
  });
});

describe('images', () => {
  it('the owner sets the profile image and cover photo; others cannot; non-images are refused', async () => {
    const profile = await profileOf(t, kristin);
    const photo = upload(await makePhoto({ width: 600, height: 600 }));
    const set = await t.call<{ results: { key: string; width: number }[] }>(
      'POST',
      `/api/profiles/${profile.id}/images/`,
      {
        token: kristin.access,
        ...photo,
        body: photo.payload,
      },
    );
    expect(set.status).toBe(201);
    expect(set.body.results[0]!.key).toMatch(/^profiles\//);
    const image = await t.app.inject({
      method: 'GET',
      url: `/_ipx/w_64/${set.body.results[0]!.key}`,
    });
    expect(image.statusCode).toBe(200);

    const other = upload(await makePhoto());
    expect(
      (
        await t.call('POST', `/api/profiles/${profile.id}/images/`, {
          token: anna.access,
          ...other,
          body: other.payload,
        })
      ).status,
    ).toBe(403);
    const pdf = upload(makePdf(), 'skjal.pdf', 'application/pdf');
    const refused = await t.call('POST', `/api/profiles/${profile.id}/images/`, {
      token: kristin.access,
      ...pdf,
      body: pdf.payload,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('unsupported_image');

    const cover = upload(await makePhoto({ hue: 20 }));
    const coverReply = await t.call<{ image: { key: string } }>(
      'POST',
      `/api/tenant-profiles/${profile.profileUsername}/cover-photo/`,
      {
        token: kristin.access,
        ...cover,
        body: cover.payload,
      },
    );
    expect(coverReply.status).toBe(201);
    const view = await t.call<Profile>('GET', `/api/tenant-profiles/${profile.profileUsername}/`);
    expect(view.body.cover?.image.key).toBe(coverReply.body.image.key);
    expect(view.body.profile_image?.key).toBe(set.body.results[0]!.key);
    expect(
      (
        await t.call('DELETE', `/api/tenant-profiles/${profile.profileUsername}/cover-photo/`, {
          token: jon.access,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('DELETE', `/api/tenant-profiles/${profile.profileUsername}/cover-photo/`, {
          token: kristin.access,
        })
      ).status,
    ).toBe(204);
    expect(
      (await t.call<Profile>('GET', `/api/tenant-profiles/${profile.profileUsername}/`)).body.cover,
    ).toBeNull();
  });
});
