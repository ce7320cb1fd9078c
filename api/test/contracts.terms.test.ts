import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import {
  ANNA_KT,
  addCollaborator,
  addTenantParty,
  completeContract,
  createDraft,
} from './support/contracts.js';

type Term = { id: number; contract_id: number; template_id: number | null; text: string };
type Template = { id: number; language: string; title: string; text: string };
type Note = { id: number; text: string };
type Keys = { id: number; direction: string; key_count: number; handed_over_on: string };
type List<T> = { results: T[] };
type Body = Record<string, unknown> & ApiErrorBody;

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let writer: Session;
let contractId: number;

const call = <T = Body>(method: string, url: string, session: Session | null, body?: unknown) =>
  t.call<T & ApiErrorBody>(method, url, { token: session?.access, body });

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff, reader, writer] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
    t.register(),
  ]);
  ({ id: contractId } = await createDraft(t, jon));
  await addTenantParty(t, contractId, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await addCollaborator(t, contractId, reader.userId, 'R');
  await addCollaborator(t, contractId, writer.userId, 'W');
});
afterAll(() => t.close());

describe('special terms', () => {
  it('are added, changed and removed by editors of a draft, and read by every reader', async () => {
    const added = await call<Term>('POST', `/api/contracts/${contractId}/special-terms/`, jon, {
      text: '  Reykingar eru óheimilar.  ',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ contract_id: contractId, text: 'Reykingar eru óheimilar.' });
    const byWriter = await call<Term>(
      'POST',
      `/api/contracts/${contractId}/special-terms/`,
      writer,
      {
        text: 'Gæludýr eru leyfð.',
      },
    );
    expect(byWriter.status).toBe(201);
    const changed = await call<Term>('PATCH', `/api/special-terms/${added.body.id}/`, jon, {
      text: 'Reykingar, einnig rafrettur, eru óheimilar.',
    });
    expect(changed.body.text).toBe('Reykingar, einnig rafrettur, eru óheimilar.');
    for (const session of [anna, reader, staff]) {
      const list = await call<List<Term>>(
        'GET',
        `/api/contracts/${contractId}/special-terms/`,
        session,
      );
      expect(list.status).toBe(200);
      expect(list.body.results.map((term) => term.id)).toEqual([added.body.id, byWriter.body.id]);
    }
    expect((await call('DELETE', `/api/special-terms/${byWriter.body.id}/`, jon)).status).toBe(204);
    const events = await call<List<{ kind: string }>>(
      'GET',
      `/api/contracts/${contractId}/events/`,
      jon,
    );
    expect(events.body.results.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'special_term_added',
        'special_term_changed',
        'special_term_removed',
      ]),
    );
  });

  it('refuses readers (403), strangers (404), the anonymous (401) and bad text (400)', async () => {
    const url = `/api/contracts/${contractId}/special-terms/`;
    expect((await call('POST', url, reader, { text: 'x' })).status).toBe(403);
    expect((await call('POST', url, anna, { text: 'x' })).status).toBe(403);
    expect((await call('POST', url, kristin, { text: 'x' })).status).toBe(404);
    expect((await call('GET', url, kristin)).status).toBe(404);
    expect((await call('GET', url, null)).status).toBe(401);
    const empty = await call('POST', url, jon, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ text: 'validation.required' });
    const long = await call('POST', url, jon, { text: 'a'.repeat(2001) });
    expect(long.body.fields).toEqual({ text: 'validation.text_too_long' });
    const term = await call<Term>('POST', url, jon, { text: 'Þrif við skil.' });
    expect(
      (await call('PATCH', `/api/special-terms/${term.body.id}/`, kristin, { text: 'y' })).status,
    ).toBe(404);
    expect((await call('DELETE', `/api/special-terms/${term.body.id}/`, reader)).status).toBe(403);
  });

  it('are frozen once the contract is committed, except for staff', async () => {
    const { id } = await createDraft(t, jon);
    await addTenantParty(t, id, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
    await completeContract(t, jon, id);
    const term = await call<Term>('POST', `/api/contracts/${id}/special-terms/`, jon, {
      text: 'A',
    });
    expect(
      (await call('POST', `/api/contracts/${id}/commit/`, jon, { sign_type: 'paper' })).status,
    ).toBe(200);
    const late = await call('POST', `/api/contracts/${id}/special-terms/`, jon, { text: 'B' });
    expect(late.status).toBe(409);
    expect(
      (await call('PATCH', `/api/special-terms/${term.body.id}/`, jon, { text: 'C' })).status,
    ).toBe(409);
    const byStaff = await call<Term>('PATCH', `/api/special-terms/${term.body.id}/`, staff, {
      text: 'D',
    });
    expect(byStaff.status).toBe(200);
  });
});

describe('special-term templates', () => {
  it('are listed by language from the seed and copied into a draft with use', async () => {
    const list = await call<List<Template>>('GET', '/api/special-term-templates/?language=is', jon);
    expect(list.status).toBe(200);
    expect(list.body.results.length).toBeGreaterThan(0);
    expect(list.body.results.every((x) => x.language === 'is')).toBe(true);
    const template = list.body.results[0]!;
    const used = await call<Term>('POST', `/api/special-term-templates/${template.id}/use/`, jon, {
      contract_id: contractId,
    });
    expect(used.status).toBe(201);
    expect(used.body).toMatchObject({
      template_id: template.id,
      text: template.text,
      contract_id: contractId,
    });
  });

  it('cannot be used on a contract the caller cannot edit or see', async () => {
    const list = await call<List<Template>>('GET', '/api/special-term-templates/', jon);
    const url = `/api/special-term-templates/${list.body.results[0]!.id}/use/`;
    const stranger = await call('POST', url, kristin, {
      contract_id: contractId,
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.fields).toEqual({ contract_id: 'validation.invalid' });
    expect((await call('POST', url, reader, { contract_id: contractId })).status).toBe(403);
    expect(
      (
        await call('POST', '/api/special-term-templates/999999/use/', jon, {
          contract_id: contractId,
        })
      ).status,
    ).toBe(404);
  });

  it('are managed by staff only; a retired one is no longer offered', async () => {
    const body = {
      language: 'en',
      title: 'Parking',
      text: 'One parking space belongs to the flat.',
    };
    expect((await call('POST', '/api/special-term-templates/', jon, body)).status).toBe(403);
    expect((await call('POST', '/api/special-term-templates/', null, body)).status).toBe(401);
    const bad = await call('POST', '/api/special-term-templates/', staff, {
      ...body,
      language: 'xx',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('language');
    const created = await call<Template>('POST', '/api/special-term-templates/', staff, body);
    expect(created.status).toBe(201);
    const renamed = await call<Template>(
      'PATCH',
      `/api/special-term-templates/${created.body.id}/`,
      staff,
      {
        title: 'Parking space',
      },
    );
    expect(renamed.body).toMatchObject({ title: 'Parking space', text: body.text });
    expect(
      (await call('DELETE', `/api/special-term-templates/${created.body.id}/`, staff)).status,
    ).toBe(204);
    const list = await call<List<Template>>('GET', '/api/special-term-templates/?language=en', jon);
    expect(list.body.results.map((x) => x.id)).not.toContain(created.body.id);
    expect(
      (await call('DELETE', `/api/special-term-templates/${created.body.id}/`, staff)).status,
    ).toBe(404);
  });
});

describe('private notes', () => {
  it('are read and changed by their author alone', async () => {
    const url = `/api/contracts/${contractId}/private-notes/`;
    const mine = await call<Note>('POST', url, anna, { text: 'Spyrja um geymsluna.' });
    expect(mine.status).toBe(201);
    await call<Note>('POST', url, jon, { text: 'Athuga ofna fyrir afhendingu.' });
    const annas = await call<List<Note>>('GET', url, anna);
    expect(annas.body.results.map((n) => n.text)).toEqual(['Spyrja um geymsluna.']);
    const staffs = await call<List<Note>>('GET', url, staff);
    expect(staffs.body.results).toEqual([]);
    for (const other of [jon, staff, reader])
      expect(
        (await call('PATCH', `/api/private-notes/${mine.body.id}/`, other, { text: 'x' })).status,
      ).toBe(404);
    expect((await call('GET', url, kristin)).status).toBe(404);
    const changed = await call<Note>('PATCH', `/api/private-notes/${mine.body.id}/`, anna, {
      text: 'Geymslan er í kjallara.',
    });
    expect(changed.body.text).toBe('Geymslan er í kjallara.');
    expect((await call('DELETE', `/api/private-notes/${mine.body.id}/`, anna)).status).toBe(204);
    const events = await call<List<{ kind: string }>>(
      'GET',
      `/api/contracts/${contractId}/events/`,
      jon,
    );
    expect(events.body.results.some((e) => e.kind.includes('note'))).toBe(false);
  });
});

describe('key handovers', () => {
  it('are recorded by editors in any state and read by every reader', async () => {
    const url = `/api/contracts/${contractId}/key-transactions/`;
    const body = {
      handed_over_on: '2026-12-01',
      direction: 'to_tenant',
      key_count: 3,
      description: 'Tveir útidyralyklar og póstkassalykill',
    };
    const handed = await call<Keys>('POST', url, jon, body);
    expect(handed.status).toBe(201);
    expect(handed.body).toMatchObject({
      direction: 'to_tenant',
      key_count: 3,
      handed_over_on: '2026-12-01',
    });
    expect((await call('POST', url, anna, body)).status).toBe(403);
    expect((await call('POST', url, kristin, body)).status).toBe(404);
    const bad = await call('POST', url, jon, {
      ...body,
      key_count: 0,
      handed_over_on: '2026-13-01',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['handed_over_on', 'key_count']);
    const list = await call<List<Keys>>('GET', url, anna);
    expect(list.body.results.map((k) => k.id)).toEqual([handed.body.id]);
    expect((await call('DELETE', `/api/key-transactions/${handed.body.id}/`, reader)).status).toBe(
      403,
    );
    expect((await call('DELETE', `/api/key-transactions/${handed.body.id}/`, jon)).status).toBe(
      204,
    );
  });
});
