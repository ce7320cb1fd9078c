import { desc, eq, sql } from 'drizzle-orm';
import { contractListQuerySchema } from '@leiga/domain';
import { buildApp, createTestDatabaseConfig, DEMO_PASSWORD } from '@leiga/api';
import type { Db } from '../api/src/db/client.js';
import { contracts, users } from '../api/src/db/schema/index.js';
import {
  contractListWhere,
  findContract,
  pageContracts,
} from '../api/src/modules/contracts/contracts-repository.js';
import { renderContractPdfOf } from '../api/src/modules/contracts/pdf/contract-pdf-service.js';
import { percentile } from './stats.js';

/**
 * `npm run bench:contracts`: the contract list and the lease PDF over BENCH_CONTRACTS (default
 * 10,000) generated contracts with their parties, on PGlite, or on the PostgreSQL server of
 * DATABASE_URL. The list is timed through the api (auth, query, serialisation) as a landlord
 * with many contracts and as staff; the PDF as the render of one contract. Prints p50/p95 and
 * the aims, and the list's SQL alone again without the search's trigram indexes;
 * BENCH_EXPLAIN=<part of a list's name> prints its plans. Never asserts: timings depend on the machine.
 */
const total = Number(process.env['BENCH_CONTRACTS'] ?? 10_000);
const iterations = Number(process.env['BENCH_ITERATIONS'] ?? 40);
const pdfCount = Number(process.env['BENCH_PDFS'] ?? 40);

const STREETS = [
  'Laugavegur',
  'Hverfisgata',
  'Þórsgata',
  'Skólavörðustígur',
  'Hofsvallagata',
  'Ægisíða',
  'Bústaðavegur',
  'Hamraborg',
  'Strandgata',
  'Glerárgata',
];
const FIRST = ['Anna', 'Jón', 'Sigríður', 'Guðmundur', 'Kristín', 'Ólafur', 'Þórunn', 'Einar'];
const LAST = ['Jónsdóttir', 'Sigurðsson', 'Ævarsdóttir', 'Helgason', 'Björnsdóttir', 'Pálsson'];

const sqlArray = (items: string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

/**
 * One in four contracts is Jón's (he created it and is its landlord party); the others belong to
 * other landlords. Each has a tenant, every third a second tenant. Set-based inserts: seconds.
 */
async function generate(db: Db, jonId: number, jonKt: string): Promise<void> {
  // The demo seed's contracts come first and have their parties already.
  const { rows } = (await db.execute(sql`select coalesce(max(id), 0) as id from contracts`)) as {
    rows: { id: number }[];
  };
  const firstId = Number(rows[0]!.id);
  await db.execute(
    sql.raw(`
    insert into contracts (status, created_by, listing_type, rooms, start_date, end_date, is_definite,
      termination_term_length, price, currency, insurance_type, insurance_amount, real_estate, updated_at, created_at)
    select (array['draft','committed','signing','signed','registered'])[g % 5 + 1],
      case when g % 4 = 0 then ${jonId} else null end,
      (array['apartment','room','studio','house'])[g % 4 + 1], g % 5 + 1,
      date '2020-01-01' + (g % 2500)::int, case when g % 3 = 0 then null else date '2020-01-01' + (g % 2500)::int + 365 end,
      g % 3 <> 0, 3, 150000 + (g * 37) % 300000, 'ISK', 'deposit', 300000,
      jsonb_build_object('landreg_id', 'L' || (100000 + g), 'address',
        jsonb_build_object('street', (${sqlArray(STREETS)})[g % ${STREETS.length} + 1] || ' ' || (g % 90 + 1), 'postal_code', '101'),
        'units', '[]'::jsonb),
      now() - (g % 5000) * interval '1 hour', now() - (g % 5000) * interval '1 hour'
    from generate_series(1, ${total}) g`),
  );
  const name = (seed: string) =>
    `(${sqlArray(FIRST)})[${seed} % ${FIRST.length} + 1] || ' ' || (${sqlArray(LAST)})[${seed} % ${LAST.length} + 1]`;
  await db.execute(
    sql.raw(`
    insert into contract_parties (contract_id, role, user_id, name, identifier, phones, emails)
    select c.id, 'landlord', case when c.created_by = ${jonId} then ${jonId} else null end,
      case when c.created_by = ${jonId} then 'Jón Guðmundsson' else ${name('c.id')} end,
      case when c.created_by = ${jonId} then '${jonKt}' else lpad(((c.id::bigint * 7919) % 100000000)::text, 8, '0') || '19' end,
      '[{"country_code":"354","number":"6151234"}]'::jsonb, '[{"email":"leigusali@example.is"}]'::jsonb
    from contracts c where c.id > ${firstId}
    union all
    select c.id, 'tenant', null::integer, ${name('(c.id + 3)')}, lpad(((c.id::bigint * 104729) % 100000000)::text, 8, '0') || '29',
      '[]'::jsonb, '[{"email":"leigjandi@example.is"}]'::jsonb
    from contracts c where c.id > ${firstId}
    union all
    select c.id, 'tenant', null::integer, ${name('(c.id + 5)')}, lpad(((c.id::bigint * 1299709) % 100000000)::text, 8, '0') || '39',
      '[]'::jsonb, '[]'::jsonb
    from contracts c where c.id > ${firstId} and c.id % 3 = 0`),
  );
  // As autovacuum would have by now: statistics, and the GIN indexes' pending lists merged (a
  // trigram index with a long pending list looks costly, and the planner scans the table instead).
  for (const table of ['contracts', 'contract_parties', 'contract_collaborators'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

type Timing = { p50: number; p95: number; count: number };

async function time(run: () => Promise<number>, n: number): Promise<Timing> {
  await run(); // warm the plan and the caches
  const samples: number[] = [];
  let count = 0;
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    count = await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), count };
}

const SEARCH_INDEXES = [
  'contracts_street_trgm_idx',
  'contract_parties_name_trgm_idx',
  'contract_parties_identifier_trgm_idx',
];

const LISTS: Record<string, string> = {
  'page 1': '',
  'page 40': 'page=40',
  'search "laugavegur"': 'search=laugavegur',
  'search a name "sigurðsson"': 'search=sigur%C3%B0sson',
  'from/to 2025': 'from_date=2025-01-01&to_date=2025-12-31',
};

const target = await createTestDatabaseConfig();
const app = await buildApp({
  config: {
    ...target.config,
    logLevel: 'silent',
    isProduction: true,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    seedListings: 0,
  },
});
try {
  await app.ready();
  const db = app.ctx.db;
  const login = async (email: string) => {
    const reply = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: DEMO_PASSWORD },
    });
    const body = reply.json<{ access: string; user: { id: number } }>();
    return { authorization: `Bearer ${body.access}`, id: body.user.id };
  };
  const jon = await login('jon@leiga.is');
  const staff = await login('stjorn@leiga.is');
  const [jonRow] = (
    (await db.execute(sql`select icelandic_id from users where id = ${jon.id}`)) as {
      rows: { icelandic_id: string }[];
    }
  ).rows;
  const started = performance.now();
  await generate(db, jon.id, jonRow!.icelandic_id);
  const where = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';
  console.log(
    `contracts bench on ${where}: ${total.toLocaleString('en')} contracts generated in ${((performance.now() - started) / 1000).toFixed(1)} s, ${iterations} runs each`,
  );

  const userRow = async (id: number) =>
    (await db.select().from(users).where(eq(users.id, id)).limit(1))[0]!;
  const who = [
    { name: 'Jón (landlord)', session: jon, user: await userRow(jon.id) },
    { name: 'staff', session: staff, user: await userRow(staff.id) },
  ];
  const queryOf = (query: string) =>
    contractListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const timeSql = (user: (typeof who)[number]['user'], query: string, n: number) =>
    time(async () => (await pageContracts(db, user, queryOf(query))).total, n);

  // The floor under every answer on this machine: a signed-in read of one row.
  const floor = await time(async () => {
    const reply = await app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: { authorization: jon.authorization },
    });
    return reply.statusCode;
  }, iterations);
  console.log(
    `\nfloor: GET /api/auth/user/ p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`,
  );
  console.log(
    `\nGET /api/contracts/ ${'as'.padStart(24)} ${'count'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'SQL p95'.padStart(8)}`,
  );
  let worst = 0;
  const searchSql: { name: string; who: (typeof who)[number]; p95: number }[] = [];
  for (const { name: whoName, session, user } of who) {
    for (const [name, query] of Object.entries(LISTS)) {
      const timing = await time(async () => {
        const reply = await app.inject({
          method: 'GET',
          url: `/api/contracts/?${query}`,
          headers: { authorization: session.authorization },
        });
        if (reply.statusCode !== 200) throw new Error(`${name}: ${reply.statusCode}`);
        return reply.json<{ count: number }>().count;
      }, iterations);
      const sqlOnly = await timeSql(user, query, iterations);
      if (query.startsWith('search'))
        searchSql.push({ name, who: who.find((w) => w.session === session)!, p95: sqlOnly.p95 });
      worst = Math.max(worst, timing.p95);
      console.log(
        `  ${name.padEnd(28)} ${whoName.padStart(14)} ${String(timing.count).padStart(7)} ${timing.p50.toFixed(1).padStart(6)}ms ${timing.p95.toFixed(1).padStart(6)}ms ${sqlOnly.p95.toFixed(1).padStart(6)}ms`,
      );
      if (process.env['BENCH_EXPLAIN'] && name.includes(process.env['BENCH_EXPLAIN'])) {
        const where = contractListWhere(user, queryOf(query));
        const plan = (await db.execute(
          sql`explain analyze ${db
            .select({ id: contracts.id })
            .from(contracts)
            .where(where)
            .orderBy(desc(contracts.updatedAt), desc(contracts.id))
            .limit(25)
            .getSQL()}`,
        )) as { rows: { 'QUERY PLAN': string }[] };
        console.log(plan.rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'));
      }
    }
  }
  console.log(`worst list p95: ${worst.toFixed(1)} ms (aim <= 20 ms)`);

  for (const index of SEARCH_INDEXES) await db.execute(sql.raw(`drop index if exists ${index}`));
  console.log("\nthe searches' SQL without their trigram indexes");
  for (const { name, who: w, p95 } of searchSql) {
    const plain = await timeSql(w.user, LISTS[name]!, Math.max(3, Math.floor(iterations / 4)));
    console.log(
      `  ${`${name}, ${w.name}`.padEnd(44)} p95 ${plain.p95.toFixed(1).padStart(6)}ms without, ${p95.toFixed(1).padStart(6)}ms with: ${(plain.p95 / p95).toFixed(1)}x`,
    );
  }

  const ids = (
    (await db.execute(sql`select id from contracts order by id limit ${pdfCount}`)) as {
      rows: { id: number }[];
    }
  ).rows.map((r) => r.id);
  for (const lang of ['is', 'en'] as const) {
    let i = 0;
    let bytes = 0;
    const timing = await time(async () => {
      const row = await findContract(db, ids[i++ % ids.length]!);
      const pdf = await renderContractPdfOf(db, row!, lang);
      bytes = pdf.length;
      return 1;
    }, ids.length);
    console.log(
      `\nlease PDF (${lang}) per contract: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KiB (aim p95 <= 300 ms)`,
    );
  }
} finally {
  await app.close();
  // BENCH_KEEP=1 leaves a PostgreSQL server's database for psql.
  if (process.env['BENCH_KEEP']) console.log(`kept: ${JSON.stringify(target.config)}`);
  else await target.drop();
}
