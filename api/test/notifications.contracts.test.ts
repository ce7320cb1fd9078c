import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { createCommittedContract, injectSender } from './support/contracts-signing.js';

type Notification = { notification_type: string; target_path: string; data: { title?: string } };
type NotificationPage = { results: Notification[] };

let t: TestApp;
let jon: Session;
let anna: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp({ esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna, staff] = await Promise.all([t.as('landlord'), t.as('tenant'), t.as('staff')]);
}, 60_000);
afterAll(() => t.close());

const contractNotices = async (session: Session, contractId: number) => {
  await t.app.ctx.events.kick();
  const page = await t.call<NotificationPage>(
    'GET',
    `/api/users/${session.userId}/notifications/?page_size=50`,
    { token: session.access },
  );
  return page.body.results.filter((n) => n.target_path.endsWith(`/rental-contracts/${contractId}`));
};

describe('contract notifications', () => {
  it('asks the tenant to sign once signing starts, on their side of the lease, not the landlord who started it', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    const started = await t.call('POST', `/api/contracts/${id}/signing/`, {
      token: jon.access,
      headers: { 'idempotency-key': `notify-${id}` },
    });
    expect(started.status).toBe(201);
    const annas = await contractNotices(anna, id);
    expect(annas).toEqual([
      expect.objectContaining({
        notification_type: 'contract_to_sign',
        target_path: `/tenants/rental-contracts/${id}`,
      }),
    ]);
    expect(await contractNotices(jon, id)).toEqual([]);
  });

  it('tells both sides when staff mark a paper lease signed, each on their own page', async () => {
    const id = await createCommittedContract(t, jon, 'paper');
    const signed = await t.call('POST', `/api/contracts/${id}/fully-sign/`, {
      token: staff.access,
    });
    expect(signed.status).toBe(200);
    expect(await contractNotices(jon, id)).toEqual([
      expect.objectContaining({
        notification_type: 'contract_signed',
        target_path: `/landlords/rental-contracts/${id}`,
      }),
    ]);
    expect(await contractNotices(anna, id)).toEqual([
      expect.objectContaining({
        notification_type: 'contract_signed',
        target_path: `/tenants/rental-contracts/${id}`,
      }),
    ]);
  });
});
