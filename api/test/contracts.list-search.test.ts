import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { THORUNN_KT, fillWholeContract } from './support/contract-pdf.js';
import { addCollaborator, createDraft, type ContractPageBody } from './support/contracts.js';

/**
 * The contract list's search and visibility as id sets (contracts-repository.ts): the same
 * answers the EXISTS form gave, read through the trigram and party indexes.
 */
let t: TestApp;
let jon: Session;
let magnus: Session;
let kristin: Session;
let staff: Session;
let jonsId: number;
let magnusId: number;
let sharedId: number;

const street = (id: number, name: string) =>
  t.db
    .update(contracts)
    .set({
      realEstate: { landreg_id: null, address: { street: name, postal_code: '101' }, units: [] },
    })
    .where(eq(contracts.id, id));

beforeAll(async () => {
  t = await createTestApp();
  [jon, magnus, kristin, staff] = await Promise.all([
    t.as('landlord'),
    t.login('magnus@leiga.is'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  jonsId = (await createDraft(t, jon)).id;
  await fillWholeContract(t, jonsId);
  magnusId = (await createDraft(t, magnus)).id;
  await street(magnusId, 'Þórsgata 2');
  sharedId = (await createDraft(t, magnus)).id;
  await street(sharedId, 'Bergþórugata 9');
  await addCollaborator(t, sharedId, (await t.login('jon@leiga.is')).userId, 'R');
});
afterAll(() => t.close());

const ids = async (session: Session, query: string) => {
  const reply = await t.call<ContractPageBody>('GET', `/api/contracts/${query}`, {
    token: session.access,
  });
  expect(reply.status).toBe(200);
  return reply.body.results.map((c) => c.id).sort((a, b) => a - b);
};

describe('the contract list search', () => {
  it('finds a contract by its street, a party’s name or part of a kennitala, among the caller’s own', async () => {
    expect(await ids(jon, '?search=rsgata')).toEqual([jonsId]);
    expect(await ids(jon, `?search=${THORUNN_KT.slice(0, 6)}`)).toEqual([jonsId]);
    expect(await ids(jon, '?search=%C3%86varsd%C3%B3ttir')).toEqual([jonsId]);
    expect(await ids(magnus, '?search=rsgata')).toEqual([magnusId]);
  });

  it('lists what the caller created, is a party of or collaborates on, and all for staff', async () => {
    const mine = await ids(jon, '?page_size=100');
    expect(mine).toContain(jonsId);
    expect(mine).toContain(sharedId);
    expect(mine).not.toContain(magnusId);
    expect(await ids(jon, '?search=berg')).toEqual([sharedId]);
    expect(await ids(kristin, '?search=gata')).toEqual([]);
    expect(await ids(staff, '?search=rsgata')).toEqual([jonsId, magnusId]);
  });

  it('counts every match on each page, and on a page past the end', async () => {
    const count = async (query: string) =>
      (await t.call<ContractPageBody>('GET', `/api/contracts/${query}`, { token: staff.access }))
        .body;
    const all = await count('?page_size=1');
    expect(all.results).toHaveLength(1);
    expect(all.count).toBeGreaterThanOrEqual(3);
    expect((await count('?page_size=1&page=2')).count).toBe(all.count);
    const past = await count(`?page_size=1&page=${all.count + 1}`);
    expect(past.results).toEqual([]);
    expect(past.count).toBe(all.count);
  });

  it('treats % and _ in a search as letters', async () => {
    expect(await ids(staff, '?search=%25')).toEqual([]);
    expect(await ids(staff, '?search=_')).toEqual([]);
  });
});
