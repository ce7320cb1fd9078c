import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildInfo } from './plugins/build-info';
import { distFiles } from './plugins/dist-files';
import { firstVisit } from './plugins/first-visit';
import { graphqlDocuments } from './plugins/graphql-documents';
import { i18nMessages } from './plugins/i18n-messages';
import { reactAriaStrings } from './plugins/react-aria-strings';

/** In dev and preview, /graphql and /api go to the product server (npm start, port 3000). */
const backend = process.env.LEIGA_BACKEND_URL ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: backend, ws: true, changeOrigin: false },
  '/api': { target: backend, changeOrigin: false },
  '/_ipx': { target: backend, changeOrigin: false },
};

/**
 * react-router's package exports name only its development build, whose dev warnings (route
 * checks on every render, the "Hey developer" error page) ship to phones; a build takes the
 * production build beside it, the same code with those warnings off.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  plugins: [
    react(),
    tailwindcss(),
    i18nMessages(),
    reactAriaStrings(),
    buildInfo(),
    firstVisit(),
    distFiles(),
    graphqlDocuments(),
  ],
  server: { proxy },
  preview: { proxy },
  // Not emptied: a running server keeps serving the previous build's files until the new
  // index.html replaces the old one (see plugins/dist-files.ts).
  build: {
    sourcemap: true,
    target: 'es2022',
    emptyOutDir: false,
    // Few files on a first visit: on a phone each request costs a round trip. What the entry
    // imports statically goes into the entry; shared chunks under ~8 KB are inlined where used.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 8_000 },
        },
      },
    },
  },
}));
