import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import type { ContractPageBody } from './support/contracts.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives Jón and Anna contracts in several states, the complete ones ready for signing', async () => {
    for (const role of ['landlord', 'tenant'] as const) {
      const session = await t.as(role);
      const reply = await t.call<ContractPageBody & { results: { status: string }[] }>(
        'GET',
        '/api/contracts/',
        { token: session.access },
      );
      expect(reply.status).toBe(200);
      const statuses = reply.body.results.map((c) => c.status);
      expect(statuses).toEqual(expect.arrayContaining(['draft', 'committed', 'signed']));
      const draft = reply.body.results.find((c) => c.status === 'draft')!;
      const invalid = draft.valid_steps.filter((s) => !s.is_valid).map((s) => s.step_name);
      expect(invalid).toEqual(['preview']);
    }
    const kristin = await t.as('otherTenant');
    const theirs = await t.call<ContractPageBody>('GET', '/api/contracts/', {
      token: kristin.access,
    });
    expect(theirs.body.count).toBe(0);
  });
});
