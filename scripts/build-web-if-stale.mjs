// Builds the web app when web/dist is missing or older than its sources, so `npm start` on a
// fresh checkout serves the current app without a separate build step.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// The browser's build and the server's build of the first paint (web/dist-ssr), made together.
const builtFiles = ['web/dist/index.html', 'web/dist-ssr/.vite/manifest.json'].map((f) =>
  path.join(root, f),
);
const sources = [
  'web/src',
  'web/index.html',
  'web/public',
  'web/plugins',
  'web/vite.config.ts',
  'web/vite.first-paint.config.ts',
  'domain/src',
  'graph/src/client',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

if (!existsSync(path.join(root, 'web/index.html'))) process.exit(0);
const builtAt = Math.min(...builtFiles.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (changedAt > builtAt) {
  console.log(
    builtAt
      ? 'Web sources changed: rebuilding the web app…'
      : 'Building the web app (first start)…',
  );
  execSync('npm run build -w @leiga/web', { cwd: root, stdio: 'inherit' });
}
