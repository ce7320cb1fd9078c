import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:build-info';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export type BuildInfo = { id: string; builtAt: string };

/**
 * Gives every build an id (`import { BUILD_ID } from 'virtual:build-info'`) and writes
 * `dist/builds/latest.json`; the running app polls that file and offers a reload when it differs.
 */
export function buildInfo(id = process.env.LEIGA_BUILD_ID ?? Date.now().toString(36)): Plugin {
  const info: BuildInfo = { id, builtAt: new Date().toISOString() };
  return {
    name: 'leiga-build-info',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (source) =>
      source === RESOLVED_ID ? `export const BUILD_ID = ${JSON.stringify(info.id)};` : undefined,
    configureServer(server) {
      server.middlewares.use('/builds/latest.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(info));
      });
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify(info),
      });
    },
  };
}
