import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const webTestStub = (file: string) =>
  fileURLToPath(new URL(`./web/src/test/${file}`, import.meta.url));

// Vitest's default in a run is one worker fewer than the cores: a single worker on CI's two cores,
// which leaves one core idle while test files wait on PostgreSQL, HTTP and timers. One worker per
// core (VITEST_MAX_WORKERS to change it) roughly halves the run there.
const maxWorkers = Number(process.env['VITEST_MAX_WORKERS'] ?? Math.max(2, availableParallelism()));

// Loading the api or the graph anew for every test file cost more than the tests themselves
// (24 api files: 265 s isolated, 117 s not). These suites keep no state in modules: each file
// starts its own app on its own database, and caches are keyed by that app's objects. The web's
// files share one DOM per worker too (104 files: 231 s isolated, 52 s not, most of it a jsdom and
// React Aria loaded anew for each); its setup file leaves the document, storage and the module
// stores as a test found them.
const shared = { isolate: false } as const;

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        resolve: {
          alias: {
            'virtual:i18n-manifest': webTestStub('virtual-i18n-manifest.ts'),
            'virtual:build-info': webTestStub('virtual-build-info.ts'),
          },
        },
        test: {
          ...shared,
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
          exclude: ['e2e/**', 'node_modules/**'],
          setupFiles: ['./src/test/setup.ts'],
          // Each screen test loads React, React Aria and Apollo afresh (its own DOM). Bundled once
          // (the optimizer) and loaded into worker threads rather than new processes, the 97
          // files ran in 232 s instead of 280 s on two cores.
          pool: 'threads',
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  '@apollo/client',
                  'react-aria-components',
                  'react-aria',
                  'react-dom',
                  'react',
                  'react-router',
                  'react-hook-form',
                  'i18next',
                  'react-i18next',
                  'lucide-react',
                  '@internationalized/date',
                  'graphql',
                  'rxjs',
                  'zod',
                  '@testing-library/react',
                  '@testing-library/user-event',
                ],
              },
            },
          },
          // A screen driven key by key through userEvent can pass 5 s on a busy two-core runner.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'domain',
          root: './domain',
          include: ['test/**/*.test.ts'],
          // Pure computation, but some of it heavy: the fraud rules' tuning set takes 1.7 s on an
          // idle two-core runner and passed 5 s on a busy one.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'api',
          root: './api',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/setup-connection-checks.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'server',
          root: './server',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // graphql has no "exports" map: Node loads its CommonJS main while Vite would pick the
        // ES module, and a schema from one copy is refused by the other. Use Node's choice.
        resolve: { alias: { graphql: require.resolve('graphql') } },
        test: {
          ...shared,
          name: 'graph',
          root: './graph',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
