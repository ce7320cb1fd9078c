import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

type Match = {
  lat: number;
  lng: number;
  precision: 'address' | 'postal_code';
  street: string;
  house_number: string;
  postal_code: string;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (query: Record<string, string>, token?: string) =>
  t.call<Match>('GET', `/api/address-lookup/?${new URLSearchParams(query)}`, { token });

describe('GET /api/address-lookup/', () => {
  it('places a house on a street the places provider knows, neighbours near each other', async () => {
    const { access } = await t.as('landlord');
    const twelve = await lookup(
      { street: 'grettisgata', house_number: '12', postal_code: '101' },
      access,
    );
    expect(twelve.status).toBe(200);
    expect(twelve.body).toMatchObject({
      precision: 'address',
      street: 'Grettisgata',
      house_number: '12',
      postal_code: '101',
    });
    expect(twelve.body.lat).toBeCloseTo(64.1437, 2);
    expect(twelve.body.lng).toBeCloseTo(-21.9203, 2);

    const fourteen = await lookup(
      { street: 'Grettisgata', house_number: '14', postal_code: '101' },
      access,
    );
    expect(fourteen.body.lng).not.toBe(twelve.body.lng);
    expect(Math.abs(fourteen.body.lng - twelve.body.lng)).toBeLessThan(0.001);
  });

  it('forgives Icelandic letters and tells a street in another town apart', async () => {
    const { access } = await t.as('landlord');
    const akureyri = await lookup(
      { street: 'Hafnarstraeti', house_number: '88', postal_code: '600' },
      access,
    );
    expect(akureyri.body).toMatchObject({ precision: 'address', street: 'Hafnarstræti' });
    expect(akureyri.body.lat).toBeCloseTo(65.68, 1);
  });

  it('falls back to the postal code area for an unknown street, 404 when nothing is known', async () => {
    const { access } = await t.as('tenant');
    const area = await lookup(
      { street: 'Óþekktagata', house_number: '3', postal_code: '105' },
      access,
    );
    expect(area.status).toBe(200);
    expect(area.body).toMatchObject({ precision: 'postal_code', street: 'Óþekktagata' });

    const nowhere = await lookup(
      { street: 'Óþekktagata', house_number: '3', postal_code: '245' },
      access,
    );
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.code).toBe('not_found');
  });

  it('answers 400 with field errors for an address the wizard could not save', async () => {
    const { access } = await t.as('landlord');
    const bad = await lookup({ street: 'G', house_number: 'tólf', postal_code: '999' }, access);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      'house_number',
      'postal_code',
      'street',
    ]);
  });

  it('is for signed-in users only', async () => {
    const anonymous = await lookup({
      street: 'Grettisgata',
      house_number: '12',
      postal_code: '101',
    });
    expect(anonymous.status).toBe(401);
  });
});
