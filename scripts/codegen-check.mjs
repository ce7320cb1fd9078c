// `npm run codegen:check` (CI): regenerates every codegen output from scratch and fails when the
// committed files differ. The working tree is restored afterwards, so the check changes nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const OUTPUT_DIRS = [
  'graph/src/__generated__',
  'web/src/__generated__',
  'mobile/src/__generated__',
];

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full), readFileSync(full, 'utf8'));
    }
  };
  for (const dir of OUTPUT_DIRS) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return files;
}

function restore(files) {
  for (const dir of OUTPUT_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true });
  for (const [file, content] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

const committed = snapshot();
for (const dir of OUTPUT_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true });
const bin = path.join(root, 'node_modules/.bin/graphql-codegen');
const run = spawnSync(bin, ['--config', 'codegen.ts', '--silent'], { cwd: root, encoding: 'utf8' });
const fresh = snapshot();
restore(committed);

if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  console.error('codegen:check: codegen failed');
  process.exit(1);
}

const stale = [];
for (const [file, content] of fresh) {
  if (!committed.has(file)) stale.push(`${file} (missing)`);
  else if (committed.get(file) !== content) stale.push(`${file} (out of date)`);
}
for (const file of committed.keys())
  if (!fresh.has(file)) stale.push(`${file} (no longer generated)`);

if (stale.length > 0) {
  console.error(
    `codegen:check: generated files are stale; run \`npm run codegen\`:\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`codegen:check: ${fresh.size} generated files are up to date`);
