import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { addCollaborator, completeContract, createDraft } from './support/contracts.js';
import {
  ANNA_TENANT,
  isStepValid,
  partsClient,
  type PartsContract,
} from './support/contract-parts.js';
import { publishListing } from './support/listings.js';

/** The amenities and maintenance-and-inspection steps (issue #14). */

type StepsContract = PartsContract & {
  amenities: string[] | null;
  fixtures_description: string | null;
  maintenance: {
    tenant_duties: string[];
    maintenance_notes: string | null;
    inspection: string;
    inspection_paid_by: string | null;
    inspector_name: string | null;
  } | null;
};

let t: TestApp;
let jon: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let editor: Session;
let api: ReturnType<typeof partsClient>;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = partsClient(t);
  [jon, kristin, staff, reader, editor] = await Promise.all([
    t.as('landlord'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
    t.register({ user_type: 'LL' }),
  ]);
  contractId = (await createDraft(t, jon)).id;
  await addCollaborator(t, contractId, reader.userId, 'R');
  await addCollaborator(t, contractId, editor.userId, 'W');
});
afterAll(() => t.close());

const amenitiesUrl = (id = contractId) => `/api/contracts/${id}/amenities/`;
const maintenanceUrl = (id = contractId) => `/api/contracts/${id}/maintenance/`;

const INDEPENDENT = {
  tenant_duties: ['snow_clearing', 'garden'],
  maintenance_notes: 'Leigjandi skiptir um síur í loftræstingu á hálfs árs fresti.',
  inspection: 'independent',
  inspection_paid_by: 'split',
  inspector_name: 'Úttektir ehf.',
};

describe('the amenities step', () => {
  it('starts unanswered and valid, and saves amenities with the furnishings text', async () => {
    const draft = await api.ok<StepsContract>('GET', `/api/contracts/${contractId}/`, jon);
    expect(draft.amenities).toBeNull();
    expect(draft.fixtures_description).toBeNull();
    expect(isStepValid(draft, 'amenities')).toBe(true);

    const saved = await api.ok<StepsContract>('PUT', amenitiesUrl(), jon, {
      amenities: ['sauna', 'balcony'],
      fixtures_description: '  Sófi, borðstofuborð og ísskápur fylgja.  ',
    });
    expect(saved.amenities).toEqual(['balcony', 'sauna']);
    expect(saved.fixtures_description).toBe('Sófi, borðstofuborð og ísskápur fylgja.');
    expect(isStepValid(saved, 'amenities')).toBe(true);
    const events = await api.ok<{ results: { kind: string }[] }>(
      'GET',
      `/api/contracts/${contractId}/events/`,
      jon,
    );
    expect(events.results.map((e) => e.kind)).toContain('amenities_updated');
  });

  it('answers field errors for an unknown amenity and a text over 1,500 characters', async () => {
    const reply = await api.call('PUT', amenitiesUrl(), jon, {
      amenities: ['helipad'],
      fixtures_description: 'x'.repeat(1501),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      'amenities.0': 'validation.invalid',
      fixtures_description: 'validation.fixtures_length',
    });
  });

  it('suggests the amenities of the listing the contract was made from', async () => {
    const listingId = await publishListing(t, { title: 'Íbúð með svölum við Hverfisgötu' });
    const fromListing = await createDraft(t, jon, { listing_id: listingId });
    const suggestions = await api.ok<{ results: string[] }>(
      'GET',
      `/api/contracts/${fromListing.id}/amenity-suggestions/`,
      jon,
    );
    expect(suggestions.results).toEqual(['washing_machine', 'balcony']);
    const none = await api.ok<{ results: string[] }>(
      'GET',
      `/api/contracts/${contractId}/amenity-suggestions/`,
      jon,
    );
    expect(none.results).toEqual([]);
  });
});

describe('the maintenance-and-inspection step', () => {
  it('saves the tenant’s duties and an independent inspection with its payer', async () => {
    const saved = await api.ok<StepsContract>('PUT', maintenanceUrl(), jon, INDEPENDENT);
    expect(saved.maintenance).toEqual({
      ...INDEPENDENT,
      tenant_duties: ['garden', 'snow_clearing'],
    });
    expect(isStepValid(saved, 'maintenance-and-inspection')).toBe(true);
  });

  it('drops the inspector and payer of a joint inspection', async () => {
    const saved = await api.ok<StepsContract>('PUT', maintenanceUrl(), jon, {
      ...INDEPENDENT,
      inspection: 'joint',
    });
    expect(saved.maintenance).toMatchObject({
      inspection: 'joint',
      inspection_paid_by: null,
      inspector_name: null,
    });
  });

  it('needs a payer for an independent inspection, and a known inspection kind', async () => {
    const noPayer = await api.call('PUT', maintenanceUrl(), jon, {
      ...INDEPENDENT,
      inspection_paid_by: null,
    });
    expect(noPayer.status).toBe(400);
    expect(noPayer.body.fields).toEqual({
      inspection_paid_by: 'validation.inspection_payer_required',
    });
    const unknown = await api.call('PUT', maintenanceUrl(), jon, {
      ...INDEPENDENT,
      inspection: 'drone',
      tenant_duties: ['roof'],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields ?? {}).sort()).toEqual([
      'inspection',
      'tenant_duties.0',
    ]);
  });
});

describe('who may save the steps', () => {
  const body = { amenities: ['parking'], fixtures_description: null };

  it('lets the landlord, a W collaborator and staff save', async () => {
    for (const session of [jon, editor, staff])
      expect((await api.call('PUT', amenitiesUrl(), session, body)).status).toBe(200);
  });

  it('refuses a reader with 403, a stranger with 404 and nobody signed in with 401', async () => {
    expect((await api.call('PUT', amenitiesUrl(), reader, body)).status).toBe(403);
    expect((await api.call('PUT', maintenanceUrl(), reader, INDEPENDENT)).status).toBe(403);
    expect((await api.call('PUT', amenitiesUrl(), kristin, body)).status).toBe(404);
    expect(
      (await api.call('GET', `/api/contracts/${contractId}/amenity-suggestions/`, kristin)).status,
    ).toBe(404);
    expect((await api.call('PUT', amenitiesUrl(), null, body)).status).toBe(401);
  });

  it('refuses the landlord with 409 once committed, and lets staff correct it', async () => {
    const committedId = (await createDraft(t, jon)).id;
    await api.ok('POST', `/api/contracts/${committedId}/tenants/`, jon, ANNA_TENANT);
    await completeContract(t, jon, committedId);
    await api.ok('POST', `/api/contracts/${committedId}/commit/`, jon, { sign_type: 'paper' });

    const refused = await api.call('PUT', maintenanceUrl(committedId), jon, INDEPENDENT);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('wrong_status');
    const byStaff = await api.call<StepsContract>('PUT', amenitiesUrl(committedId), staff, body);
    expect(byStaff.status).toBe(200);
    expect(byStaff.body.amenities).toEqual(['parking']);
  });
});
