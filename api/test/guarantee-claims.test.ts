import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guaranteeClaims,
  guaranteeRecourseClaims,
  inspectionIssues,
  inspectionReports,
} from '../src/db/schema/index.js';
import { settleDueClaims } from '../src/modules/guarantees/claims-deadlines.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import { raceStatuses } from './support/concurrency.js';
import {
  backdateClaim,
  daysAgo,
  guaranteeInStatus,
  setGuaranteeStatus,
  type ClaimBody,
  type ClaimListBody,
} from './support/guarantee-claims.js';
import { createReport } from './support/inspections.js';
import { multipartBody } from './support/multipart.js';

let t: TestApp;
let landlord: Session;
let tenant: Session;
let otherTenant: Session;
let staff: Session;
let guaranteeId: number;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
  [landlord, tenant, otherTenant, staff] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  guaranteeId = await guaranteeInStatus(t, tenant, landlord, 'active', 300_000);
}, 60_000);
afterAll(() => t.close());

const base = (g = guaranteeId) => `/api/rental-guarantees/${g}/claims/`;
const call = <T = ClaimBody>(
  s: Session,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => t.call<T>(method, url, { token: s.access, ...(body === undefined ? {} : { body }) });

async function draftWithLines(amounts: number[], g = guaranteeId): Promise<ClaimBody> {
  const created = await call(landlord, 'POST', base(g), {
    type: 'damage',
    description: 'Skemmdir við skil',
    return_date: daysAgo(3),
  });
  expect(created.status).toBe(201);
  let claim = created.body;
  for (const [i, amount] of amounts.entries()) {
    const added = await call(landlord, 'POST', `${base(g)}${claim.id}/lines/`, {
      type: i === 0 ? 'damage' : 'cleaning',
      amount,
      description: i === 0 ? 'Brotin flís á baðherbergi' : 'Þrif eftir skil',
    });
    expect(added.status).toBe(201);
    claim = added.body;
  }
  return claim;
}

const commit = (c: ClaimBody) =>
  call(landlord, 'POST', `${base()}${c.id}/commit/`, { confirm: true });
const answer = (c: ClaimBody, responses: ('accepted' | 'rejected')[]) =>
  call(tenant, 'POST', `${base()}${c.id}/principal-response/`, {
    lines: c.lines.map((l, i) => ({
      line_id: l.id,
      response: responses[i],
      ...(responses[i] === 'rejected' ? { reason: 'Flísin var brotin við afhendingu' } : {}),
    })),
  });

describe('filing a claim', () => {
  it('the landlord drafts, adds lines and commits; the tenant sees it with the deadline', async () => {
    const draft = await draftWithLines([80_000, 25_000]);
    expect(draft).toMatchObject({
      status: 'draft',
      total_amount: 105_000,
      current_user_role: 'obligee',
      is_editable: true,
      remaining_cover: 300_000,
    });
    // The tenant does not see the landlord's drafts.
    expect((await call(tenant, 'GET', `${base()}${draft.id}/`)).status).toBe(404);
    const list = await call<ClaimListBody>(tenant, 'GET', base());
    expect(list.body.results.map((c) => c.id)).not.toContain(draft.id);
    const sent = await commit(draft);
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('pending_principal_response');
    const seen = await call(tenant, 'GET', `${base()}${draft.id}/`);
    expect(seen.body).toMatchObject({ current_user_role: 'principal', is_editable: false });
    const weeks = new Date(seen.body.deadline!).getTime() - Date.now();
    expect(Math.round(weeks / 86_400_000)).toBe(28);
    // Committed: nothing changes any more.
    const late = await call(landlord, 'POST', `${base()}${draft.id}/lines/`, {
      type: 'other',
      amount: 1,
      description: 'x',
    });
    expect(late.status).toBe(409);
  });

  it('a commit needs the confirmation and at least one line', async () => {
    const empty = await draftWithLines([]);
    const unconfirmed = await call(landlord, 'POST', `${base()}${empty.id}/commit/`, {});
    expect(unconfirmed.status).toBe(400);
    const noLines = await commit(empty);
    expect(noLines.status).toBe(400);
    expect(noLines.body.fields).toHaveProperty('lines');
  });

  it('refuses a damage claim later than 4 weeks after the return, storing nothing', async () => {
    const before = await call<ClaimListBody>(landlord, 'GET', base());
    const late = await call(landlord, 'POST', base(), { type: 'damage', return_date: daysAgo(29) });
    expect(late.status).toBe(422);
    expect(late.body.code).toBe('damage_claim_late');
    expect(late.body.detail).toMatch(/4 weeks of the return/);
    const onTime = await call(landlord, 'POST', base(), {
      type: 'damage',
      return_date: daysAgo(28),
    });
    expect(onTime.status).toBe(201);
    const noDate = await call(landlord, 'POST', base(), { type: 'damage' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.fields).toHaveProperty('return_date');
    const after = await call<ClaimListBody>(landlord, 'GET', base());
    expect(after.body.results.length).toBe(before.body.results.length + 1);
  });

  it('refuses a claim over the cover left, keeping the draft as it was', async () => {
    const fresh = await guaranteeInStatus(t, tenant, landlord, 'active', 300_000);
    const draft = await draftWithLines([250_000], fresh);
    const over = await call(landlord, 'POST', `${base(fresh)}${draft.id}/lines/`, {
      type: 'damage',
      amount: 50_001,
      description: 'Ónýtt parket',
    });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('over_cover');
    const kept = await call(landlord, 'GET', `${base(fresh)}${draft.id}/`);
    expect(kept.body.lines).toHaveLength(1);
    expect(kept.body.total_amount).toBe(250_000);
  });

  it('two claims sent at once cannot together take more cover than the guarantee holds', async () => {
    const fresh = await guaranteeInStatus(t, tenant, landlord, 'active', 100_000);
    const drafts = [await draftWithLines([60_000], fresh), await draftWithLines([60_000], fresh)];
    const statuses = await raceStatuses(2, (i) =>
      call(landlord, 'POST', `${base(fresh)}${drafts[i]!.id}/commit/`, { confirm: true }),
    );
    expect(statuses).toEqual({ 200: 1, 422: 1 });
    const list = await call<ClaimListBody>(landlord, 'GET', base(fresh));
    expect(list.body.held_cover).toBe(60_000);
  });

  it('two claims paid at once never pay out more than the cover left', async () => {
    const fresh = await guaranteeInStatus(t, tenant, landlord, 'active', 100_000);
    const accepted: ClaimBody[] = [];
    for (const amount of [60_000, 40_000]) {
      const sent = await call(
        landlord,
        'POST',
        `${base(fresh)}${(await draftWithLines([amount], fresh)).id}/commit/`,
        {
          confirm: true,
        },
      );
      const answered = await call(
        tenant,
        'POST',
        `${base(fresh)}${sent.body.id}/principal-response/`,
        {
          lines: sent.body.lines.map((l) => ({ line_id: l.id, response: 'accepted' })),
        },
      );
      expect(answered.body.status).toBe('accepted');
      accepted.push(answered.body);
    }
    const statuses = await raceStatuses(2, (i) =>
      call(staff, 'POST', `${base(fresh)}${accepted[i]!.id}/pay/`, {}),
    );
    expect(statuses).toEqual({ 200: 2 });
    const list = await call<ClaimListBody>(landlord, 'GET', base(fresh));
    expect([list.body.remaining_cover, list.body.held_cover]).toEqual([0, 0]);
  });

  it('open claims hold back cover until they are settled', async () => {
    const fresh = await guaranteeInStatus(t, tenant, landlord, 'active', 100_000);
    const sendOn = (c: ClaimBody) =>
      call(landlord, 'POST', `${base(fresh)}${c.id}/commit/`, { confirm: true });
    const first = (await sendOn(await draftWithLines([60_000], fresh))).body;
    expect(first).toMatchObject({ status: 'pending_principal_response', held_cover: 60_000 });
    const second = await draftWithLines([30_000], fresh);
    const over = await call(landlord, 'POST', `${base(fresh)}${second.id}/lines/`, {
      type: 'cleaning',
      amount: 10_001,
      description: 'Þrif',
    });
    expect([over.status, over.body.code]).toEqual([422, 'over_cover']);
    const list = await call<ClaimListBody>(landlord, 'GET', base(fresh));
    expect([list.body.remaining_cover, list.body.held_cover]).toEqual([100_000, 60_000]);
    // Withdrawn, the first claim holds nothing: the second may take what it held.
    const cancelled = await call(landlord, 'POST', `${base(fresh)}${first.id}/cancel/`, {});
    expect(cancelled.body.status).toBe('cancelled');
    const grown = await call(landlord, 'POST', `${base(fresh)}${second.id}/lines/`, {
      type: 'cleaning',
      amount: 60_000,
      description: 'Þrif',
    });
    expect(grown.status).toBe(201);
    expect((await sendOn(grown.body)).body).toMatchObject({
      status: 'pending_principal_response',
      held_cover: 90_000,
    });
  });

  it('takes claims only on an issued, active or lately ended guarantee', async () => {
    const other = await guaranteeInStatus(t, tenant, landlord, 'approved', 100_000);
    const refused = await call(landlord, 'POST', base(other), { type: 'default' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('guarantee_not_claimable');
    await setGuaranteeStatus(t, other, 'ended', new Date(Date.now() - 10 * 86_400_000));
    expect((await call(landlord, 'POST', base(other), { type: 'default' })).status).toBe(201);
    await setGuaranteeStatus(t, other, 'ended', new Date(Date.now() - 40 * 86_400_000));
    expect((await call(landlord, 'POST', base(other), { type: 'default' })).status).toBe(422);
  });
});

describe('who may do what', () => {
  it('someone else hears 404; the tenant and staff may not file or edit (403)', async () => {
    const draft = await draftWithLines([10_000]);
    const body = { type: 'default' };
    expect((await call(otherTenant, 'POST', base(), body)).status).toBe(404);
    expect((await call(otherTenant, 'GET', base())).status).toBe(404);
    expect((await call(otherTenant, 'GET', `${base()}${draft.id}/`)).status).toBe(404);
    expect((await call(tenant, 'POST', base(), body)).status).toBe(403);
    expect((await call(staff, 'POST', base(), body)).status).toBe(403);
    expect(
      (await call(tenant, 'PATCH', `${base()}${draft.id}/`, { description: 'x' })).status,
    ).toBe(404);
    await commit(draft);
    expect(
      (await call(tenant, 'PATCH', `${base()}${draft.id}/`, { description: 'x' })).status,
    ).toBe(403);
    expect((await call(staff, 'GET', `${base()}${draft.id}/`)).body.current_user_role).toBe(
      'staff',
    );
    // The landlord cannot answer for the tenant.
    const asLandlord = await call(landlord, 'POST', `${base()}${draft.id}/principal-response/`, {
      lines: [],
    });
    expect(asLandlord.status).toBe(403);
    // A claim named under another guarantee is not found there.
    const other = await guaranteeInStatus(t, tenant, landlord, 'active', 100_000);
    expect((await call(landlord, 'GET', `${base(other)}${draft.id}/`)).status).toBe(404);
  });
});

describe('answers and deadlines', () => {
  it('the tenant rejects one line and accepts the other; the landlord refers the dispute', async () => {
    const claim = (await commit(await draftWithLines([40_000, 15_000]))).body;
    const noReason = await call(tenant, 'POST', `${base()}${claim.id}/principal-response/`, {
      lines: claim.lines.map((l) => ({ line_id: l.id, response: 'rejected' })),
    });
    expect(noReason.status).toBe(400);
    const partial = await call(tenant, 'POST', `${base()}${claim.id}/principal-response/`, {
      lines: [{ line_id: claim.lines[0]!.id, response: 'accepted' }],
    });
    expect(partial.status).toBe(400);
    const answered = await answer(claim, ['rejected', 'accepted']);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'pending_obligee_response',
      accepted_amount: 15_000,
    });
    expect(answered.body.lines[0]).toMatchObject({
      response: 'rejected',
      response_reason: 'Flísin var brotin við afhendingu',
    });
    const referred = await call(landlord, 'POST', `${base()}${claim.id}/obligee-response/`, {
      decision: 'refer',
    });
    expect(referred.body.status).toBe('disputed');
    expect((await answer(claim, ['accepted', 'accepted'])).status).toBe(409);
  });

  it('staff record the ruling on a dispute; the award is then paid like any accepted claim', async () => {
    const claim = (await commit(await draftWithLines([20_000, 10_000]))).body;
    await answer(claim, ['rejected', 'rejected']);
    await call(landlord, 'POST', `${base()}${claim.id}/obligee-response/`, { decision: 'refer' });
    const rule = (s: Session, body: unknown, c = claim) =>
      call(s, 'POST', `${base()}${c.id}/ruling/`, body);
    const ruling = {
      body: 'complaints_committee',
      reference: 'Mál nr. 12/2026',
      awarded_amount: 18_000,
    };
    // Neither side may record its own win.
    expect((await rule(landlord, ruling)).status).toBe(403);
    expect((await rule(tenant, ruling)).status).toBe(403);
    const over = await rule(staff, { ...ruling, awarded_amount: 30_001 });
    expect([over.status, over.body.fields?.['awarded_amount']]).toEqual([
      400,
      'guarantee-claims.validation.awarded_over_claim',
    ]);
    const noReference = await rule(staff, { ...ruling, reference: ' ' });
    expect(noReference.status).toBe(400);
    const ruled = await rule(staff, ruling);
    expect(ruled.status).toBe(200);
    expect(ruled.body).toMatchObject({
      status: 'accepted',
      accepted_amount: 18_000,
      ruling: {
        body: 'complaints_committee',
        reference: 'Mál nr. 12/2026',
        awarded_amount: 18_000,
      },
    });
    expect((await rule(staff, ruling)).status).toBe(409);
    const paid = await call(staff, 'POST', `${base()}${claim.id}/pay/`, {});
    expect(paid.body.status).toBe('paid');
  });

  it('a ruling that awards nothing ends the claim', async () => {
    const claim = (await commit(await draftWithLines([9_000]))).body;
    await answer(claim, ['rejected']);
    await call(landlord, 'POST', `${base()}${claim.id}/obligee-response/`, { decision: 'refer' });
    const ruled = await call(staff, 'POST', `${base()}${claim.id}/ruling/`, {
      body: 'court',
      reference: 'E-123/2026',
      awarded_amount: 0,
    });
    expect(ruled.body).toMatchObject({ status: 'cancelled', ruling: { body: 'court' } });
  });

  it('each side hears of the other’s move, once, with a link to the claim', async () => {
    const notices = async (s: Session, type: string, claimId: number) => {
      await t.app.ctx.events.kick();
      const reply = await t.call<{ results: { notification_type: string; target_path: string }[] }>(
        'GET',
        `/api/users/${s.userId}/notifications/?page_size=50`,
        { token: s.access },
      );
      return reply.body.results
        .filter((n) => n.notification_type === type && n.target_path.endsWith(`/${claimId}`))
        .map((n) => n.target_path);
    };
    const claim = (await commit(await draftWithLines([12_000]))).body;
    expect(await notices(tenant, 'guarantee_claim_received', claim.id)).toEqual([
      `/rental-guarantees/${guaranteeId}/claims/${claim.id}`,
    ]);
    expect(await notices(landlord, 'guarantee_claim_received', claim.id)).toEqual([]);
    expect((await answer(claim, ['rejected'])).status).toBe(200);
    expect(await notices(landlord, 'guarantee_claim_answered', claim.id)).toEqual([
      `/landlords/rental-guarantees/${guaranteeId}/file-claim/${claim.id}`,
    ]);
    expect(await notices(tenant, 'guarantee_claim_answered', claim.id)).toEqual([]);
    const referred = await call(landlord, 'POST', `${base()}${claim.id}/obligee-response/`, {
      decision: 'refer',
    });
    expect(referred.body.status).toBe('disputed');
    expect(await notices(tenant, 'guarantee_claim_answered', claim.id)).toHaveLength(1);
    // Delivered again (at least once), the events change nothing.
    await t.app.ctx.events.kick();
    expect(await notices(tenant, 'guarantee_claim_received', claim.id)).toHaveLength(1);
  });

  it('an accepted claim is paid: the cover shrinks and the tenant owes it back', async () => {
    const claim = (await commit(await draftWithLines([30_000, 5_000]))).body;
    await answer(claim, ['accepted', 'rejected']);
    const given = await call(landlord, 'POST', `${base()}${claim.id}/obligee-response/`, {
      decision: 'accept_rejection',
    });
    expect(given.body).toMatchObject({ status: 'accepted', accepted_amount: 30_000 });
    const before = (await call<ClaimListBody>(landlord, 'GET', base())).body.remaining_cover;
    expect((await call(landlord, 'POST', `${base()}${claim.id}/pay/`, {})).status).toBe(403);
    const paid = await call(staff, 'POST', `${base()}${claim.id}/pay/`, {});
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.remaining_cover).toBe(before - 30_000);
    const recourse = await t.db
      .select()
      .from(guaranteeRecourseClaims)
      .where(eq(guaranteeRecourseClaims.claimId, claim.id));
    expect(recourse).toEqual([
      expect.objectContaining({ tenantId: tenant.userId, amount: 30_000 }),
    ]);
    expect((await call(staff, 'POST', `${base()}${claim.id}/pay/`, {})).status).toBe(409);
  });

  it('a tenant silent 4 weeks is deemed to accept, applied on read', async () => {
    const claim = (await commit(await draftWithLines([12_000]))).body;
    await backdateClaim(t, claim.id, { committed: 27 });
    expect((await call(tenant, 'GET', `${base()}${claim.id}/`)).body.status).toBe(
      'pending_principal_response',
    );
    await backdateClaim(t, claim.id, { committed: 29 });
    const read = await call(tenant, 'GET', `${base()}${claim.id}/`);
    expect(read.body).toMatchObject({
      status: 'accepted',
      is_deemed_accepted: true,
      accepted_amount: 12_000,
    });
    expect(read.body.lines[0]!.response).toBe('accepted');
    expect((await answer(claim, ['rejected'])).status).toBe(409);
  });

  it('the daily job lapses a rejection not referred within 4 weeks', async () => {
    const claim = (await commit(await draftWithLines([9_000]))).body;
    await answer(claim, ['rejected']);
    await backdateClaim(t, claim.id, { principalResponded: 29 });
    expect(await settleDueClaims(t.app.ctx, new Date())).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.id, claim.id));
    expect(row!.status).toBe('lapsed');
    const refer = await call(landlord, 'POST', `${base()}${claim.id}/obligee-response/`, {
      decision: 'refer',
    });
    expect(refer.status).toBe(409);
  });

  it('a claim can be cancelled before it is settled', async () => {
    const claim = (await commit(await draftWithLines([1_000]))).body;
    const cancelled = await call(landlord, 'POST', `${base()}${claim.id}/cancel/`, {});
    expect(cancelled.body.status).toBe('cancelled');
    expect((await call(landlord, 'POST', `${base()}${claim.id}/cancel/`, {})).status).toBe(409);
  });
});

describe('evidence', () => {
  it('attaches an invoice to a line and opens it through its signed link', async () => {
    const draft = await draftWithLines([20_000]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = multipartBody(
      [{ filename: 'reikningur.pdf', contentType: 'application/pdf', data: pdf }],
      {
        line_id: String(draft.lines[0]!.id),
      },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${base()}${draft.id}/files/`,
      headers: { ...form.headers, authorization: `Bearer ${landlord.access}` },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const claim = uploaded.json<ClaimBody>();
    expect(claim.files[0]).toMatchObject({
      kind: 'invoice',
      file_name: 'reikningur.pdf',
      line_id: draft.lines[0]!.id,
    });
    const opened = await t.app.inject({ method: 'GET', url: claim.files[0]!.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(pdf)).toBe(true);
    const text = multipartBody([
      { filename: 'x.txt', contentType: 'text/plain', data: Buffer.from('hello') },
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${base()}${draft.id}/files/`,
      headers: { ...text.headers, authorization: `Bearer ${landlord.access}` },
      payload: text.payload,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('links only issues of the move-out inspection report', async () => {
    const issues = await call<{ results: unknown[] }>(
      landlord,
      'GET',
      `/api/rental-guarantees/${guaranteeId}/move-out-issues/`,
    );
    expect(issues.status).toBe(200);
    expect(issues.body.results).toEqual([]);
    const draft = await draftWithLines([]);
    const linked = await call(landlord, 'POST', `${base()}${draft.id}/lines/`, {
      type: 'damage',
      amount: 5_000,
      description: 'Rispa',
      inspection_issue_ids: [999_999],
    });
    expect(linked.status).toBe(400);
    expect(linked.body.fields).toHaveProperty('inspection_issue_ids');
  });
});

describe('evidence from the move-out inspection', () => {
  it('links an issue of the move-out report to a line', async () => {
    const guarantee = await t.call<{ contract_id: number }>(
      'GET',
      `/api/rental-guarantees/${guaranteeId}/`,
      { token: landlord.access },
    );
    // A move-out report needs a signed move-in report first: its rows are written directly here.
    const moveIn = await createReport(t, landlord, guarantee.body.contract_id, 'move_in');
    const subject = moveIn.units!.find((u) => u.subjects.length > 0)!.subjects[0]!;
    const [moveOut] = await t.db
      .insert(inspectionReports)
      .values({
        contractId: guarantee.body.contract_id,
        kind: 'move_out',
        previousReportId: moveIn.id,
      })
      .returning();
    const [issue] = await t.db
      .insert(inspectionIssues)
      .values({
        reportId: moveOut!.id,
        subjectId: subject.id,
        description: 'Sprunga í flís',
        severity: 'minor',
        responsibility: 'tenant',
      })
      .returning();
    const issueId = issue!.id;
    // An issue of the move-in report is no evidence of damage at move-out.
    const [earlier] = await t.db
      .insert(inspectionIssues)
      .values({
        reportId: moveIn.id,
        subjectId: subject.id,
        description: 'Rispa',
        severity: 'minor',
        responsibility: 'landlord',
      })
      .returning();
    const issues = await call<{ results: { id: number; description: string }[] }>(
      landlord,
      'GET',
      `/api/rental-guarantees/${guaranteeId}/move-out-issues/`,
    );
    expect(issues.body.results).toEqual([
      expect.objectContaining({ id: issueId, description: 'Sprunga í flís' }),
    ]);
    const draft = await draftWithLines([]);
    const linked = await call(landlord, 'POST', `${base()}${draft.id}/lines/`, {
      type: 'damage',
      amount: 15_000,
      description: 'Ný flís',
      inspection_issue_ids: [issueId],
    });
    expect(linked.status).toBe(201);
    expect(linked.body.lines[0]!.inspection_issue_ids).toEqual([issueId]);
    const fromMoveIn = await call(landlord, 'POST', `${base()}${draft.id}/lines/`, {
      type: 'damage',
      amount: 1_000,
      description: 'Rispa',
      inspection_issue_ids: [earlier!.id],
    });
    expect(fromMoveIn.status).toBe(400);
  });
});
