import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './contracts-steps.operations.js';
import { restLogin, startStack, type GraphResponse, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Party = {
  id: string;
  name: string;
  identifier: string;
  phones: { id: string; number: string }[];
  emails: { id: string; email: string }[];
};
type Contract = {
  id: string;
  amenities: string[] | null;
  fixturesDescription: string | null;
  maintenance: {
    tenantDuties: string[];
    maintenanceNotes: string | null;
    inspection: string;
    inspectionPaidBy: string | null;
    inspectorName: string | null;
  } | null;
  tenants: Party[];
  validSteps: { stepName: string; isValid: boolean }[];
};

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
const isStepValid = (c: Contract, name: string) =>
  c.validSteps.find((s) => s.stepName === name)?.isValid;

async function draft(input: Record<string, unknown> = {}): Promise<Contract> {
  const res = await stack.gql<{ createContract: Contract }>(op.CREATE, { input }, { token: jon });
  expect(res.errors).toEqual([]);
  return res.data!.createContract;
}

async function edit(document: string, input: Record<string, unknown>, token = jon) {
  const res = await stack.gql<Record<string, Contract>>(document, { input }, { token });
  return { res, contract: res.data ? Object.values(res.data)[0] : undefined };
}

describe('the amenities step', () => {
  it('saves amenities and the furnishings text in one REST call', async () => {
    const c = await draft();
    expect(c.amenities).toBeNull();
    const { res, contract } = await edit(op.UPDATE_AMENITIES, {
      id: c.id,
      amenities: ['SAUNA', 'BALCONY'],
      fixturesDescription: 'Sófi og borðstofuborð fylgja.',
    });
    expect(res.errors).toEqual([]);
    expect(contract?.amenities).toEqual(['BALCONY', 'SAUNA']);
    expect(contract?.fixturesDescription).toBe('Sófi og borðstofuborð fylgja.');
    expect(isStepValid(contract!, 'amenities')).toBe(true);
    expect(lastRestCalls(stack)).toBe(1);
  });

  it('gives the field error for a text over 1,500 characters', async () => {
    const c = await draft();
    const { res } = await edit(op.UPDATE_AMENITIES, {
      id: c.id,
      amenities: [],
      fixturesDescription: 'x'.repeat(1501),
    });
    expect(fieldsOf(res)).toEqual({ fixturesDescription: 'validation.fixtures_length' });
  });

  it('suggests the listing’s amenities for a contract made from it, none otherwise', async () => {
    const listings = await stack.gql<{
      myListings: { items: { id: string; amenities: string[] | null }[] };
    }>(op.MY_LISTINGS, {}, { token: jon });
    const listing = listings.data!.myListings.items.find((l) => (l.amenities ?? []).length > 0);
    expect(listing).toBeDefined();
    const fromListing = await draft({ listingId: listing!.id });
    const res = await stack.gql<{ contract: { amenitySuggestions: string[] } }>(
      op.SUGGESTIONS,
      { id: fromListing.id },
      { token: jon },
    );
    expect(res.errors).toEqual([]);
    expect([...res.data!.contract.amenitySuggestions].sort()).toEqual(
      [...listing!.amenities!].sort(),
    );
    const empty = await draft();
    const none = await stack.gql<{ contract: { amenitySuggestions: string[] } }>(
      op.SUGGESTIONS,
      { id: empty.id },
      { token: jon },
    );
    expect(none.data!.contract.amenitySuggestions).toEqual([]);
  });
});

describe('the maintenance-and-inspection step', () => {
  it('saves an independent inspection with its payer, and drops them for a joint one', async () => {
    const c = await draft();
    const independent = {
      id: c.id,
      tenantDuties: ['SNOW_CLEARING', 'GARDEN'],
      maintenanceNotes: 'Leigjandi skiptir um síur.',
      inspection: 'INDEPENDENT',
      inspectionPaidBy: 'SPLIT',
      inspectorName: 'Úttektir ehf.',
    };
    const saved = await edit(op.UPDATE_MAINTENANCE, independent);
    expect(saved.res.errors).toEqual([]);
    expect(saved.contract?.maintenance).toEqual({
      tenantDuties: ['GARDEN', 'SNOW_CLEARING'],
      maintenanceNotes: 'Leigjandi skiptir um síur.',
      inspection: 'INDEPENDENT',
      inspectionPaidBy: 'SPLIT',
      inspectorName: 'Úttektir ehf.',
    });
    expect(isStepValid(saved.contract!, 'maintenance-and-inspection')).toBe(true);
    const joint = await edit(op.UPDATE_MAINTENANCE, { ...independent, inspection: 'JOINT' });
    expect(joint.contract?.maintenance).toMatchObject({
      inspection: 'JOINT',
      inspectionPaidBy: null,
      inspectorName: null,
    });
  });

  it('needs a payer for an independent inspection', async () => {
    const c = await draft();
    const { res } = await edit(op.UPDATE_MAINTENANCE, {
      id: c.id,
      tenantDuties: [],
      inspection: 'INDEPENDENT',
    });
    expect(fieldsOf(res)).toEqual({ inspectionPaidBy: 'validation.inspection_payer_required' });
  });

  it('is not found for someone the contract is not shared with', async () => {
    const c = await draft();
    const { res } = await edit(
      op.UPDATE_AMENITIES,
      { id: c.id, amenities: [], fixturesDescription: null },
      anna,
    );
    expect(res.errors[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('editing a party', () => {
  const GUDRUN = {
    role: 'TENANT',
    name: 'Guðrún Einarsdóttir',
    identifier: '3001853719',
    isIndividual: true,
    phones: [
      { countryCode: '354', number: '6612345' },
      { countryCode: '354', number: '7712345' },
    ],
    emails: [{ email: 'gudrun@example.is' }, { email: 'gudrun.e@example.is' }],
  };

  it('removes one phone and one e-mail by their ids, and renames the party', async () => {
    const c = await draft();
    const added = await edit(op.ADD_PARTY, { id: c.id, ...GUDRUN });
    expect(added.res.errors).toEqual([]);
    const tenant = added.contract!.tenants[0]!;

    const phone = await edit(op.REMOVE_PHONE, { id: tenant.phones[1]!.id });
    expect(phone.res.errors).toEqual([]);
    expect(phone.contract!.tenants[0]!.phones.map((p) => p.number)).toEqual(['6612345']);
    expect(lastRestCalls(stack)).toBe(1);

    const email = await edit(op.REMOVE_EMAIL, { id: tenant.emails[0]!.id });
    expect(email.contract!.tenants[0]!.emails.map((e) => e.email)).toEqual(['gudrun.e@example.is']);

    const renamed = await edit(op.UPDATE_PARTY, { id: tenant.id, name: 'Guðrún E. Einarsdóttir' });
    expect(renamed.contract!.tenants[0]!.name).toBe('Guðrún E. Einarsdóttir');
    const wrongKt = await edit(op.UPDATE_PARTY, { id: tenant.id, identifier: '1203942329' });
    expect(fieldsOf(wrongKt.res)).toEqual({ identifier: 'validation.kennitala' });
  });

  it('is not found for a contact someone else’s contract holds', async () => {
    const c = await draft();
    const added = await edit(op.ADD_PARTY, { id: c.id, ...GUDRUN });
    const phoneId = added.contract!.tenants[0]!.phones[0]!.id;
    const { res } = await edit(op.REMOVE_PHONE, { id: phoneId }, anna);
    expect(res.errors[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
