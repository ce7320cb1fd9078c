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
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'plugins/**/*.test.ts'],
          exclude: ['e2e/**', 'node_modules/**'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      { test: { name: 'domain', root: './domain', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: './api',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // graphql has no "exports" map: Node loads its CommonJS main while Vite would pick the
        // ES module, and a schema from one copy is refused by the other. Use Node's choice.
        resolve: { alias: { graphql: require.resolve('graphql') } },
        test: {
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
