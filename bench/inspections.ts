import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { Db } from '../api/src/db/client.js';
import {
  inspectionPhotos,
  inspectionSubjects,
  inspectionUnits,
} from '../api/src/db/schema/index.js';
import { restLogin, startStack } from '../graph/test/helpers.js';
import { percentile } from './stats.js';

/**
 * `npm run bench:inspections`: the inspection report page's GraphQL operation (the web's own
 * `InspectionReport`, read from the persisted-documents manifest) on a report with BENCH_ROOMS
 * (default 15) rooms, BENCH_SUBJECTS (default 150) subjects and BENCH_PHOTOS (default 200)
 * photos, on PGlite or on the PostgreSQL server of DATABASE_URL. Prints p50/p95 over
 * BENCH_ITERATIONS (default 40) runs and the REST calls each operation made, against the
 * baseline in the same run: the report and its photos read straight from the api's REST
 * endpoints, no graph in between. Never asserts: timings depend on the machine.
 */
const rooms = Number(process.env['BENCH_ROOMS'] ?? 15);
const subjectCount = Number(process.env['BENCH_SUBJECTS'] ?? 150);
const photoCount = Number(process.env['BENCH_PHOTOS'] ?? 200);
const iterations = Number(process.env['BENCH_ITERATIONS'] ?? 40);

function webOperation(name: string): string {
  const manifest = JSON.parse(
    readFileSync(
      new URL('../graph/src/__generated__/persisted-documents.json', import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;
  const found = Object.values(manifest).find((doc) => doc.includes(`query ${name}(`));
  if (!found) throw new Error(`no web operation ${name}`);
  return found;
}

type Timing = { p50: number; p95: number };

async function time(run: () => Promise<void>): Promise<Timing> {
  await run(); // warm the plans and the caches
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
}

/** Replaces the new report's rooms with `rooms` rooms holding the subjects and the photos. */
async function fill(db: Db, reportId: number, uploaderId: number): Promise<void> {
  await db.delete(inspectionUnits).where(eq(inspectionUnits.reportId, reportId));
  const units = await db
    .insert(inspectionUnits)
    .values(
      Array.from({ length: rooms }, (_, i) => ({
        reportId,
        type: i === 0 ? ('apartment' as const) : ('bedroom' as const),
        name: i === 0 ? null : `Herbergi ${i}`,
        position: i,
      })),
    )
    .returning();
  const TAGS = ['walls', 'floor', 'ceiling', 'windows', 'doors', 'radiators', 'sockets'] as const;
  const subjects = await db
    .insert(inspectionSubjects)
    .values(
      Array.from({ length: subjectCount }, (_, i) => ({
        reportId,
        unitId: units[i % units.length]!.id,
        kind: 'surface' as const,
        tag: TAGS[i % TAGS.length]!,
        position: Math.floor(i / units.length),
        condition: (['good', 'worn', 'damaged'] as const)[i % 3]!,
        note: i % 4 === 0 ? 'Smávægilegar rispur við gólflista.' : '',
      })),
    )
    .returning();
  await db.insert(inspectionPhotos).values(
    Array.from({ length: photoCount }, (_, i) => {
      const subject = subjects[i % subjects.length]!;
      return {
        reportId,
        unitId: subject.unitId,
        subjectId: i < subjects.length ? subject.id : null,
        uploaderId,
        storageKey: `bench/inspection-${reportId}-${i}.jpg`,
        thumbnailKey: `bench/inspection-${reportId}-${i}-thumb.jpg`,
        filename: `mynd-${i + 1}.jpg`,
        bytes: 180_000,
        width: 1600,
        height: 1200,
      };
    }),
  );
}

const stack = await startStack();
try {
  const where = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';
  const token = await restLogin(stack, 'jon@leiga.is');
  const auth = { authorization: `Bearer ${token}` };
  const rest = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${stack.api.url}/api/${path}`, {
      method,
      headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const me = await rest<{ id: number }>('GET', 'auth/user/');
  const contracts = await rest<{ results: { id: number; status: string }[] }>(
    'GET',
    'contracts/?page_size=100',
  );
  const contract = contracts.results.find((c) => c.status === 'committed');
  if (!contract) throw new Error('Jón has no committed contract');
  const report = await rest<{ id: number }>(
    'POST',
    `contracts/${contract.id}/inspection-reports/`,
    {
      kind: 'move_in',
    },
  );
  const db = stack.api.app.ctx.db;
  await fill(db, report.id, me.id);

  const operation = webOperation('InspectionReport');
  let restCalls = 0;
  let checked = false;
  const graph = await time(async () => {
    const res = await stack.gql<{
      inspectionReport: { units: { subjects: { photos: unknown[] }[] }[] } | null;
    }>(operation, { id: String(report.id) }, { token });
    if (res.errors.length > 0) throw new Error(JSON.stringify(res.errors));
    if (!checked) {
      const units = res.data!.inspectionReport!.units;
      const subjects = units.flatMap((u) => u.subjects);
      console.log(
        `inspections bench on ${where}: report ${report.id} with ${units.length} rooms, ${subjects.length} subjects, ${photoCount} photos; ${iterations} runs each`,
      );
      checked = true;
    }
    restCalls = stack.log.at(-1)?.restCalls ?? 0;
  });
  const baseline = await time(async () => {
    await Promise.all([
      rest('GET', `inspection-reports/${report.id}/`),
      rest('GET', `inspection-reports/${report.id}/photos/`),
    ]);
  });
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(`\n${'read'.padEnd(44)} ${'p50'.padStart(9)} ${'p95'.padStart(9)}  REST calls`);
  console.log(
    `${'baseline: REST report + photos, no graph'.padEnd(44)} ${ms(baseline.p50)} ${ms(baseline.p95)}  2`,
  );
  console.log(
    `${'graph: the web’s InspectionReport operation'.padEnd(44)} ${ms(graph.p50)} ${ms(graph.p95)}  ${restCalls}`,
  );
  console.log(
    `\ngraph / baseline: p50 ${(graph.p50 / baseline.p50).toFixed(2)}x, p95 ${(graph.p95 / baseline.p95).toFixed(2)}x`,
  );
} finally {
  await stack.close();
}
