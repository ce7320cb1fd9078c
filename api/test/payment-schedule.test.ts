import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getScheduleItemStatus, PAYMENT_SCHEDULE } from '@leiga/domain';
import { contracts, paymentScheduleItems } from '../src/db/schema/index.js';
import { generatePaymentSchedule } from '../src/modules/payments/schedule-service.js';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import {
  addCollaborator,
  addTenantParty,
  ANNA_KT,
  completeContract,
  createDraft,
} from './support/contracts.js';
import { createCommittedContract } from './support/contracts-signing.js';

type Item = {
  date: string;
  due_date: string;
  final_due_date: string;
  period_start: string;
  period_end: string;
  amount: number;
  rent_amount: number;
  payment_fee: number;
  amount_due: number;
  status: string;
  locked_reason: string | null;
  claim: { id: string | null; status: string | null };
  paid_amount: number;
  is_manual: boolean;
};
type List = {
  count: number;
  can_edit: boolean;
  currency: string;
  totals: Record<string, number>;
  results: Item[];
};
type Body = Item & List & ApiErrorBody;

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let staff: Session;
let reader: Session;
let contractId: number;
const today = new Date().toISOString().slice(0, 10);

const path = (id: number, date?: string) =>
  `/api/contracts/${id}/payment-schedule/${date ? `${date}/` : ''}`;

beforeAll(async () => {
  t = await createTestApp();
  [jon, anna, kristin, staff] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
  ]);
  reader = await t.register({ user_type: 'LL' });
  contractId = await createCommittedContract(t, jon, 'paper');
  await addCollaborator(t, contractId, reader.userId, 'R');
});

afterAll(() => t.close());

describe('the schedule made at commit', () => {
  it('holds one item per month of the lease, due on business days, with the fee', async () => {
    const reply = await t.call<Body>('GET', path(contractId), { token: jon.access });
    expect(reply.status).toBe(200);
    const { results, count, can_edit, totals } = reply.body;
    expect(count).toBe(12);
    expect(can_edit).toBe(true);
    // 1 January 2026 is New Year's Day: the first rent is due the next day.
    expect(results[0]).toMatchObject({
      date: '2026-01-02',
      due_date: '2026-01-02',
      final_due_date: '2026-01-08',
      period_start: '2026-01-01',
      period_end: '2026-01-31',
      amount: 250_000,
      payment_fee: PAYMENT_SCHEDULE.paymentFee,
      amount_due: 250_000 + PAYMENT_SCHEDULE.paymentFee,
      locked_reason: null,
      claim: { id: null, status: null },
      paid_amount: 0,
      is_manual: false,
    });
    expect(results.map((i) => i.due_date).slice(0, 6)).toEqual([
      '2026-01-02',
      '2026-02-02',
      '2026-03-02',
      '2026-04-01',
      '2026-05-04',
      '2026-06-01',
    ]);
    for (const item of results)
      expect(item.status).toBe(
        getScheduleItemStatus(
          {
            dueDate: item.due_date,
            finalDueDate: item.final_due_date,
            amount: item.amount,
            paymentFee: item.payment_fee,
            isPaymentFeeRemoved: false,
            claimId: null,
            claimStatus: null,
            paidAmount: 0,
            paidAt: null,
          },
          today,
        ),
      );
    expect(totals).toMatchObject({
      amount: 3_000_000,
      fees: 12 * PAYMENT_SCHEDULE.paymentFee,
      paid: 0,
      outstanding: 3_000_000 + 12 * PAYMENT_SCHEDULE.paymentFee,
    });
  });

  it('never duplicates an item when the schedule is made again', async () => {
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    await generatePaymentSchedule(t.db, row!, {});
    await generatePaymentSchedule(t.db, row!, {});
    const rows = await t.db
      .select()
      .from(paymentScheduleItems)
      .where(eq(paymentScheduleItems.contractId, contractId));
    expect(rows).toHaveLength(12);
  });

  it('gives a recommitted contract a fresh schedule', async () => {
    const id = await createCommittedContract(t, jon, 'paper');
    expect(
      (await t.call('POST', `/api/contracts/${id}/uncommit/`, { token: jon.access })).status,
    ).toBe(200);
    const patched = await t.call('PATCH', `/api/contracts/${id}/`, {
      token: jon.access,
      body: { start_date: '2026-03-15', end_date: '2026-06-30', price: 310_000 },
    });
    expect(patched.status).toBe(200);
    const commit = await t.call('POST', `/api/contracts/${id}/commit/`, {
      token: jon.access,
      body: { sign_type: 'paper', skip_id_check: false },
    });
    expect(commit.status).toBe(200);
    const reply = await t.call<Body>('GET', path(id), { token: jon.access });
    expect(reply.body.results.map((i) => [i.due_date, i.amount])).toEqual([
      ['2026-03-16', 170_000],
      ['2026-04-01', 310_000],
      ['2026-05-04', 310_000],
      ['2026-06-01', 310_000],
    ]);
  });

  it('follows staff correcting a committed lease’s rent, keeping what was invoiced', async () => {
    const id = await createCommittedContract(t, jon, 'paper');
    await t.db
      .update(paymentScheduleItems)
      .set({ claimId: 'sandbox-claim-9', claimStatus: 'unpaid', invoicedAt: new Date() })
      .where(
        and(
          eq(paymentScheduleItems.contractId, id),
          eq(paymentScheduleItems.dueDate, '2026-01-02'),
        ),
      );
    const patched = await t.call('PATCH', `/api/contracts/${id}/`, {
      token: staff.access,
      body: { price: 260_000 },
    });
    expect(patched.status).toBe(200);
    const reply = await t.call<Body>('GET', path(id), { token: jon.access });
    expect(reply.body.count).toBe(12);
    expect(reply.body.results[0]!.amount).toBe(250_000);
    expect(reply.body.results.slice(1).every((i) => i.amount === 260_000)).toBe(true);
  });

  it('indexes an indefinite lease’s rent to the CPI and records the month and value used', async () => {
    const { id } = await createDraft(t, jon);
    await addTenantParty(t, id, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
    await completeContract(t, jon, id);
    const patched = await t.call('PATCH', `/api/contracts/${id}/`, {
      token: jon.access,
      body: { is_definite: false, end_date: null, is_indexed: true, index_base_month: '2025M12' },
    });
    expect(patched.status).toBe(200);
    const commit = await t.call('POST', `/api/contracts/${id}/commit/`, {
      token: jon.access,
      body: { sign_type: 'paper', skip_id_check: false },
    });
    expect(commit.status).toBe(200);
    const reply = await t.call<{
      results: (Item & { index_month_key: string; index_value: number })[];
    }>('GET', path(id), { token: jon.access });
    expect(reply.body.results).toHaveLength(PAYMENT_SCHEDULE.indefiniteMonths);
    expect(
      reply.body.results.slice(0, 3).map((i) => [i.rent_amount, i.index_month_key, i.index_value]),
    ).toEqual([
      [250_000, '2025M12', 661.4],
      // round(250 000 × 665.8 / 661.4)
      [251_663, '2026M02', 665.8],
      [251_663, '2026M02', 665.8],
    ]);
  });

  it('does not exist for a draft', async () => {
    const draft = await createDraft(t, jon);
    const reply = await t.call<Body>('GET', path(draft.id), { token: jon.access });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('contract_not_committed');
  });
});

describe('who reads and who changes', () => {
  it.each<[string, () => Session | null, number, boolean | null]>([
    ['the anonymous', () => null, 401, null],
    ['another tenant', () => kristin, 404, null],
    ['the tenant', () => anna, 200, false],
    ['a read-only collaborator', () => reader, 200, false],
    ['staff', () => staff, 200, true],
  ])('%s reading', async (_who, session, status, canEdit) => {
    const token = session()?.access;
    const reply = await t.call<Body>('GET', path(contractId), token ? { token } : {});
    expect(reply.status).toBe(status);
    if (canEdit !== null) expect(reply.body.can_edit).toBe(canEdit);
  });

  it.each<[string, () => Session, number]>([
    ['the tenant', () => anna, 403],
    ['a read-only collaborator', () => reader, 403],
    ['another tenant', () => kristin, 404],
  ])('%s may not change an item', async (_who, session, status) => {
    const token = session().access;
    const patch = await t.call('PATCH', path(contractId, '2026-12-01'), {
      token,
      body: { amount: 1 },
    });
    expect(patch.status).toBe(status);
    const remove = await t.call('DELETE', path(contractId, '2026-12-01'), { token });
    expect(remove.status).toBe(status);
    const add = await t.call('POST', path(contractId), {
      token,
      body: { due_date: '2027-01-04', amount: 1 },
    });
    expect(add.status).toBe(status);
  });
});

describe('changing items', () => {
  it('lets the landlord change an unpaid item and staff change it back', async () => {
    const reply = await t.call<Body>('PATCH', path(contractId, '2026-11-02'), {
      token: jon.access,
      body: { amount: 240_000, final_due_date: '2026-11-12' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      due_date: '2026-11-02',
      final_due_date: '2026-11-12',
      amount: 240_000,
      rent_amount: 240_000,
    });
    const back = await t.call<Body>('PATCH', path(contractId, '2026-11-02'), {
      token: staff.access,
      body: { amount: 250_000 },
    });
    expect(back.body.amount).toBe(250_000);
  });

  it('moves an item to a free date, and refuses a date another item holds', async () => {
    const taken = await t.call<Body>('PATCH', path(contractId, '2026-10-01'), {
      token: jon.access,
      body: { due_date: '2026-11-02' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('due_date_taken');
    const moved = await t.call<Body>('PATCH', path(contractId, '2026-10-01'), {
      token: jon.access,
      body: { due_date: '2026-10-05' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: '2026-10-05', final_due_date: '2026-10-12' });
    expect(
      (await t.call('GET', path(contractId, '2026-10-01'), { token: jon.access })).status,
    ).toBe(404);
  });

  it.each<[string, string, unknown, Record<string, string>]>([
    ['a zero amount', '2026-12-01', { amount: 0 }, { amount: 'validation.amount_positive' }],
    ['a fraction', '2026-12-01', { amount: 9.5 }, { amount: 'validation.amount_whole' }],
    ['a text amount', '2026-12-01', { amount: 'mikið' }, { amount: 'validation.number' }],
    [
      'a final due date before the due date',
      '2026-12-01',
      { final_due_date: '2026-11-01' },
      { final_due_date: 'validation.final_due_before_due' },
    ],
  ])('answers 400 with field errors to %s', async (_name, date, body, fields) => {
    const reply = await t.call<Body>('PATCH', path(contractId, date), { token: jon.access, body });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual(fields);
  });

  it('answers 400 to a date that is not one, 404 to a date with no item', async () => {
    expect(
      (await t.call('GET', path(contractId, '2026-02-30'), { token: jon.access })).status,
    ).toBe(400);
    expect(
      (await t.call('GET', path(contractId, '2026-12-02'), { token: jon.access })).status,
    ).toBe(404);
  });

  it('adds an item by hand and deletes it', async () => {
    const added = await t.call<Body>('POST', path(contractId), {
      token: jon.access,
      body: { due_date: '2026-12-15', amount: 35_000 },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      due_date: '2026-12-15',
      final_due_date: '2026-12-21',
      amount: 35_000,
      is_manual: true,
    });
    const again = await t.call<Body>('POST', path(contractId), {
      token: jon.access,
      body: { due_date: '2026-12-15', amount: 1 },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('due_date_taken');
    const removed = await t.call('DELETE', path(contractId, '2026-12-15'), { token: jon.access });
    expect(removed.status).toBe(204);
    const gone = await t.call('GET', path(contractId, '2026-12-15'), { token: jon.access });
    expect(gone.status).toBe(404);
  });

  it('refuses to change an invoiced item or delete a paid one', async () => {
    const where = (date: string) =>
      and(eq(paymentScheduleItems.contractId, contractId), eq(paymentScheduleItems.dueDate, date));
    await t.db
      .update(paymentScheduleItems)
      .set({ claimId: 'sandbox-claim-1', claimStatus: 'unpaid', invoicedAt: new Date() })
      .where(where('2026-09-01'));
    await t.db
      .update(paymentScheduleItems)
      .set({
        claimId: 'sandbox-claim-2',
        claimStatus: 'paid',
        paidAmount: 250_000,
        paidAt: new Date(),
      })
      .where(where('2026-07-01'));
    const invoiced = await t.call<Body>('PATCH', path(contractId, '2026-09-01'), {
      token: staff.access,
      body: { amount: 1_000 },
    });
    expect(invoiced.status).toBe(409);
    expect(invoiced.body.code).toBe('item_invoiced');
    const paid = await t.call<Body>('DELETE', path(contractId, '2026-07-01'), {
      token: jon.access,
    });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('item_paid');
    const item = await t.call<Body>('GET', path(contractId, '2026-07-01'), { token: anna.access });
    expect(item.body).toMatchObject({
      status: 'paid',
      locked_reason: 'item_paid',
      paid_amount: 250_000,
    });
    const list = await t.call<Body>('GET', path(contractId), { token: anna.access });
    expect(list.body.totals.paid).toBe(250_000);
  });
});

describe('the batch read', () => {
  it('answers the schedules of the contracts the caller sees, leaving out drafts and others', async () => {
    const draft = await createDraft(t, jon);
    const reply = await t.call<{ results: (List & { contract_id: number })[] }>(
      'GET',
      `/api/contracts/payment-schedules/?contracts=${contractId},${draft.id},999999`,
      { token: anna.access },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.results.map((r) => [r.contract_id, r.count, r.can_edit])).toEqual([
      [contractId, 12, false],
    ]);
    const bad = await t.call('GET', '/api/contracts/payment-schedules/?contracts=abc', {
      token: anna.access,
    });
    expect(bad.status).toBe(400);
  });
});
