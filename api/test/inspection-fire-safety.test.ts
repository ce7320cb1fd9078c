import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts, notificationDeliveries, notifications } from '../src/db/schema/index.js';
import {
  sendSmokeDetectorReminders,
  smokeDetectorReminderKey,
} from '../src/modules/inspections/fire-safety/smoke-detector-reminders.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createReport, findContract } from './support/inspections.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [jon, anna] = await Promise.all([t.as('landlord'), t.as('tenant')]);
  contractId = await findContract(t, jon, 'committed');
  // A lease in force since 10 March 2025, with no end.
  await t.db
    .update(contracts)
    .set({ status: 'signed', startDate: '2025-03-10', endDate: null })
    .where(eq(contracts.id, contractId));
}, 120_000);
afterAll(() => t.close());

async function remindersOf(userId: number) {
  return t.db
    .select()
    .from(notifications)
    .where(like(notifications.dedupeKey, `smoke-detector-reminder:${contractId}:%`))
    .then((rows) => rows.filter((r) => r.userId === userId));
}

type FireSafetyBody = {
  has_issue: boolean;
  items: { item: string; status: string; required: number | null }[];
};

describe('the fire-safety section of a report', () => {
  it('shows each item’s status from the contract and makes an issue of a missing one', async () => {
    const report = await createReport(t, jon, contractId);
    const url = `/api/inspection-reports/${report.id}/fire-safety/`;
    await t.db
      .update(contracts)
      .set({
        fireHazardSmokeDetectors: true,
        fireHazardHandFireExtinguishers: true,
        fireHazardEscapeRoutes: true,
        smokeDetectorCount: 5,
      })
      .where(eq(contracts.id, contractId));
    const fine = await t.call<FireSafetyBody>('GET', url, { token: anna.access });
    expect(fine.status).toBe(200);
    expect(fine.body.has_issue).toBe(false);
    expect(fine.body.items.map((i) => [i.item, i.status])).toEqual([
      ['smoke_detectors', 'ok'],
      ['fire_extinguisher', 'ok'],
      ['escape_routes', 'ok'],
    ]);

    await t.db
      .update(contracts)
      .set({ fireHazardHandFireExtinguishers: false })
      .where(eq(contracts.id, contractId));
    const missing = await t.call<FireSafetyBody>('GET', url, { token: jon.access });
    expect(missing.body.has_issue).toBe(true);
    expect(missing.body.items.find((i) => i.item === 'fire_extinguisher')?.status).toBe('missing');

    const stranger = await t.as('otherTenant');
    expect((await t.call('GET', url, { token: stranger.access })).status).toBe(404);
  });
});

describe('the yearly smoke detector reminder', () => {
  it('reminds the landlord once per contract per year, on the lease’s anniversary', async () => {
    await sendSmokeDetectorReminders(t.app.ctx, new Date('2025-12-31T12:00:00Z'));
    await sendSmokeDetectorReminders(t.app.ctx, new Date('2026-03-09T23:00:00Z'));
    expect(await remindersOf(jon.userId)).toHaveLength(0);

    await sendSmokeDetectorReminders(t.app.ctx, new Date('2026-03-10T08:00:00Z'));
    await sendSmokeDetectorReminders(t.app.ctx, new Date('2026-03-10T09:00:00Z'));
    await sendSmokeDetectorReminders(t.app.ctx, new Date('2026-11-24T09:00:00Z'));
    const first = await remindersOf(jon.userId);
    expect(first.map((r) => [r.type, r.dedupeKey, r.targetPath])).toEqual([
      [
        'smoke_detector_reminder',
        smokeDetectorReminderKey(contractId, 2026),
        `/landlords/rental-contracts/${contractId}`,
      ],
    ]);
    // The tenant is not the one to test them.
    expect(await remindersOf(anna.userId)).toHaveLength(0);
    // By e-mail and push too, once.
    const deliveries = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.dedupeKey, smokeDetectorReminderKey(contractId, 2026)));
    expect(deliveries.map((d) => d.method).sort()).toEqual(['email', 'push']);

    await sendSmokeDetectorReminders(t.app.ctx, new Date('2027-03-10T08:00:00Z'));
    expect((await remindersOf(jon.userId)).map((r) => r.dedupeKey).sort()).toEqual([
      smokeDetectorReminderKey(contractId, 2026),
      smokeDetectorReminderKey(contractId, 2027),
    ]);
  });

  it('stops once the lease has ended', async () => {
    await t.db.update(contracts).set({ endDate: '2028-01-31' }).where(eq(contracts.id, contractId));
    await sendSmokeDetectorReminders(t.app.ctx, new Date('2029-03-10T08:00:00Z'));
    expect(
      (await remindersOf(jon.userId)).some(
        (r) => r.dedupeKey === smokeDetectorReminderKey(contractId, 2029),
      ),
    ).toBe(false);
  });
});
