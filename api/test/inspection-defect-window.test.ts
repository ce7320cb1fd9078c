import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectionAddenda,
  inspectionSigningProcesses,
  notificationDeliveries,
  notifications,
} from '../src/db/schema/index.js';
import { findReport } from '../src/modules/inspections/inspections-repository.js';
import {
  defectWindowDedupeKey,
  sendDefectWindowLinks,
} from '../src/modules/inspections/defect-window/defect-window-service.js';
import { sendDueDeliveries } from '../src/modules/notifications/deliveries-service.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { injectSender, signAs } from './support/contracts-signing.js';
import { findContract } from './support/inspections.js';
import { createCommittedReport, mySigningToken } from './support/inspection-signing.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let stranger: Session;
let contractId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4, esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna, stranger] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
  ]);
  contractId = await findContract(t, jon, 'committed');
}, 60_000);
afterAll(() => t.close());

const url = (id: number) => `/api/inspection-reports/${id}/defect-window/`;

/** A move-in report both parties signed, its events delivered. */
async function signedMoveIn(): Promise<number> {
  const report = await createCommittedReport(t, jon, contractId);
  const started = await t.call('POST', `/api/inspection-reports/${report.id}/signing/`, {
    token: jon.access,
    headers: { 'idempotency-key': `start-window-${report.id}` },
  });
  expect(started.status).toBe(201);
  await signAs(t, await mySigningToken(t, jon, report.id));
  await signAs(t, await mySigningToken(t, anna, report.id));
  await t.app.ctx.events.kick();
  return report.id;
}

/** The token in the link the tenant was sent. */
async function sentToken(reportId: number): Promise<string> {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, anna.userId),
        eq(notifications.dedupeKey, defectWindowDedupeKey(reportId)),
      ),
    );
  expect(rows).toHaveLength(1);
  const token = /[?&]token=([^&]+)/.exec(rows[0]!.targetPath)?.[1];
  if (!token) throw new Error(`no token in ${rows[0]!.targetPath}`);
  return decodeURIComponent(token);
}

const defect = { subject: 'Bathroom tap', description: 'Drips all night', severity: 'minor' };

describe('the tenant’s defect window after a signed move-in report', () => {
  it('sends the tenant one link by SMS and e-mail, once, however often the event comes', async () => {
    const id = await signedMoveIn();
    const report = (await findReport(t.db, id))!;
    // A redelivered event (or a second run) sends nothing more.
    await sendDefectWindowLinks(t.app.ctx, report);
    await sendDefectWindowLinks(t.app.ctx, report);
    const deliveries = await t.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.dedupeKey, defectWindowDedupeKey(id)));
    expect(deliveries.map((d) => [d.userId, d.method]).sort()).toEqual(
      [
        [anna.userId, 'email'],
        [anna.userId, 'push'],
        [anna.userId, 'sms'],
      ].sort(),
    );
    // The landlord gets no link: the window is the tenant's.
    expect(deliveries.some((d) => d.userId === jon.userId)).toBe(false);
    await sendDueDeliveries(t.app.ctx);
    const mails = (await t.outbox('anna@leiga.is')).filter((m) =>
      m.body.includes(`/tenants/inspection-reports/${id}/defects?token=`),
    );
    expect(mails).toHaveLength(1);
    await sentToken(id);
  });

  it('lets the signed-in tenant add a defect, which joins the report as a final addendum', async () => {
    const id = await signedMoveIn();
    const token = await sentToken(id);
    const state = await t.call<{ open: boolean; ends_at: string }>(
      'GET',
      `${url(id)}?token=${encodeURIComponent(token)}`,
      { token: anna.access },
    );
    expect(state.status).toBe(200);
    expect(state.body.open).toBe(true);
    const [process] = await t.db
      .select()
      .from(inspectionSigningProcesses)
      .where(eq(inspectionSigningProcesses.reportId, id));
    expect(new Date(state.body.ends_at).getTime() - process!.endedAt!.getTime()).toBe(
      14 * 24 * 3600 * 1000,
    );

    const added = await t.call<{ status: string; text: string; created_by: number }>(
      'POST',
      url(id),
      { token: anna.access, body: { ...defect, token } },
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'COMMITTED', created_by: anna.userId });
    expect(added.body.text).toBe('[minor] Bathroom tap: Drips all night');
    const addenda = await t.call<{ results?: { text: string }[] } | { text: string }[]>(
      'GET',
      `/api/inspection-reports/${id}/addenda/`,
      { token: jon.access },
    );
    expect(JSON.stringify(addenda.body)).toContain('Drips all night');
  });

  it('refuses the landlord, a stranger, a forged link and bad input', async () => {
    const id = await signedMoveIn();
    const token = await sentToken(id);
    const byLandlord = await t.call('POST', url(id), {
      token: jon.access,
      body: { ...defect, token },
    });
    expect([byLandlord.status, byLandlord.body.code]).toEqual([403, 'defect_link_invalid']);
    const byStranger = await t.call('POST', url(id), {
      token: stranger.access,
      body: { ...defect, token },
    });
    expect(byStranger.status).toBe(404);
    const forged = await t.call('POST', url(id), {
      token: anna.access,
      body: { ...defect, token: `${token.slice(0, -2)}xx` },
    });
    expect([forged.status, forged.body.code]).toEqual([403, 'defect_link_invalid']);
    const empty = await t.call<{ fields: Record<string, string> }>('POST', url(id), {
      token: anna.access,
      body: { token, subject: '', description: '', severity: 'awful' },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['description', 'severity', 'subject']);
    const none = await t.db
      .select()
      .from(inspectionAddenda)
      .where(eq(inspectionAddenda.reportId, id));
    expect(none).toHaveLength(0);
  });

  it('refuses with 409 defect_window_closed once the window has passed', async () => {
    const id = await signedMoveIn();
    const token = await sentToken(id);
    // The report was signed 14 days and a minute ago.
    await t.db
      .update(inspectionSigningProcesses)
      .set({ endedAt: new Date(Date.now() - (14 * 24 * 60 + 1) * 60 * 1000) })
      .where(eq(inspectionSigningProcesses.reportId, id));
    const late = await t.call('POST', url(id), { token: anna.access, body: { ...defect, token } });
    expect([late.status, late.body.code]).toEqual([409, 'defect_window_closed']);
    const state = await t.call<{ open: boolean; code: string }>(
      'GET',
      `${url(id)}?token=${encodeURIComponent(token)}`,
      { token: anna.access },
    );
    expect(state.body).toMatchObject({ open: false, code: 'defect_window_closed' });
  });
});
