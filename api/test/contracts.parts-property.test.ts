import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyRegistryLookups } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createDraft } from './support/contracts.js';
import { isStepValid, partsClient, type RegistryProperty } from './support/contract-parts.js';

let t: TestApp;
let jon: Session;
let api: ReturnType<typeof partsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = partsClient(t);
  jon = await t.as('landlord');
});
afterAll(() => t.close());

type Page = { count: number; next: string | null; results: RegistryProperty[] };
const search = (q: string, extra = '') =>
  api.call<Page>('GET', `/api/property-registry/?q=${encodeURIComponent(q)}${extra}`, jon);

describe('the property register', () => {
  it('finds every address the demo listings use, with units the register describes', async () => {
    const listed = await t.db.query.listings.findMany({
      columns: { street: true, houseNumber: true },
    });
    expect(listed.length).toBeGreaterThan(0);
    for (const { street, houseNumber } of listed.slice(0, 25)) {
      const reply = await search(`${street} ${houseNumber}`);
      expect(reply.status).toBe(200);
      const found = reply.body.results.find(
        (p) => p.address.street === street && p.address.house_number === houseNumber,
      );
      expect(found, `${street} ${houseNumber}`).toBeDefined();
      expect(found!.property_code).toMatch(/^F\d{7}$/);
      expect(found!.landreg_id).toMatch(/^L\d{6}$/);
      for (const unit of found!.units) {
        expect(unit.unit_code).toMatch(/^\d{6}$/);
        expect(['íbúð', 'herbergi', 'atvinnuhúsnæði']).toContain(unit.usage);
        expect(unit.size).toBeGreaterThan(0);
        expect(unit.fire_insurance_value).toBeGreaterThan(0);
      }
    }
  });

  it('forgives missing accents and case, and pages the matches', async () => {
    const exact = await search('Rauðarárstígur 31');
    const folded = await search('raudararstigur 31');
    expect(folded.body.results.map((p) => p.property_code)).toEqual(
      exact.body.results.map((p) => p.property_code),
    );
    expect(exact.body.count).toBe(1);
    const street = await search('Rauðarárstíg', '&page_size=10');
    expect(street.body.count).toBe(90);
    expect(street.body.results).toHaveLength(10);
    expect(street.body.next).toContain('page=2');
  });

  it('finds a property by its fastanúmer, with or without the F', async () => {
    const [property] = (await search('Barmahlíð 12')).body.results;
    const digits = property!.property_code.slice(1);
    for (const q of [property!.property_code, digits]) {
      const reply = await search(q);
      expect(reply.body.results.map((p) => p.address.street)).toEqual(['Barmahlíð']);
    }
  });

  it('logs what it was asked, and answers 503 during an outage', async () => {
    const reply = await search('F9999999');
    expect(reply.status).toBe(503);
    const [lookup] = await t.db
      .select()
      .from(propertyRegistryLookups)
      .orderBy(desc(propertyRegistryLookups.id))
      .limit(1);
    expect(lookup).toMatchObject({ kind: 'search', query: 'F9999999', failed: true });
  });

  it('refuses a search too short to mean anything', async () => {
    const reply = await api.call('GET', '/api/property-registry/?q=a', jon);
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ q: 'validation.search_too_short' });
  });
});

describe('the contract’s real estate', () => {
  let contractId: number;
  let property: RegistryProperty;
  beforeAll(async () => {
    contractId = (await createDraft(t, jon)).id;
    property = (await search('Grettisgata 54')).body.results[0]!;
  });
  const url = () => `/api/contracts/${contractId}/realestate/`;

  it('fills landreg_id, address and the chosen units from the register', async () => {
    const chosen = property.units.slice(0, 2);
    const c = await api.ok('POST', url(), jon, {
      property_code: property.property_code,
      unit_codes: chosen.map((u) => u.unit_code),
    });
    expect(c.real_estate).toMatchObject({
      landreg_id: property.landreg_id,
      address: { street: 'Grettisgata 54', postal_code: '101' },
    });
    expect(c.real_estate!.units.map((u) => [u.unit_code, u.size, u.rooms])).toEqual(
      chosen.map((u) => [u.unit_code, u.size, u.rooms]),
    );
    expect(c.real_estate!.units.every((u) => Number.isInteger(u.id))).toBe(true);
  });

  it('names the field when the property or a unit is unknown', async () => {
    const unknownProperty = await api.call('POST', url(), jon, {
      property_code: 'F1000001',
      unit_codes: ['010101'],
    });
    expect(unknownProperty.status).toBe(400);
    expect(unknownProperty.body.fields).toEqual({ property_code: 'validation.property_unknown' });
    const unknownUnit = await api.call('POST', url(), jon, {
      property_code: property.property_code,
      unit_codes: [property.units[0]!.unit_code, '019999'],
    });
    expect(unknownUnit.status).toBe(400);
    expect(unknownUnit.body.fields).toEqual({ 'unit_codes.1': 'validation.unit_unknown' });
    const malformed = await api.call('POST', url(), jon, {
      property_code: 'F12',
      unit_codes: [],
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fields ?? {}).sort()).toEqual([
      'property_code',
      'unit_codes',
    ]);
  });

  it('answers 503 and changes nothing when the register is down', async () => {
    const before = await api.ok('GET', `/api/contracts/${contractId}/`, jon);
    const reply = await api.call('POST', url(), jon, {
      property_code: 'F9999999',
      unit_codes: ['010101'],
    });
    expect(reply.status).toBe(503);
    expect(reply.body.code).toBe('registry_unavailable');
    const after = await api.ok('GET', `/api/contracts/${contractId}/`, jon);
    expect(after.real_estate).toEqual(before.real_estate);
  });

  it('changes a unit’s agreed size and rooms, and removes a unit', async () => {
    const c = await api.ok('GET', `/api/contracts/${contractId}/`, jon);
    const [first, second] = c.real_estate!.units;
    const patched = await api.ok('PATCH', `/api/contract-units/${first!.id}/`, jon, {
      changed_size: 61.5,
      rooms: 2,
    });
    expect(patched.real_estate!.units[0]).toMatchObject({
      id: first!.id,
      changed_size: 61.5,
      rooms: 2,
      size: first!.size,
    });
    const bad = await api.call('PATCH', `/api/contract-units/${first!.id}/`, jon, {
      changed_size: -3,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ changed_size: 'validation.size' });
    const removed = await api.ok('DELETE', `/api/contract-units/${second!.id}/`, jon);
    expect(removed.real_estate!.units.map((u) => u.id)).toEqual([first!.id]);
  });

  it('turns the property step valid once the rest of it is given, and back when cleared', async () => {
    const patched = await api.ok('PATCH', `/api/contracts/${contractId}/`, jon, {
      listing_type: { tag: 'apartment' },
      special_group_usage: 'none',
      rooms: 2,
    });
    expect(isStepValid(patched, 'property')).toBe(true);
    const cleared = await api.ok('DELETE', url(), jon);
    expect(cleared.real_estate).toBeNull();
    expect(isStepValid(cleared, 'property')).toBe(false);
  });

  it('writes each change on the contract’s timeline', async () => {
    const events = await api.ok<{ results: { kind: string }[] }>(
      'GET',
      `/api/contracts/${contractId}/events/`,
      jon,
    );
    const kinds = events.results.map((e) => e.kind);
    for (const kind of ['real_estate_set', 'unit_updated', 'unit_removed', 'real_estate_removed'])
      expect(kinds).toContain(kind);
  });
});
