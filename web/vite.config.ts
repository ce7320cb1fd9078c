import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { buildInfo } from './plugins/build-info';
import { distFiles } from './plugins/dist-files';
import { firstVisit } from './plugins/first-visit';
import { graphqlDocuments } from './plugins/graphql-documents';
import { i18nMessages } from './plugins/i18n-messages';

/** In dev and preview, /graphql and /api go to the product server (npm start, port 3000). */
const backend = process.env.LEIGA_BACKEND_URL ?? 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions> = {
  '/graphql': { target: backend, ws: true, changeOrigin: false },
  '/api': { target: backend, changeOrigin: false },
  '/_ipx': { target: backend, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    i18nMessages(),
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
});
