import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareClaimsByDeadline } from '@leiga/domain';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import {
  backdateClaim,
  daysAgo,
  guaranteeInStatus,
  type ClaimBody,
} from './support/guarantee-claims.js';

/** The staff side of rental guarantees (issue #18): the claims queue, decisions by hand, a user's record. */
type QueueRow = {
  id: number;
  guarantee_id: number;
  property: string | null;
  tenant_name: string;
  landlord_names: string[];
  type: string;
  status: string;
  total_amount: number;
  accepted_amount: number | null;
  deadline: string | null;
  created_at: string;
};
type QueuePage = ApiErrorBody & { count: number; next: string | null; results: QueueRow[] };
type GuaranteeBody = ApiErrorBody & {
  id: number;
  status: string;
  decision: string | null;
  staff_decision: {
    decision: string;
    reason: string;
    decided_at: string;
    decided_by_name: string | null;
  } | null;
};
type UserGuarantees = ApiErrorBody & {
  as_tenant: { count: number; results: GuaranteeBody[] };
  as_landlord: { count: number; results: GuaranteeBody[] };
};

let t: TestApp;
let landlord: Session;
let tenant: Session;
let otherTenant: Session;
let staff: Session;
let active: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [landlord, tenant, otherTenant, staff] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  active = await guaranteeInStatus(t, tenant, landlord, 'active', 600_000);
}, 60_000);
afterAll(() => t.close());

const call = <T>(s: Session | null, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.call<T>(method, url, {
    ...(s ? { token: s.access } : {}),
    ...(body === undefined ? {} : { body }),
  });
const QUEUE = '/api/admin/rental-guarantee-claims/';
const claimsOf = (g: number) => `/api/rental-guarantees/${g}/claims/`;

/** A claim of one line on the active guarantee, sent to the tenant unless `draft`. */
async function sentClaim(amount: number, draft = false): Promise<ClaimBody> {
  const created = await call<ClaimBody>(landlord, 'POST', claimsOf(active), {
    type: 'damage',
    description: 'Skemmdir við skil',
    return_date: daysAgo(2),
  });
  expect(created.status).toBe(201);
  const lined = await call<ClaimBody>(
    landlord,
    'POST',
    `${claimsOf(active)}${created.body.id}/lines/`,
    { type: 'damage', amount, description: 'Brotin rúða í stofu' },
  );
  expect(lined.status).toBe(201);
  if (draft) return lined.body;
  const sent = await call<ClaimBody>(
    landlord,
    'POST',
    `${claimsOf(active)}${created.body.id}/commit/`,
    { confirm: true },
  );
  expect(sent.status).toBe(200);
  return sent.body;
}

async function answer(claim: ClaimBody, response: 'accepted' | 'rejected') {
  const answered = await call<ClaimBody>(
    tenant,
    'POST',
    `${claimsOf(active)}${claim.id}/principal-response/`,
    {
      lines: claim.lines.map((l) => ({
        line_id: l.id,
        response,
        ...(response === 'rejected' ? { reason: 'Rúðan var brotin við afhendingu' } : {}),
      })),
    },
  );
  expect(answered.status).toBe(200);
}

describe('the staff claims queue', () => {
  it('is for staff only', async () => {
    for (const s of [tenant, landlord, otherTenant])
      expect((await call<QueuePage>(s, 'GET', QUEUE)).status).toBe(403);
    expect((await call<QueuePage>(null, 'GET', QUEUE)).status).toBe(401);
    expect((await call<QueuePage>(staff, 'GET', QUEUE)).status).toBe(200);
  });

  it('lists the open claims, the nearest deadline first, and settles deadlines that ran out', async () => {
    const fresh = await sentClaim(10_000); // due in 28 days
    const older = await sentClaim(11_000);
    await backdateClaim(t, older.id, { committed: 20 }); // due in 8 days
    const rejected = await sentClaim(12_000);
    await answer(rejected, 'rejected');
    await backdateClaim(t, rejected.id, { principalResponded: 25 }); // due in 3 days
    const accepted = await sentClaim(13_000);
    await answer(accepted, 'accepted'); // no deadline, not paid yet
    const silent = await sentClaim(14_000);
    await backdateClaim(t, silent.id, { committed: 30 }); // deemed accepted when read
    const draft = await sentClaim(15_000, true);

    const queue = await call<QueuePage>(staff, 'GET', `${QUEUE}?page_size=100`);
    expect(queue.status).toBe(200);
    const rows = queue.body.results;
    const ours = [rejected, older, fresh, accepted, silent, draft].map((c) => c.id);
    const order = rows.map((r) => r.id).filter((id) => ours.includes(id));
    expect(order.slice(0, 3)).toEqual([rejected.id, older.id, fresh.id]);
    expect(order).not.toContain(draft.id);
    expect(new Set(order.slice(3))).toEqual(new Set([accepted.id, silent.id]));
    // The whole page in the domain's order: dated rows first, nearest first, then the oldest.
    const keyed = rows.map((r) => ({
      id: r.id,
      deadline: r.deadline === null ? null : new Date(r.deadline),
      createdAt: new Date(r.created_at),
    }));
    expect(keyed.map((r) => r.id)).toEqual(
      [...keyed].sort(compareClaimsByDeadline).map((r) => r.id),
    );
    expect(rows.every((r) => !['draft', 'lapsed', 'paid', 'cancelled'].includes(r.status))).toBe(
      true,
    );

    const row = rows.find((r) => r.id === rejected.id)!;
    expect(row).toMatchObject({
      guarantee_id: active,
      type: 'damage',
      status: 'pending_obligee_response',
      total_amount: 12_000,
      accepted_amount: 0,
      tenant_name: 'Anna Sigurðardóttir',
    });
    expect(row.landlord_names).toContain('Jón Guðmundsson');
    expect(row.property).toEqual(expect.any(String));
    const daysLeft = (Date.parse(row.deadline!) - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(2.9);
    expect(daysLeft).toBeLessThan(3.1);
    expect(rows.find((r) => r.id === silent.id)).toMatchObject({
      status: 'accepted',
      accepted_amount: 14_000,
      deadline: null,
    });
  });

  it('filters by one status, pages by 25, and refuses an unknown status', async () => {
    const drafts = await call<QueuePage>(staff, 'GET', `${QUEUE}?status=draft`);
    expect(drafts.status).toBe(200);
    expect(drafts.body.results.length).toBeGreaterThan(0);
    expect(drafts.body.results.every((r) => r.status === 'draft')).toBe(true);
    expect(drafts.body.results.every((r) => r.deadline === null)).toBe(true);

    const paged = await call<QueuePage>(staff, 'GET', `${QUEUE}?page_size=2`);
    expect(paged.body.results).toHaveLength(2);
    expect(paged.body.count).toBeGreaterThan(2);
    expect(paged.body.next).toContain('page=2');
    const second = await call<QueuePage>(staff, 'GET', `${QUEUE}?page_size=2&page=2`);
    expect(second.body.results.map((r) => r.id)).not.toContain(paged.body.results[0]!.id);

    const bad = await call<QueuePage>(staff, 'GET', `${QUEUE}?status=whatever`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ status: 'guarantees.errors.claim_queue_status' });
  });
});

describe('deciding a guarantee by hand', () => {
  const decide = (s: Session, id: number, body: unknown) =>
    call<GuaranteeBody>(s, 'POST', `/api/admin/rental-guarantees/${id}/decision/`, body);

  it('is for staff only, and others change nothing', async () => {
    const id = await guaranteeInStatus(t, tenant, landlord, 'draft');
    const body = { decision: 'approved', reason: 'Tekjur staðfestar með launaseðlum' };
    for (const s of [tenant, landlord, otherTenant])
      expect((await decide(s, id, body)).status).toBe(403);
    const read = await call<GuaranteeBody>(tenant, 'GET', `/api/rental-guarantees/${id}/`);
    expect(read.body).toMatchObject({ status: 'draft', staff_decision: null });
    expect((await decide(staff, 999_999, body)).status).toBe(404);
  });

  it('refuses a missing or blank reason and an unknown decision, naming the field', async () => {
    const id = await guaranteeInStatus(t, tenant, landlord, 'needs_guarantor');
    const blank = await decide(staff, id, { decision: 'approved', reason: '    ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toMatchObject({ reason: 'guarantees.errors.staff_reason' });
    const missing = await decide(staff, id, { decision: 'declined' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ reason: 'guarantees.errors.staff_reason' });
    const odd = await decide(staff, id, { decision: 'maybe', reason: 'Ekki viss um þetta' });
    expect(odd.status).toBe(400);
    expect(odd.body.fields).toMatchObject({ decision: 'guarantees.errors.staff_decision' });
    const long = await decide(staff, id, { decision: 'declined', reason: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
  });

  it('refuses a guarantee already committed or in force with 409', async () => {
    const body = { decision: 'declined', reason: 'Vanskil á skrá hjá Creditinfo' };
    const answer = await decide(staff, active, body);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('guarantee_not_decidable');
    const committed = await guaranteeInStatus(t, tenant, landlord, 'committed');
    expect((await decide(staff, committed, body)).body.code).toBe('guarantee_not_decidable');
  });

  it('declines with a trimmed reason the tenant reads and is told of; then approves', async () => {
    const id = await guaranteeInStatus(t, tenant, landlord, 'draft');
    const declined = await decide(staff, id, {
      decision: 'declined',
      reason: '  Tekjur duga ekki fyrir leigunni  ',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'declined',
      decision: 'declined',
      staff_decision: {
        decision: 'declined',
        reason: 'Tekjur duga ekki fyrir leigunni',
        decided_by_name: 'Helga Björnsdóttir',
      },
    });
    const seen = await call<GuaranteeBody>(tenant, 'GET', `/api/rental-guarantees/${id}/`);
    expect(seen.body.staff_decision).toMatchObject({
      decision: 'declined',
      reason: 'Tekjur duga ekki fyrir leigunni',
      decided_by_name: null,
    });

    await t.app.ctx.events.kick();
    const notices = await call<{ results: { notification_type: string; target_path: string }[] }>(
      tenant,
      'GET',
      `/api/users/${tenant.userId}/notifications/?page_size=50`,
    );
    expect(
      notices.body.results
        .filter((n) => n.notification_type === 'guarantee_decided')
        .map((n) => n.target_path),
    ).toContain(`/rental-guarantees/${id}`);

    const approved = await decide(staff, id, {
      decision: 'approved',
      reason: 'Ábyrgðarmaður lagði fram tryggingu',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      staff_decision: { decision: 'approved', reason: 'Ábyrgðarmaður lagði fram tryggingu' },
    });
  });
});

describe("a user's guarantees for staff", () => {
  const url = (userId: number) => `/api/admin/users/${userId}/rental-guarantees/`;

  it('lists them as the tenant and as the landlord', async () => {
    const ofTenant = await call<UserGuarantees>(staff, 'GET', url(tenant.userId));
    expect(ofTenant.status).toBe(200);
    expect(ofTenant.body.as_tenant.results.map((g) => g.id)).toContain(active);
    expect(ofTenant.body.as_tenant.count).toBeGreaterThanOrEqual(
      ofTenant.body.as_tenant.results.length,
    );
    const ofLandlord = await call<UserGuarantees>(staff, 'GET', url(landlord.userId));
    expect(ofLandlord.body.as_landlord.results.map((g) => g.id)).toContain(active);
    expect(ofLandlord.body.as_tenant.results).toEqual([]);
  });

  it('is for staff only; an unknown user is 404', async () => {
    for (const s of [tenant, landlord, otherTenant])
      expect((await call<UserGuarantees>(s, 'GET', url(tenant.userId))).status).toBe(403);
    expect((await call<UserGuarantees>(staff, 'GET', url(999_999))).status).toBe(404);
  });
});
