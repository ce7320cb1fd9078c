/**
 * `expo export` for one platform (web, android, ios), offline, then the size of every JavaScript
 * or Hermes bundle it wrote (raw and gzipped); for web also what the first screen loads (the
 * scripts index.html names) and the sign-in screen, which fails the export above 350 KB gzipped
 * (CI). Usage: node scripts/export.mjs <platform>; EXPORT_SOURCE_MAPS=1
 * writes source maps too (to see what a bundle carries).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const PLATFORMS = ['web', 'android', 'ios'];
/** The web's first screen, gzipped, at most (the aim: a phone on a slow connection). */
const FIRST_SCREEN_LIMIT = 350 * 1024;
/** The app's languages: the web export has a chunk for each of src/i18n/locales/<locale>.ts. */
const LOCALES = readdirSync(join('src', 'i18n', 'locales')).map((f) => f.replace(/\.ts$/, ''));
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

  // The sign-in screen, every new visitor's first (index redirects there): the page's scripts,
  // the root layout's and the sign-in route's chunks and the visitor's language, the largest
  // counted. CI fails above the aim; the smoke (e2e/smoke.spec.ts) prints what Chromium loaded.
  const chunkDir = join(outDir, '_expo', 'static', 'js', 'web');
  const chunks = readdirSync(chunkDir).filter((f) => f.endsWith('.js'));
  const gzipOf = (name) => gzipSync(readFileSync(join(chunkDir, name))).length;
  const only = (prefix) => {
    const found = chunks.filter((f) => f.startsWith(`${prefix}-`));
    if (found.length !== 1) throw new Error(`expected one ${prefix} chunk, found ${found.length}`);
    return gzipOf(found[0]);
  };
  const languages = LOCALES.map((locale) => ({ locale, gzip: only(locale) }));
  const largest = languages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const signIn = entryGzip + only('_layout') + only('sign-in') + largest.gzip;
  console.log(
    `  the sign-in screen loads (in ${largest.locale}, the largest language): gzip ${kb(signIn)}` +
      ` (limit ${kb(FIRST_SCREEN_LIMIT)})`,
  );
  if (signIn > FIRST_SCREEN_LIMIT) {
    console.error('  the sign-in screen is above the limit');
    process.exit(1);
  }
}
