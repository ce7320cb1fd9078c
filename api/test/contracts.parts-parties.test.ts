import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractParties } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createDraft } from './support/contracts.js';
import { ANNA_TENANT, isStepValid, partsClient, type Party } from './support/contract-parts.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let api: ReturnType<typeof partsClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = partsClient(t);
  [jon, anna, kristin] = await Promise.all([t.as('landlord'), t.as('tenant'), t.as('otherTenant')]);
});
afterAll(() => t.close());

const LEIGUUMSJON = '5502002010';
const last = <T>(list: T[]): T => list[list.length - 1]!;

/** A company tenant acting through one agent, Eva. */
const COMPANY_TENANT = {
  name: 'Leiguumsjón ehf.',
  identifier: LEIGUUMSJON,
  is_individual: false,
  phones: [{ country_code: '354', number: '5551234' }],
  emails: [{ email: 'leiga@leiguumsjon.is' }],
  agents: [
    {
      name: 'Eva Hákonardóttir',
      identifier: '0601012800',
      identifier_country: 'IS',
      is_individual: true,
      phones: [{ country_code: '354', number: '7820045' }],
      emails: [{ email: 'eva@leiguumsjon.is' }],
    },
  ],
};

describe('adding parties', () => {
  let contractId: number;
  beforeAll(async () => {
    contractId = (await createDraft(t, jon)).id;
  });
  const tenants = () => `/api/contracts/${contractId}/tenants/`;

  it('names the identifier when the kennitala is wrong or of the wrong kind', async () => {
    const wrong = await api.call('POST', tenants(), jon, {
      ...ANNA_TENANT,
      identifier: '1203942329',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ identifier: 'validation.kennitala' });
    const company = await api.call('POST', tenants(), jon, {
      ...ANNA_TENANT,
      identifier: LEIGUUMSJON,
    });
    expect(company.status).toBe(400);
    expect(company.body.fields).toEqual({ identifier: 'validation.kennitala_not_person' });
    const badEmail = await api.call('POST', tenants(), jon, {
      ...ANNA_TENANT,
      emails: [{ email: 'ekki-netfang' }],
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.fields).toEqual({ 'emails.0.email': 'validation.email' });
  });

  it('links a party to the account that has the kennitala, and gives every contact an id', async () => {
    const c = await api.ok('POST', tenants(), jon, ANNA_TENANT);
    const tenant = last(c.tenants);
    expect(tenant.identifier).toBe('1203942319');
    const [row] = await t.db
      .select()
      .from(contractParties)
      .where(eq(contractParties.id, tenant.id));
    expect(row!.userId).toBe(anna.userId);
    const ids = [...tenant.phones, ...tenant.emails].map((x) => x.id);
    expect(ids.every(Number.isInteger)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await api.call('GET', `/api/contracts/${contractId}/`, anna)).status).toBe(200);
  });

  it('refuses someone already on the lease, on either side', async () => {
    const again = await api.call('POST', tenants(), jon, ANNA_TENANT);
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ identifier: 'validation.identifier_duplicate' });
    const landlordAsTenant = await api.call('POST', tenants(), jon, {
      ...ANNA_TENANT,
      name: 'Jón Guðmundsson',
      identifier: '040768-2389',
    });
    expect(landlordAsTenant.body.fields).toEqual({ identifier: 'validation.identifier_duplicate' });
  });

  it('turns the parties step valid when every party has a phone and an e-mail', async () => {
    const before = await api.ok('GET', `/api/contracts/${contractId}/`, jon);
    expect(isStepValid(before, 'parties')).toBe(false);
    const landlord = before.landlords[0]!;
    const after = await api.ok('PATCH', `/api/contract-entities/${landlord.id}/`, jon, {
      phones: [{ country_code: '354', number: '8921234' }],
    });
    expect(isStepValid(after, 'parties')).toBe(true);
  });

  it('needs an agent for a company, and an individual one', async () => {
    const { agents: _agents, ...withoutAgents } = COMPANY_TENANT;
    const c = await api.ok('POST', tenants(), jon, withoutAgents);
    expect(isStepValid(c, 'parties')).toBe(false);
    const company = last(c.tenants);
    const withAgent = await api.ok('PATCH', `/api/contract-entities/${company.id}/`, jon, {
      agents: COMPANY_TENANT.agents,
    });
    expect(isStepValid(withAgent, 'parties')).toBe(true);
    const companyAgent = await api.call('PATCH', `/api/contract-entities/${company.id}/`, jon, {
      agents: [{ ...COMPANY_TENANT.agents[0], identifier: '6203152060', is_individual: true }],
    });
    expect(companyAgent.status).toBe(400);
    expect(companyAgent.body.fields).toEqual({
      'agents.0.identifier': 'validation.kennitala_not_person',
    });
  });
});

describe('editing a party', () => {
  let contractId: number;
  let party: Party;
  beforeAll(async () => {
    contractId = (await createDraft(t, jon)).id;
    party = last(
      (await api.ok('POST', `/api/contracts/${contractId}/tenants/`, jon, COMPANY_TENANT)).tenants,
    );
  });

  it('keeps the ids of contacts sent back, and gives new ones theirs', async () => {
    const kept = party.emails[0]!;
    const c = await api.ok('PATCH', `/api/contract-entities/${party.id}/`, jon, {
      emails: [kept, { email: 'bokhald@leiguumsjon.is' }],
    });
    const emails = c.tenants.find((p) => p.id === party.id)!.emails;
    expect(emails[0]).toEqual(kept);
    expect(emails[1]!.id).not.toBe(kept.id);
    expect(emails[1]!.email).toBe('bokhald@leiguumsjon.is');
    const agent = c.tenants.find((p) => p.id === party.id)!.agents[0]!;
    expect(agent.id).toBe(party.agents[0]!.id);
  });

  it('judges the identifier on the merged party', async () => {
    const reply = await api.call('PATCH', `/api/contract-entities/${party.id}/`, jon, {
      is_individual: true,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ identifier: 'validation.kennitala_not_person' });
  });

  it('removes a phone or an e-mail by id, the party’s own or an agent’s', async () => {
    const agentEmail = party.agents[0]!.emails[0]!;
    const c1 = await api.ok('DELETE', `/api/entity-emails/${agentEmail.id}/`, jon);
    const p1 = c1.tenants.find((p) => p.id === party.id)!;
    expect(p1.agents[0]!.emails).toEqual([]);
    expect(p1.emails.length).toBe(2);
    const phone = party.phones[0]!;
    const c2 = await api.ok('DELETE', `/api/entity-phones/${phone.id}/`, jon);
    expect(c2.tenants.find((p) => p.id === party.id)!.phones).toEqual([]);
    expect((await api.call('DELETE', `/api/entity-phones/${phone.id}/`, jon)).status).toBe(404);
  });

  it('removes the party', async () => {
    const c = await api.ok('DELETE', `/api/contract-entities/${party.id}/`, jon);
    expect(c.tenants.map((p) => p.id)).not.toContain(party.id);
  });
});

describe('entity autofill', () => {
  const autofill = (identifier: string) =>
    api.call('POST', '/api/entity-autofill/', jon, { identifier });

  it('answers a person’s and a company’s name and address from the registry', async () => {
    const person = await autofill('120394-2319');
    expect(person.status).toBe(200);
    expect(person.body).toEqual({
      identifier: '1203942319',
      name: 'Anna Sigurðardóttir',
      is_individual: true,
      address: { street: 'Grettisgata 54', postal_code: '101', town: 'Reykjavík' },
    });
    const company = await autofill(LEIGUUMSJON);
    expect(company.body).toMatchObject({ name: 'Leiguumsjón ehf.', is_individual: false });
  });

  it('refuses an invalid kennitala with 400 and an unknown one with 404, naming the field', async () => {
    const invalid = await autofill('1203942329');
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ identifier: 'validation.kennitala' });
    const unknown = await autofill('0101302989');
    expect(unknown.status).toBe(404);
    expect(unknown.body.fields).toEqual({ identifier: 'validation.kennitala_unknown' });
  });
});

describe('agent suggestions', () => {
  type Suggestions = { results: { identifier: string; name: string; source: string }[] };
  const suggest = (session: Session, identifier: string) =>
    api.call<Suggestions>('POST', '/api/agents-suggestions/', session, { identifier });

  it('lists the company’s procurators, then agents the caller named for it before', async () => {
    const contractId = (await createDraft(t, jon)).id;
    await api.ok('POST', `/api/contracts/${contractId}/tenants/`, jon, COMPANY_TENANT);
    const mine = await suggest(jon, LEIGUUMSJON);
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((s) => [s.name, s.source])).toEqual([
      ['Helga Björnsdóttir', 'registry'],
      ['Sigurður Ólafsson', 'registry'],
      ['Eva Hákonardóttir', 'previous'],
    ]);
    const theirs = await suggest(kristin, LEIGUUMSJON);
    expect(theirs.body.results.map((s) => s.source)).toEqual(['registry', 'registry']);
  });

  it('wants a company’s kennitala', async () => {
    const reply = await suggest(jon, '1203942319');
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ identifier: 'validation.kennitala_not_company' });
  });
});
