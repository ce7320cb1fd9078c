import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { contracts, paymentScheduleItems } from '../api/src/db/schema/index.js';
import {
  findUnbalancedContracts,
  recordLedgerEvent,
  runReconciliation,
} from '../api/src/modules/ledger/index.js';
import { startTestApi } from '../api/src/testing.js';

/**
 * `npm run bench:ledger`: the ledger's reconciliation over BENCH_CONTRACTS (default 10,000)
 * contracts of BENCH_MONTHS (default 12) invoiced months each, most paid (every fourth late,
 * with interest) and paid out, with their ledger posted, on PGlite or on the PostgreSQL server of
 * DATABASE_URL. Prints the time to reconcile everything, then breaks one contract and shows the
 * reconciliation finds it; and how fast recordLedgerEvent posts one event at a time.
 * Never asserts: timings depend on the machine.
 */
const total = Number(process.env['BENCH_CONTRACTS'] ?? 10_000);
const months = Number(process.env['BENCH_MONTHS'] ?? 12);
const postings = Number(process.env['BENCH_POSTINGS'] ?? 2_000);

const api = await startTestApi();
const { db } = api.app.ctx;
const ms = (start: number) => `${Math.round(performance.now() - start).toLocaleString('en')} ms`;

let started = performance.now();
const { rows } = (await db.execute(sql`select coalesce(max(id), 0) as id from contracts`)) as {
  rows: { id: number }[];
};
const firstId = Number(rows[0]!.id);
await db.execute(
  sql.raw(`
  insert into contracts (status, listing_type, rooms, start_date, is_definite, termination_term_length,
    price, currency, insurance_type, insurance_amount, real_estate, updated_at, created_at)
  select 'registered', 'apartment', 2, date '2025-01-01', false, 3, 150000 + (g * 37) % 300000, 'ISK',
    'deposit', 300000, jsonb_build_object('landreg_id', 'L' || g, 'units', '[]'::jsonb), now(), now()
  from generate_series(1, ${total}) g`),
);
// Months 0..months-1: all invoiced; all but the last paid (every fourth late, 1,500 kr. interest);
// all but the last two paid out less a 2% fee.
await db.execute(
  sql.raw(`
  insert into payment_schedule_items (contract_id, due_date, final_due_date, period_start, period_end,
    rent_amount, amount, claim_id, claim_status, invoiced_at, paid_amount, interest_amount, paid_at)
  select c.id, d, d + 9, d, (d + interval '1 month' - interval '1 day')::date, c.price, c.price,
    'K' || c.id || '-' || m, case when m < ${months - 1} then 'paid' else 'unpaid' end, now(),
    case when m < ${months - 1} then c.price + case when m % 4 = 0 then 1500 else 0 end else 0 end,
    case when m < ${months - 1} and m % 4 = 0 then 1500 else 0 end,
    case when m < ${months - 1} then now() end
  from contracts c, generate_series(0, ${months - 1}) m, lateral (select (date '2025-01-01' + m * interval '1 month')::date as d) dd
  where c.id > ${firstId}`),
);
await db.execute(
  sql.raw(`
  insert into payment_transactions (item_id, transaction_id, amount, interest_amount, booked_at)
  select i.id, 'T' || i.id, i.paid_amount, i.interest_amount, now()
  from payment_schedule_items i where i.contract_id > ${firstId} and i.paid_amount > 0`),
);
await db.execute(
  sql.raw(`
  insert into payouts (item_id, contract_id, iban, holder_kennitala, gross_amount, fee_amount, amount,
    status, idempotency_key, booked_at)
  select i.id, i.contract_id, 'IS140159260076545510730339', '0407682389', i.paid_amount,
    i.paid_amount * 2 / 100, i.paid_amount - i.paid_amount * 2 / 100, 'booked', 'P' || i.id, now()
  from payment_schedule_items i
  where i.contract_id > ${firstId} and i.paid_amount > 0 and i.due_date < date '2025-01-01' + ${months - 2} * interval '1 month'`),
);
// The postings the billing code makes (domain buildPosting), set-based.
await db.execute(
  sql.raw(`
  insert into ledger_entries (contract_id, item_id, payout_id, event, event_key, line_no, account, debit, credit)
  select i.contract_id, i.id, null::integer, 'item_invoiced', 'item_invoiced:' || i.id || ':' || i.claim_id, l.n, l.account, l.debit, l.credit
  from payment_schedule_items i,
    lateral (values (1, 'tenant_owes', i.amount, 0), (2, 'landlord_owed', 0, i.amount)) l(n, account, debit, credit)
  where i.contract_id > ${firstId}
  union all
  select i.contract_id, i.id, null::integer, 'payment_received', 'payment_received:' || t.transaction_id, l.n, l.account, l.debit, l.credit
  from payment_transactions t join payment_schedule_items i on i.id = t.item_id,
    lateral (values (1, 'tenant_paid', t.amount, 0), (2, 'tenant_owes', 0, t.amount - t.interest_amount),
      (3, 'landlord_owed', 0, t.interest_amount)) l(n, account, debit, credit)
  where i.contract_id > ${firstId} and (l.n < 3 or t.interest_amount > 0)
  union all
  select p.contract_id, p.item_id, p.id, 'payout_booked', 'payout_booked:' || p.id, l.n, l.account, l.debit, l.credit
  from payouts p,
    lateral (values (1, 'landlord_owed', p.gross_amount, 0), (2, 'platform_fee', 0, p.fee_amount),
      (3, 'landlord_paid', 0, p.amount)) l(n, account, debit, credit)
  where p.contract_id > ${firstId} and (l.n <> 2 or p.fee_amount > 0)`),
);
const [count] = await db
  .select({ n: sql<number>`count(*)`.mapWith(Number) })
  .from(sql`ledger_entries`);
console.log(
  `${total.toLocaleString('en')} contracts × ${months} months, ${count!.n.toLocaleString('en')} ledger lines (${process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite'}): generated in ${ms(started)}`,
);

started = performance.now();
const run = await runReconciliation(db, 'staff', null);
console.log(
  `reconcile all: ${ms(started)} — ${run.contractsChecked.toLocaleString('en')} contracts checked, ${run.contractsUnbalanced} out of balance`,
);

// A payment written to an item without its posting: the reconciliation must name that contract.
const [victim] = await db
  .select({ id: paymentScheduleItems.id, contractId: paymentScheduleItems.contractId })
  .from(paymentScheduleItems)
  .where(sql`${paymentScheduleItems.contractId} > ${firstId}`)
  .limit(1);
await db
  .update(paymentScheduleItems)
  .set({ paidAmount: sql`${paymentScheduleItems.paidAmount} + 1` })
  .where(eq(paymentScheduleItems.id, victim!.id));
started = performance.now();
const { findings } = await findUnbalancedContracts(db);
console.log(
  `after breaking contract ${victim!.contractId}: ${ms(started)} — found ${findings.map((f) => `${f.contractId} (${f.problems.map((p) => p.code).join(', ')})`).join('; ')}`,
);

const [contract] = await db
  .select({ id: contracts.id })
  .from(contracts)
  .where(sql`${contracts.id} > ${firstId}`)
  .limit(1);
started = performance.now();
for (let i = 0; i < postings; i += 1)
  await db.transaction((tx) =>
    recordLedgerEvent(tx, {
      type: 'payment_received',
      contractId: contract!.id,
      itemId: victim!.id,
      transactionId: `bench-${i}`,
      amount: 1000,
      interest: 0,
    }),
  );
const perEvent = (performance.now() - started) / postings;
console.log(
  `recordLedgerEvent: ${postings.toLocaleString('en')} events one transaction each, ${perEvent.toFixed(2)} ms per event`,
);

await api.close();
