import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.js';
import { subjectsOf, type ReportBody, type ReportPageBody } from '../support/inspections.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
});
afterAll(() => t.close());

describe('the demo seed’s inspection report', () => {
  it('gives Jón’s signed lease a committed Icelandic move-in report that Anna sees too', async () => {
    const [landlord, tenant] = await Promise.all([t.as('landlord'), t.as('tenant')]);
    const list = await t.call<ReportPageBody>('GET', '/api/inspection-reports/', {
      token: tenant.access,
    });
    expect(list.status).toBe(200);
    expect(list.body.results).toHaveLength(1);
    const [seeded] = list.body.results;
    expect(seeded).toMatchObject({
      kind: 'move_in',
      status: 'SIGNING',
      sign_type: 'electronic',
      issue_count: 1,
      viewer_can_edit: false,
    });

    const contracts = await t.call<{ results: { id: number; status: string }[] }>(
      'GET',
      '/api/contracts/?page_size=100',
      { token: landlord.access },
    );
    const lease = contracts.body.results.find((c) => c.id === seeded!.contract_id);
    expect(lease?.status).toBe('signed');

    const report = await t.call<ReportBody>('GET', `/api/inspection-reports/${seeded!.id}/`, {
      token: landlord.access,
    });
    const subjects = subjectsOf(report.body);
    expect(subjects.every((s) => s.condition !== null)).toBe(true);
    const kitchen = report.body.units!.find((u) => u.type === 'kitchen')!;
    const countertop = kitchen.subjects.find((s) => s.tag === 'countertop')!;
    expect(countertop).toMatchObject({
      condition: 'damaged',
      note: 'Brunablettur á borðplötu hægra megin við helluborð.',
    });
    expect(countertop.issues).toEqual([
      expect.objectContaining({ severity: 'minor', responsibility: 'landlord' }),
    ]);
    expect(countertop.issues[0]!.description).toMatch(/^Brunablettur um 3 cm/);
    expect(new Set(subjects.map((s) => s.condition))).toEqual(
      new Set(['new', 'good', 'worn', 'damaged']),
    );
  });
});
