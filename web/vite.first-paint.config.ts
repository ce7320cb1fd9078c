import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './plugins/graphql-documents';
import { i18nMessages } from './plugins/i18n-messages';

/**
 * The server's build of the first paint (src/first-paint/render.tsx, see there): for Node, into
 * dist-ssr/ beside the browser's dist/ (never served). The workspace packages are bundled in;
 * React, react-router and i18next are the server's own, the same versions the browser gets.
 * Class names are the same strings the browser build's stylesheet was made from.
 */
export default defineConfig({
  plugins: [react(), i18nMessages(), graphqlDocuments()],
  publicDir: false,
  ssr: { noExternal: ['@leiga/domain', '@leiga/graph'] },
  build: {
    ssr: 'src/first-paint/render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    // Every build's files have names of their own, and .vite/manifest.json names the entry: a
    // running server imports a new build by its new name (one module instance per build, which
    // a query string on a fixed name would not give the chunks that import the entry).
    manifest: true,
    rolldownOptions: { output: { entryFileNames: 'first-paint-[hash].js' } },
  },
});
