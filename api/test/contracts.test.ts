import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import {
  ANNA_KT,
  addCollaborator,
  addTenantParty,
  createDraft,
  type ContractBody,
} from './support/contracts.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let editor: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff, reader, editor] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
    t.register({ user_type: 'LL' }),
  ]);
  contractId = (await createDraft(t, jon)).id;
  await addTenantParty(t, contractId, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await addCollaborator(t, contractId, reader.userId, 'R');
  await addCollaborator(t, contractId, editor.userId, 'W');
});
afterAll(() => t.close());

const call = <T = ContractBody & ApiErrorBody>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  session: Session | null,
  body?: unknown,
) => t.call<T>(method, url, { ...(session ? { token: session.access } : {}), body });

describe('who reaches a contract', () => {
  it('asks the anonymous to sign in on every route', async () => {
    expect((await call('GET', '/api/contracts/', null)).status).toBe(401);
    expect((await call('POST', '/api/contracts/', null, {})).status).toBe(401);
    for (const path of ['', 'events/'])
      expect((await call('GET', `/api/contracts/${contractId}/${path}`, null)).status).toBe(401);
    expect((await call('PATCH', `/api/contracts/${contractId}/`, null, { rooms: 2 })).status).toBe(
      401,
    );
  });

  it('hides the contract from a user who is no party, collaborator or staff', async () => {
    expect((await call('GET', `/api/contracts/${contractId}/`, kristin)).status).toBe(404);
    expect(
      (await call('PATCH', `/api/contracts/${contractId}/`, kristin, { rooms: 2 })).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/contracts/${contractId}/`, kristin)).status).toBe(404);
    expect((await call('GET', `/api/contracts/${contractId}/events/`, kristin)).status).toBe(404);
    expect((await call('GET', '/api/contracts/999999/', jon)).status).toBe(404);
  });

  it('shows it to the landlord who created it, the tenant by kennitala, collaborators and staff', async () => {
    for (const session of [jon, anna, reader, editor, staff]) {
      const reply = await call('GET', `/api/contracts/${contractId}/`, session);
      expect(reply.status).toBe(200);
      expect(reply.body.tenants.map((p) => p.identifier)).toEqual([ANNA_KT]);
    }
  });

  it('lets the landlord, a W collaborator and staff edit, and refuses readers with 403', async () => {
    for (const [session, rooms] of [
      [jon, 2],
      [editor, 3],
      [staff, 4],
    ] as const) {
      const reply = await call('PATCH', `/api/contracts/${contractId}/`, session, { rooms });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ id: contractId, status: 'draft' });
    }
    for (const session of [anna, reader]) {
      const reply = await call('PATCH', `/api/contracts/${contractId}/`, session, { rooms: 1 });
      expect(reply.status).toBe(403);
      const step = await call('POST', `/api/contracts/${contractId}/steps/`, session, {
        step_name: 'period',
        is_valid: true,
      });
      expect(step.status).toBe(403);
      expect((await call('DELETE', `/api/contracts/${contractId}/`, session)).status).toBe(403);
    }
  });
});

describe('editing a draft', () => {
  it('recomputes valid_steps from domain’s rules', async () => {
    const draft = await createDraft(t, jon);
    const period = (c: ContractBody) => c.valid_steps.find((s) => s.step_name === 'period');
    expect(period(draft)?.is_valid).toBe(false);
    const reply = await call('PATCH', `/api/contracts/${draft.id}/`, jon, {
      start_date: '2026-03-01',
      is_definite: false,
      termination_term_length: 6,
    });
    expect(reply.status).toBe(200);
    expect(period(reply.body)?.is_valid).toBe(true);
    expect(reply.body.valid_steps).toHaveLength(12);
  });

  it('answers bad input with 400 and the field, never 500', async () => {
    const url = `/api/contracts/${contractId}/`;
    const cases: [unknown, string, string][] = [
      [
        { payee: { name: 'Jón', identifier: '0101010101', identifier_country: 'IS' } },
        'payee.identifier',
        'validation.kennitala',
      ],
      [{ colour: 'blue' }, 'colour', 'validation.unknown_field'],
      [{ rooms: -1 }, 'rooms', 'validation.rooms'],
      [{ start_date: 'tomorrow' }, 'start_date', 'validation.date'],
    ];
    for (const [body, field, code] of cases) {
      const reply = await call('PATCH', url, jon, body);
      expect(reply.status).toBe(400);
      expect(reply.body.fields?.[field]).toBe(code);
    }
  });

  it('refuses insurance over 3 x (price + housefund) and keeps the old amount', async () => {
    const draft = await createDraft(t, jon);
    const url = `/api/contracts/${draft.id}/`;
    expect((await call('PATCH', url, jon, { price: 200_000 })).status).toBe(200);
    const over = await call('PATCH', url, jon, {
      insurance_type: 'deposit',
      insurance_amount: 600_001,
    });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({ insurance_amount: 'validation.insurance_over_cap' });
    const read = await call('GET', url, jon);
    expect(read.body.insurance_amount).toBeNull();
  });

  it('logs a step and names an unknown step in a 400', async () => {
    const url = `/api/contracts/${contractId}/steps/`;
    const logged = await call('POST', url, jon, { step_name: 'period', is_valid: false });
    expect(logged.status).toBe(200);
    const unknown = await call('POST', url, jon, { step_name: 'garden', is_valid: true });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields ?? {})).toEqual(['step_name']);
  });
});
