import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractParties } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { addCollaborator, completeContract, createDraft } from './support/contracts.js';
import {
  ANNA_TENANT,
  partsClient,
  type Method,
  type PartsContract,
  type RegistryProperty,
} from './support/contract-parts.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let editor: Session;
let contractId: number;
let property: RegistryProperty;
let api: ReturnType<typeof partsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = partsClient(t);
  [jon, anna, kristin, staff, reader, editor] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
    t.register({ user_type: 'LL' }),
  ]);
  contractId = (await createDraft(t, jon)).id;
  const withAnna = await api.ok('POST', `/api/contracts/${contractId}/tenants/`, jon, ANNA_TENANT);
  firstParties = [...withAnna.landlords, ...withAnna.tenants].map((p) => p.id);
  await addCollaborator(t, contractId, reader.userId, 'R');
  await addCollaborator(t, contractId, editor.userId, 'W');
  property = await api.findProperty(jon, 'Grettisgata 54');
});
afterAll(() => t.close());

/** Someone with no account, so adding them changes nobody's access. */
const GUDRUN = {
  ...ANNA_TENANT,
  name: 'Guðrún Einarsdóttir',
  identifier: '3001853719',
  emails: [{ email: 'gudrun@example.is' }],
};

let firstParties: number[] = [];
/** Back to the landlord and Anna, so parties added by earlier calls stay under the limit. */
const trimParties = () =>
  t.db
    .delete(contractParties)
    .where(
      and(eq(contractParties.contractId, contractId), notInArray(contractParties.id, firstParties)),
    );

const contract = () => api.ok('GET', `/api/contracts/${contractId}/`, jon);
const last = <T>(list: T[]): T => list[list.length - 1]!;

/** Parts made afresh (as the landlord) for each call that will change or remove one. */
const fresh = {
  units: async () => {
    const c = await api.ok('POST', `/api/contracts/${contractId}/realestate/`, jon, {
      property_code: property.property_code,
      unit_codes: [property.units[0]!.unit_code],
    });
    return c.real_estate!.units[0]!.id;
  },
  party: async () => {
    await trimParties();
    const c = await api.ok('POST', `/api/contracts/${contractId}/tenants/`, jon, GUDRUN);
    return last(c.tenants);
  },
  reading: async () => {
    const c = await contract();
    const heating = c.utilities.find((u) => u.utility.tag === 'heating')!;
    const after = await api.ok('POST', `/api/contract-utilities/${heating.id}/readings/`, jon, {
      meter_number: '4410023',
      value: 1523.4,
      read_at: '2026-01-01',
    });
    return last(after.utilities.find((u) => u.id === heating.id)!.meter_readings).id;
  },
  reason: async () => {
    const c = await api.ok('POST', `/api/contracts/${contractId}/termination-reasons/`, jon, {
      text: 'Eigandi flytur sjálfur inn í íbúðina.',
    });
    return last(c.termination_reasons).id;
  },
};

type Case = {
  name: string;
  method: Method;
  prepare: () => Promise<{ url: string; body?: unknown }>;
};

const on = (path: string, body?: unknown) => async () => ({
  url: `/api/contracts/${contractId}/${path}`,
  body,
});

const CASES: Case[] = [
  {
    name: 'set the real estate',
    method: 'POST',
    prepare: async () => ({
      url: `/api/contracts/${contractId}/realestate/`,
      body: { property_code: property.property_code, unit_codes: [property.units[0]!.unit_code] },
    }),
  },
  { name: 'clear the real estate', method: 'DELETE', prepare: on('realestate/') },
  {
    name: 'change a unit',
    method: 'PATCH',
    prepare: async () => ({
      url: `/api/contract-units/${await fresh.units()}/`,
      body: { rooms: 2 },
    }),
  },
  {
    name: 'remove a unit',
    method: 'DELETE',
    prepare: async () => ({ url: `/api/contract-units/${await fresh.units()}/` }),
  },
  {
    name: 'add a landlord',
    method: 'POST',
    prepare: async () => (await trimParties(), on('landlords/', GUDRUN)()),
  },
  {
    name: 'add a tenant',
    method: 'POST',
    prepare: async () => (await trimParties(), on('tenants/', GUDRUN)()),
  },
  {
    name: 'change a party',
    method: 'PATCH',
    prepare: async () => ({
      url: `/api/contract-entities/${(await fresh.party()).id}/`,
      body: { name: 'Sigurður Ó. Ólafsson' },
    }),
  },
  {
    name: 'remove a party',
    method: 'DELETE',
    prepare: async () => ({ url: `/api/contract-entities/${(await fresh.party()).id}/` }),
  },
  {
    name: 'remove an e-mail',
    method: 'DELETE',
    prepare: async () => ({ url: `/api/entity-emails/${(await fresh.party()).emails[0]!.id}/` }),
  },
  {
    name: 'remove a phone',
    method: 'DELETE',
    prepare: async () => ({ url: `/api/entity-phones/${(await fresh.party()).phones[0]!.id}/` }),
  },
  {
    name: 'change restrictions',
    method: 'PATCH',
    prepare: on('restrictions/', { sex_allowed: 0, sex_allowed_reason: null }),
  },
  {
    name: 'set utilities',
    method: 'PUT',
    prepare: on('utilities/', {
      utilities: [{ utility: { tag: 'housefund' }, price: 12_000, paid_by_tenant: true }],
    }),
  },
  {
    name: 'change a utility',
    method: 'PATCH',
    prepare: async () => ({
      url: `/api/contract-utilities/${(await contract()).utilities[0]!.id}/`,
      body: { price: 9000 },
    }),
  },
  {
    name: 'add a meter reading',
    method: 'POST',
    prepare: async () => ({
      url: `/api/contract-utilities/${(await contract()).utilities[1]!.id}/readings/`,
      body: { meter_number: '123', value: 10, read_at: '2026-01-01' },
    }),
  },
  {
    name: 'remove a meter reading',
    method: 'DELETE',
    prepare: async () => ({ url: `/api/meter-readings/${await fresh.reading()}/` }),
  },
  {
    name: 'add a termination reason',
    method: 'POST',
    prepare: on('termination-reasons/', { text: 'Verulegar endurbætur á húsnæðinu.' }),
  },
  {
    name: 'remove a termination reason',
    method: 'DELETE',
    prepare: async () => ({ url: `/api/termination-reasons/${await fresh.reason()}/` }),
  },
];

describe.each(CASES)('$name ($method)', ({ method, prepare }) => {
  it('asks the anonymous to sign in, hides the contract from others, refuses readers', async () => {
    const { url, body } = await prepare();
    expect((await api.call(method, url, null, body)).status).toBe(401);
    expect((await api.call(method, url, kristin, body)).status).toBe(404);
    expect((await api.call(method, url, reader, body)).status).toBe(403);
    // The tenant reads the lease; the landlord's side writes it.
    expect((await api.call(method, url, anna, body)).status).toBe(403);
  });

  it('lets the landlord, a W collaborator and staff make the change', async () => {
    for (const session of [jon, editor, staff]) {
      const { url, body } = await prepare();
      const reply = await api.call(method, url, session, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.id).toBe(contractId);
    }
  });
});

describe('the register lookups', () => {
  it('are for signed-in users', async () => {
    expect((await api.call('GET', '/api/property-registry/?q=Laugavegur', null)).status).toBe(401);
    expect(
      (await api.call('POST', '/api/entity-autofill/', null, { identifier: '1203942319' })).status,
    ).toBe(401);
    expect(
      (await api.call('POST', '/api/agents-suggestions/', null, { identifier: '5502002010' }))
        .status,
    ).toBe(401);
  });
});

describe('a committed contract', () => {
  let committedId: number;
  beforeAll(async () => {
    committedId = (await createDraft(t, jon)).id;
    await api.ok('POST', `/api/contracts/${committedId}/tenants/`, jon, ANNA_TENANT);
    await completeContract(t, jon, committedId);
    await api.ok('POST', `/api/contracts/${committedId}/commit/`, jon, { sign_type: 'paper' });
  });

  it('refuses the landlord with 409 and lets staff correct it', async () => {
    const url = `/api/contracts/${committedId}/termination-reasons/`;
    const body = { text: 'Leigjandi vanefnir samninginn.' };
    const refused = await api.call('POST', url, jon, body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('wrong_status');
    const byStaff = await api.call<PartsContract>('POST', url, staff, body);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.termination_reasons.map((r) => r.text)).toEqual([body.text]);
  });

  it('refuses part routes by part id the same way', async () => {
    const c = await api.ok('GET', `/api/contracts/${committedId}/`, jon);
    const url = `/api/contract-utilities/${c.utilities[0]!.id}/`;
    expect((await api.call('PATCH', url, jon, { price: 5000 })).status).toBe(409);
    expect((await api.call('PATCH', url, staff, { price: 5000 })).status).toBe(200);
  });
});

describe('a part that does not exist', () => {
  it('is 404 for everyone, staff too', async () => {
    for (const url of [
      '/api/contract-units/2000000000/',
      '/api/contract-entities/2000000000/',
      '/api/entity-emails/2000000000/',
      '/api/meter-readings/2000000000/',
      '/api/termination-reasons/2000000000/',
    ])
      expect((await api.call('DELETE', url, staff)).status).toBe(404);
  });
});
