/**
 * `expo export` for one platform (web, android, ios), offline, then the size of every JavaScript
 * or Hermes bundle it wrote (raw and gzipped); for web also what the first screen loads (the
 * scripts index.html names). Usage: node scripts/export.mjs <platform>; EXPORT_SOURCE_MAPS=1
 * writes source maps too (to see what a bundle carries).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const PLATFORMS = ['web', 'android', 'ios'];
const platform = process.argv[2];
if (!PLATFORMS.includes(platform)) {
  console.error(`usage: node scripts/export.mjs <${PLATFORMS.join('|')}>`);
  process.exit(2);
}

const outDir = join('dist', platform);
rmSync(outDir, { recursive: true, force: true });
const started = Date.now();
// The web bundle is tree-shaken (Expo's graph optimisation drops the exports nothing imports):
// about a third of its gzipped size. Native bundles are left as Expo builds them.
const shaking =
  platform === 'web'
    ? { EXPO_UNSTABLE_METRO_OPTIMIZE_GRAPH: '1', EXPO_UNSTABLE_TREE_SHAKING: '1' }
    : {};
const args = ['expo', 'export', '--platform', platform, '--output-dir', outDir];
if (process.env.EXPORT_SOURCE_MAPS === '1') args.push('--source-maps');
const result = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, ...shaking, EXPO_OFFLINE: '1', CI: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const seconds = ((Date.now() - started) / 1000).toFixed(0);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const bundles = [...files(outDir)].filter((f) => /\.(js|hbc)$/.test(f));
let total = 0;
let totalGzip = 0;
console.log(`\n${platform} export in ${seconds} s; bundles:`);
for (const file of bundles) {
  const size = statSync(file).size;
  const gzip = gzipSync(readFileSync(file)).length;
  total += size;
  totalGzip += gzip;
  console.log(`  ${relative(outDir, file)}  ${kb(size)}  (gzip ${kb(gzip)})`);
}
console.log(`  total ${kb(total)}  (gzip ${kb(totalGzip)})`);

if (platform === 'web') {
  // The scripts the page itself names; screens loaded later (async routes) come on top.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const entryGzip = entry.reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(outDir, f))).length,
    0,
  );
  console.log(`  index.html loads ${entry.length} script(s): gzip ${kb(entryGzip)}`);
}
