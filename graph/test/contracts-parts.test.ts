import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './contracts-parts.operations.js';
import { codesOf, restLogin, startStack, type GraphResponse, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Unit = { id: string; unitCode: string; size: number; changedSize: number | null };
type Party = {
  id: string;
  name: string;
  identifier: string;
  phones: { id: string; countryCode: string; number: string }[];
  agents: { id: string; name: string }[];
};
type Utility = {
  id: string;
  tag: string;
  price: number | null;
  paidByTenant: boolean;
  meterReadings: { id: string; meterNumber: string; value: number }[];
};
type Contract = {
  id: string;
  realEstate: { landregId: string; units: Unit[] } | null;
  landlords: Party[];
  tenants: Party[];
  utilities: Utility[];
  validSteps: { stepName: string; isValid: boolean }[];
};
type RegistryProperty = {
  propertyCode: string;
  landregId: string;
  address: { street: string; houseNumber: string };
  units: { unitCode: string; size: number }[];
};

const LEIGUUMSJON = '5502002010';

let stack: Stack;
let jon: string;
let anna: string;

beforeAll(async () => {
  stack = await startStack();
  [jon, anna] = await Promise.all([
    restLogin(stack, 'jon@leiga.is'),
    restLogin(stack, 'anna@leiga.is'),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

const fieldsOf = (res: GraphResponse<unknown>) => res.errors[0]?.extensions?.fields;
const stepOf = (c: Contract, name: string) => c.validSteps.find((s) => s.stepName === name);

async function draft(): Promise<Contract> {
  const res = await stack.gql<{ createContract: Contract }>(op.CREATE_EMPTY, {}, { token: jon });
  expect(res.errors).toEqual([]);
  return res.data!.createContract;
}

/** Runs a part mutation as Jón and answers the contract it returns. */
async function edit(document: string, input: Record<string, unknown>, token = jon) {
  const res = await stack.gql<Record<string, Contract>>(document, { input }, { token });
  return { res, contract: res.data ? Object.values(res.data)[0] : undefined };
}

async function search(q: string): Promise<RegistryProperty[]> {
  const res = await stack.gql<{ propertyRegistry: { items: RegistryProperty[] } }>(
    op.REGISTRY,
    { q },
    { token: jon },
  );
  expect(res.errors).toEqual([]);
  return res.data!.propertyRegistry.items;
}

describe('contract parts: the property', () => {
  it('searches the register by address and by fastanúmer in one REST call', async () => {
    const found = await search('Skipholt 12');
    expect(lastRestCalls(stack)).toBe(1);
    const property = found.find((p) => p.address.houseNumber === '12');
    expect(property).toBeDefined();
    expect(property!.propertyCode).toMatch(/^F\d{7}$/);
    const byCode = await search(property!.propertyCode);
    expect(byCode.map((p) => p.propertyCode)).toContain(property!.propertyCode);
  });

  it('answers a too-short search as BAD_USER_INPUT naming q', async () => {
    const res = await stack.gql(op.REGISTRY, { q: 'a' }, { token: jon });
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(res)).toEqual({ q: 'validation.search_too_short' });
  });

  it('sets the property and units, changes and removes a unit, and clears it', async () => {
    const contract = await draft();
    const [property] = (await search('Borgartún 8')).filter((p) => p.units.length > 0);
    const codes = property!.units.slice(0, 2).map((u) => u.unitCode);
    const set = await edit(op.SET_REAL_ESTATE, {
      id: contract.id,
      propertyCode: property!.propertyCode,
      unitCodes: codes,
    });
    expect(set.res.errors).toEqual([]);
    expect(set.contract!.realEstate!.landregId).toBe(property!.landregId);
    expect(set.contract!.realEstate!.units.map((u) => u.unitCode)).toEqual(codes);

    const unit = set.contract!.realEstate!.units[0]!;
    const changed = await edit(op.UPDATE_UNIT, { id: unit.id, changedSize: 42.5, rooms: 2 });
    expect(changed.res.errors).toEqual([]);
    expect(changed.contract!.realEstate!.units[0]).toMatchObject({ changedSize: 42.5 });

    if (codes.length > 1) {
      const removed = await edit(op.REMOVE_UNIT, { id: unit.id });
      expect(removed.contract!.realEstate!.units.map((u) => u.unitCode)).toEqual(codes.slice(1));
    }
    const cleared = await edit(op.REMOVE_REAL_ESTATE, { id: contract.id });
    expect(cleared.contract!.realEstate).toBeNull();
  });

  it('names the fields the api refuses, camelCased', async () => {
    const contract = await draft();
    const unknown = await edit(op.SET_REAL_ESTATE, {
      id: contract.id,
      propertyCode: 'F1000001',
      unitCodes: ['010101'],
    });
    expect(codesOf(unknown.res)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(unknown.res)).toEqual({ propertyCode: 'validation.property_unknown' });
    const none = await edit(op.SET_REAL_ESTATE, {
      id: contract.id,
      propertyCode: 'F2001234',
      unitCodes: [],
    });
    expect(fieldsOf(none.res)).toEqual({ unitCodes: 'validation.unit_required' });
  });

  it('hides another landlord’s contract from a tenant who is not a party', async () => {
    const contract = await draft();
    const res = await edit(op.REMOVE_REAL_ESTATE, { id: contract.id }, anna);
    expect(codesOf(res.res)).toEqual(['NOT_FOUND']);
  });
});

describe('contract parts: the parties', () => {
  it('autofills a person and a company by kennitala', async () => {
    const res = await stack.gql<{ autofillContractEntity: Record<string, unknown> }>(
      op.AUTOFILL,
      { identifier: '120394-2319' },
      { token: jon },
    );
    expect(res.errors).toEqual([]);
    expect(res.data!.autofillContractEntity).toEqual({
      identifier: '1203942319',
      name: 'Anna Sigurðardóttir',
      isIndividual: true,
      street: 'Grettisgata 54',
      postalCode: '101',
      town: 'Reykjavík',
    });
    const bad = await stack.gql(op.AUTOFILL, { identifier: '1203942329' }, { token: jon });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual({ identifier: 'validation.kennitala' });
    const unknown = await stack.gql(op.AUTOFILL, { identifier: '0101302989' }, { token: jon });
    expect(codesOf(unknown)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(unknown)).toEqual({ identifier: 'validation.kennitala_unknown' });
  });

  it('adds a tenant with a phone, edits and removes it; adds a company with an agent', async () => {
    const contract = await draft();
    const added = await edit(op.ADD_PARTY, {
      id: contract.id,
      role: 'TENANT',
      name: 'Anna Sigurðardóttir',
      identifier: '1203942319',
      isIndividual: true,
      phones: [{ countryCode: '354', number: '6123456' }],
    });
    expect(added.res.errors).toEqual([]);
    const tenant = added.contract!.tenants[0]!;
    expect(tenant.phones).toMatchObject([{ countryCode: '354', number: '6123456' }]);

    const twice = await edit(op.ADD_PARTY, {
      id: contract.id,
      role: 'TENANT',
      name: 'Anna Sigurðardóttir',
      identifier: '1203942319',
      isIndividual: true,
    });
    expect(codesOf(twice.res)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(twice.res)).toEqual({ identifier: 'validation.identifier_duplicate' });

    const badPhone = await edit(op.UPDATE_PARTY, {
      id: tenant.id,
      phones: [{ countryCode: '354', number: '12' }],
    });
    expect(fieldsOf(badPhone.res)).toEqual({ 'phones.0.number': 'validation.phone' });

    const suggestions = await stack.gql<{ contractAgentSuggestions: { name: string }[] }>(
      op.AGENT_SUGGESTIONS,
      { identifier: LEIGUUMSJON },
      { token: jon },
    );
    expect(suggestions.errors).toEqual([]);
    const agent = suggestions.data!.contractAgentSuggestions[0]!;
    expect(agent.name).toBe('Helga Björnsdóttir');

    const company = await edit(op.ADD_PARTY, {
      id: contract.id,
      role: 'TENANT',
      name: 'Leiguumsjón ehf.',
      identifier: LEIGUUMSJON,
      isIndividual: false,
      agents: [
        {
          name: 'Eva Hákonardóttir',
          identifier: '0601012800',
          isIndividual: true,
          phones: [{ countryCode: '354', number: '7820045' }],
        },
      ],
    });
    expect(company.res.errors).toEqual([]);
    expect(company.contract!.tenants.map((p) => p.name)).toEqual([
      'Anna Sigurðardóttir',
      'Leiguumsjón ehf.',
    ]);
    expect(company.contract!.tenants[1]!.agents.map((a) => a.name)).toEqual(['Eva Hákonardóttir']);

    const removed = await edit(op.REMOVE_PARTY, { id: tenant.id });
    expect(removed.contract!.tenants.map((p) => p.name)).toEqual(['Leiguumsjón ehf.']);
  });
});

describe('contract parts: utilities', () => {
  it('sets utilities, changes one, adds and removes a meter reading', async () => {
    const contract = await draft();
    const put = await edit(op.UPDATE_UTILITIES, {
      id: contract.id,
      utilities: [
        { tag: 'ELECTRICITY', price: null, paidByTenant: true },
        { tag: 'HEATING', price: 8000, paidByTenant: false },
      ],
    });
    expect(put.res.errors).toEqual([]);
    const byTag = (c: Contract, tag: string) => c.utilities.find((u) => u.tag === tag)!;
    expect(byTag(put.contract!, 'HEATING')).toMatchObject({ price: 8000, paidByTenant: false });
    const electricity = byTag(put.contract!, 'ELECTRICITY');

    const changed = await edit(op.UPDATE_UTILITY, { id: electricity.id, price: 5000 });
    expect(byTag(changed.contract!, 'ELECTRICITY').price).toBe(5000);

    const read = await edit(op.ADD_READING, {
      utilityId: electricity.id,
      meterNumber: '123456',
      value: 1042.5,
      readAt: '2026-01-01',
    });
    expect(read.res.errors).toEqual([]);
    const [reading] = byTag(read.contract!, 'ELECTRICITY').meterReadings;
    expect(reading).toMatchObject({ meterNumber: '123456', value: 1042.5 });

    const badMeter = await edit(op.ADD_READING, {
      utilityId: electricity.id,
      meterNumber: 'abc',
      value: 1,
      readAt: '2026-01-01',
    });
    expect(fieldsOf(badMeter.res)).toEqual({ meterNumber: 'validation.meter_number' });

    const gone = await edit(op.REMOVE_READING, { id: reading!.id });
    expect(byTag(gone.contract!, 'ELECTRICITY').meterReadings).toEqual([]);
    expect(stepOf(gone.contract!, 'property')).toBeDefined();
  });
});
