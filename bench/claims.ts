import { performance } from 'node:perf_hooks';
import { and, eq, gt, sql } from 'drizzle-orm';
import { paymentScheduleItems } from '../api/src/db/schema/index.js';
import { invoiceItem } from '../api/src/modules/payments/billing-service.js';
import { startTestApi } from '../api/src/testing.js';

/**
 * `npm run bench:claims`: a month's claims for BENCH_CONTRACTS (default 10,000) committed leases,
 * each sent through the real billing code (invoiceItem: the claim in the sandbox bank with its
 * idempotency key, the item's claim columns and the ledger posting in one transaction), on PGlite
 * or on the PostgreSQL server of DATABASE_URL. The baseline is the same code one claim at a time
 * over the first BENCH_BASELINE (default 500) leases; the month then goes BENCH_CONCURRENCY
 * (default 8) at a time. Prints each time, claims a second, the ratio between the two, and the
 * month's time against the aim (a month's claims in under a minute). Never asserts.
 */
const total = Number(process.env['BENCH_CONTRACTS'] ?? 10_000);
const baseline = Math.min(total, Number(process.env['BENCH_BASELINE'] ?? 500));
const concurrency = Number(process.env['BENCH_CONCURRENCY'] ?? 8);
const DUE = '2027-02-01';

const api = await startTestApi();
const { ctx } = api.app;
const deps = { db: ctx.db, claims: ctx.providers.claims, config: ctx.config };
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

let started = performance.now();
const { rows } = (await ctx.db.execute(sql`select coalesce(max(id), 0) as id from contracts`)) as {
  rows: { id: number }[];
};
const firstId = Number(rows[0]!.id);
// Committed leases with a payor, each with February's item not yet invoiced (set-based).
await ctx.db.execute(
  sql.raw(`
  insert into contracts (status, listing_type, rooms, start_date, is_definite, termination_term_length,
    price, currency, insurance_type, insurance_amount, real_estate, payor, committed_at, updated_at, created_at)
  select 'registered', 'apartment', 2, date '2026-01-01', false, 3, 150000 + (g * 37) % 300000, 'ISK',
    'deposit', 300000, jsonb_build_object('landreg_id', 'L' || g, 'units', '[]'::jsonb),
    jsonb_build_object('name', 'Leigjandi ' || g, 'identifier', '0101302989', 'identifier_country', 'IS'),
    now(), now(), now()
  from generate_series(1, ${total}) g`),
);
await ctx.db.execute(
  sql.raw(`
  insert into payment_schedule_items (contract_id, due_date, final_due_date, period_start, period_end,
    rent_amount, amount, payment_fee)
  select c.id, date '${DUE}', date '${DUE}' + 6, date '${DUE}', (date '${DUE}' + interval '1 month' - interval '1 day')::date,
    c.price, c.price, 195
  from contracts c where c.id > ${firstId}`),
);
console.log(
  `${total.toLocaleString('en')} leases with ${DUE}'s item (${process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite'}): made in ${seconds(performance.now() - started)}`,
);

const due = await ctx.db
  .select({ contractId: paymentScheduleItems.contractId })
  .from(paymentScheduleItems)
  .where(and(eq(paymentScheduleItems.dueDate, DUE), gt(paymentScheduleItems.contractId, firstId)))
  .orderBy(paymentScheduleItems.contractId);
const ids = due.map((d) => d.contractId);

started = performance.now();
for (const id of ids.slice(0, baseline)) await invoiceItem(deps, id, DUE);
const oneAtATime = (performance.now() - started) / baseline;
console.log(
  `baseline, one claim at a time: ${baseline} claims in ${seconds(oneAtATime * baseline)} (${(1000 / oneAtATime).toFixed(0)} claims/s)`,
);

started = performance.now();
const rest = ids.slice(baseline);
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < rest.length) {
      const id = rest[next++]!;
      await invoiceItem(deps, id, DUE);
    }
  }),
);
const perClaim = (performance.now() - started) / Math.max(1, rest.length);
const monthMs = perClaim * ids.length;
console.log(
  `${concurrency} at a time: ${rest.length.toLocaleString('en')} claims in ${seconds(perClaim * rest.length)} (${(1000 / perClaim).toFixed(0)} claims/s, ${(oneAtATime / perClaim).toFixed(2)}x the baseline)`,
);
const [invoiced] = await ctx.db
  .select({ n: sql<number>`count(*)`.mapWith(Number) })
  .from(paymentScheduleItems)
  .where(
    and(eq(paymentScheduleItems.dueDate, DUE), eq(paymentScheduleItems.claimStatus, 'unpaid')),
  );
console.log(
  `a month's ${ids.length.toLocaleString('en')} claims at that rate: ${seconds(monthMs)} — ${(monthMs / 60_000).toFixed(2)}x the one-minute aim (${monthMs <= 60_000 ? 'met' : 'not met'}); ${invoiced!.n.toLocaleString('en')} items now hold an unpaid claim`,
);
await api.close();
