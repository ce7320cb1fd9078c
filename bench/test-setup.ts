import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../api/src/db/client.js';
import {
  copyTestTemplate,
  prepareTestTemplate,
  templateDumpFile,
} from '../api/src/testing-template.js';
import { median } from './stats.js';

/**
 * `npm run bench:test-setup`: what a test file pays for its own copy of the seeded demo database on
 * PGlite, the default. Baseline: the dump read and handed to PGlite as a Blob of a Buffer (how
 * copies were made before), which copies its 60-odd MB in and out again. Against it: the test
 * helpers' copy (`copyTestTemplate`), which hands over bytes read once per process. The two
 * alternate, BENCH_ROUNDS times (default 6), and the medians are compared.
 * On the PostgreSQL server a copy is `create database … template …`, which this does not touch,
 * so the bench always runs on PGlite. Never asserts: timings depend on the machine.
 */
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 6);
delete process.env['DATABASE_URL'];

const removeTemplate = await prepareTestTemplate();
const dumpFile = templateDumpFile();
if (!dumpFile) throw new Error('The template has no PGlite dump');

const baseline: number[] = [];
const helper: number[] = [];
try {
  for (let round = 0; round < rounds; round += 1) {
    let started = performance.now();
    const viaBlob = await openDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([readFileSync(dumpFile)]),
    });
    baseline.push(performance.now() - started);
    await viaBlob.close();

    started = performance.now();
    const copy = await copyTestTemplate();
    if (!copy) throw new Error('No template to copy');
    helper.push(performance.now() - started);
    await copy.drop();
  }
} finally {
  await removeTemplate();
}

// The first round of each warms the process up; the median leaves it out of the comparison.
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
console.log(`A test file's copy of the seeded database on PGlite (median of ${rounds} rounds)`);
console.log(`  baseline, the dump as a Blob:  ${ms(median(baseline))}`);
console.log(`  copyTestTemplate:              ${ms(median(helper))}`);
console.log(`  ratio (baseline / helper):     ${(median(baseline) / median(helper)).toFixed(2)}x`);
