import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { makePhoto } from './support/images.js';
import { multipartBody } from './support/multipart.js';
import { profileOf } from './support/profiles.js';

type Item = Record<string, unknown> & { id: number };
type Profile = {
  interests: Item[];
  children: Item[];
  pets: (Item & { photos: Item[] })[];
  employers: Item[];
  educations: Item[];
};

let t: TestApp;
let owner: Session;
let other: Session;
let landlord: Session;
let staff: Session;
let name: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.register({ full_name: 'Hrafnhildur Prufa' });
  [other, landlord, staff] = await Promise.all([
    t.as('otherTenant'),
    t.as('landlord'),
    t.as('staff'),
  ]);
  name = (await profileOf(t, owner)).profileUsername;
});
afterAll(() => t.close());

const read = async () => (await t.call<Profile>('GET', `/api/tenant-profiles/${name}/`)).body;

/** Everyone but the owner is refused a change; anonymous callers are asked to sign in. */
async function expectOnlyOwner(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  for (const session of [other, landlord, staff]) {
    const reply = await t.call(method, url, { token: session.access, body });
    expect(reply.status, `${method} ${url}`).toBe(403);
  }
  expect((await t.call(method, url, { body })).status).toBe(401);
}

describe('interests', () => {
  it('adds tags once each and removes them by ids', async () => {
    const url = `/api/tenant-profiles/${name}/interests/`;
    const first = await t.call<Item>('POST', url, {
      token: owner.access,
      body: { interest_tag: ' Hiking ' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: first.body.id, interest_tag: 'hiking' });
    const again = await t.call<Item>('POST', url, {
      token: owner.access,
      body: { interest_tag: 'hiking' },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const second = await t.call<Item>('POST', url, {
      token: owner.access,
      body: { interest_tag: 'prjón' },
    });
    await expectOnlyOwner('POST', url, { interest_tag: 'music' });
    await expectOnlyOwner('DELETE', url, { ids: [first.body.id] });
    expect(
      (await t.call('POST', url, { token: owner.access, body: { interest_tag: '' } })).body.fields,
    ).toEqual({ interest_tag: 'validation.required' });
    expect((await t.call('DELETE', url, { token: owner.access, body: { ids: [] } })).status).toBe(
      400,
    );
    expect(
      (await t.call('DELETE', url, { token: owner.access, body: { ids: [first.body.id] } })).status,
    ).toBe(204);
    expect((await read()).interests.map((i) => i['interest_tag'])).toEqual(['prjón']);
    expect(second.status).toBe(201);
  });
});

describe('children', () => {
  it('are added, changed and removed by the owner only', async () => {
    const created = await t.call<Item>('POST', `/api/tenant-profiles/${name}/children/`, {
      token: owner.access,
      body: { birth_year: 2018 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ birth_year: 2018, shared_custody: false });
    const url = `/api/tenant-children/${created.body.id}/`;
    await expectOnlyOwner('PATCH', url, { shared_custody: true });
    await expectOnlyOwner('DELETE', url);
    const changed = await t.call<Item>('PATCH', url, {
      token: owner.access,
      body: { shared_custody: true },
    });
    expect(changed.body).toMatchObject({ birth_year: 2018, shared_custody: true });
    const bad = await t.call('POST', `/api/tenant-profiles/${name}/children/`, {
      token: owner.access,
      body: { birth_year: 1800 },
    });
    expect(bad.body.fields).toEqual({ birth_year: 'validation.year' });
    expect(
      (await t.call('PATCH', '/api/tenant-children/999999/', { token: owner.access, body: {} }))
        .status,
    ).toBe(404);
    expect((await t.call('DELETE', url, { token: owner.access })).status).toBe(204);
    expect((await read()).children).toEqual([]);
  });
});

describe('pets', () => {
  it('have photos; the owner adds and removes them', async () => {
    const pet = await t.call<Item>('POST', `/api/tenant-profiles/${name}/pets/`, {
      token: owner.access,
      body: { kind: 'cat', name: 'Brandur' },
    });
    expect(pet.status).toBe(201);
    expect(
      (
        await t.call('POST', `/api/tenant-profiles/${name}/pets/`, {
          token: owner.access,
          body: { kind: 'dragon' },
        })
      ).body.fields,
    ).toEqual({ kind: 'validation.pet_kind' });
    const files = multipartBody([
      { filename: 'a.jpg', contentType: 'image/jpeg', data: await makePhoto() },
      {
        filename: 'b.png',
        contentType: 'image/png',
        data: await makePhoto({ format: 'png', hue: 90 }),
      },
    ]);
    const photosUrl = `/api/tenant-pets/${pet.body.id}/photos/`;
    const refused = await t.call('POST', photosUrl, {
      token: other.access,
      headers: files.headers,
      body: files.payload,
    });
    expect(refused.status).toBe(403);
    const added = await t.call<{ results: Item[] }>('POST', photosUrl, {
      token: owner.access,
      headers: files.headers,
      body: files.payload,
    });
    expect(added.status).toBe(201);
    expect(added.body.results).toHaveLength(2);
    const changed = await t.call<Item & { photos: Item[] }>(
      'PATCH',
      `/api/tenant-pets/${pet.body.id}/`,
      { token: owner.access, body: { breed: 'Húsköttur' } },
    );
    expect(changed.body).toMatchObject({ kind: 'cat', name: 'Brandur', breed: 'Húsköttur' });
    expect(changed.body.photos).toHaveLength(2);
    const photoUrl = `/api/tenant-pet-photos/${added.body.results[0]!.id}/`;
    expect((await t.call('DELETE', photoUrl, { token: landlord.access })).status).toBe(403);
    expect((await t.call('DELETE', photoUrl, { token: owner.access })).status).toBe(204);
    expect((await read()).pets[0]!.photos).toHaveLength(1);
    await expectOnlyOwner('DELETE', `/api/tenant-pets/${pet.body.id}/`);
    expect(
      (await t.call('DELETE', `/api/tenant-pets/${pet.body.id}/`, { token: owner.access })).status,
    ).toBe(204);
    expect((await read()).pets).toEqual([]);
  });
});

describe('employers', () => {
  it('keep dates in order, on create and on change', async () => {
    const url = `/api/tenant-profiles/${name}/employers/`;
    const bad = await t.call('POST', url, {
      token: owner.access,
      body: { name: 'Marel', start_date: '2024-05-01', end_date: '2023-01-01' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ end_date: 'validation.end_before_start' });
    const created = await t.call<Item>('POST', url, {
      token: owner.access,
      body: { name: 'Marel hf.', position: 'Verkfræðingur', start_date: '2021-02-01' },
    });
    expect(created.status).toBe(201);
    await expectOnlyOwner('POST', url, { name: 'Össur' });
    const itemUrl = `/api/tenant-employers/${created.body.id}/`;
    await expectOnlyOwner('PATCH', itemUrl, { position: 'Stjóri' });
    const backwards = await t.call('PATCH', itemUrl, {
      token: owner.access,
      body: { end_date: '2020-01-01' },
    });
    expect(backwards.body.fields).toEqual({ end_date: 'validation.end_before_start' });
    const ended = await t.call<Item>('PATCH', itemUrl, {
      token: owner.access,
      body: { end_date: '2025-06-30' },
    });
    expect(ended.body).toMatchObject({
      name: 'Marel hf.',
      start_date: '2021-02-01',
      end_date: '2025-06-30',
    });
    await expectOnlyOwner('DELETE', itemUrl);
    expect((await t.call('DELETE', itemUrl, { token: owner.access })).status).toBe(204);
  });
});

describe('educations', () => {
  it('name a known school by id or a school typed in', async () => {
    const url = `/api/tenant-profiles/${name}/educations/`;
    const known = await t.call<Item>('POST', url, {
      token: owner.access,
      body: { institution_id: 'unak', program: 'BA í sálfræði', start_year: 2016, end_year: 2019 },
    });
    expect(known.status).toBe(201);
    expect(known.body).toMatchObject({
      institution_id: 'unak',
      institution_name: 'Háskólinn á Akureyri',
    });
    const typed = await t.call<Item>('POST', url, {
      token: owner.access,
      body: { institution_name: 'Københavns Universitet' },
    });
    expect(typed.body).toMatchObject({
      institution_id: null,
      institution_name: 'Københavns Universitet',
    });
    expect(
      (await t.call('POST', url, { token: owner.access, body: { institution_id: 'hogwarts' } }))
        .body.fields,
    ).toEqual({ institution_id: 'validation.institution' });
    expect(
      (await t.call('POST', url, { token: owner.access, body: { program: 'BS' } })).body.fields,
    ).toEqual({ institution_name: 'validation.required' });
    const itemUrl = `/api/tenant-educations/${known.body.id}/`;
    await expectOnlyOwner('PATCH', itemUrl, { program: 'MA' });
    expect(
      (await t.call('PATCH', itemUrl, { token: owner.access, body: { end_year: 2010 } })).body
        .fields,
    ).toEqual({ end_year: 'validation.end_before_start' });
    const moved = await t.call<Item>('PATCH', itemUrl, {
      token: owner.access,
      body: { institution_id: 'hi' },
    });
    expect(moved.body).toMatchObject({
      institution_id: 'hi',
      institution_name: 'Háskóli Íslands',
      program: 'BA í sálfræði',
    });
    await expectOnlyOwner('DELETE', itemUrl);
    expect((await t.call('DELETE', itemUrl, { token: owner.access })).status).toBe(204);
    expect((await read()).educations.map((e) => e['institution_name'])).toEqual([
      'Københavns Universitet',
    ]);
  });
});
