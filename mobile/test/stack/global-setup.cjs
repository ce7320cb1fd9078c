/**
 * Starts a real api + graph (test/stack/start-stack.mts) once for both jest projects and hands
 * its addresses to the tests through MOBILE_TEST_GRAPH_URL and MOBILE_TEST_API_URL (workers
 * inherit the environment).
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
const STARTUP_LIMIT_MS = 120_000;

module.exports = async function globalSetup() {
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'start-stack.mts')],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  globalThis.__MOBILE_TEST_STACK__ = child;
  const [, url, apiUrl] = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('test stack did not start')), STARTUP_LIMIT_MS);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const ready = /READY (\S+) (\S+)/.exec(out);
      if (ready) {
        clearTimeout(timer);
        resolve(ready);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`test stack exited with ${code}`));
    });
  });
  process.env.MOBILE_TEST_GRAPH_URL = url;
  // The sandboxes' own pages (e-signing links) and the dev outbox live on the api.
  process.env.MOBILE_TEST_API_URL = apiUrl;
};
