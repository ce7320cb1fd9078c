import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { WEB_NAMESPACES, type MessageTree } from '../../domain/src/locales/namespaces';
import { shipCatalogue } from '../../domain/src/locales/shipped-catalogue';

export const LOCALES_DIR = fileURLToPath(new URL('../../domain/src/locales', import.meta.url));
const VIRTUAL_ID = 'virtual:i18n-manifest';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const URL_RE = /^\/_i18n\/[\w-]+\/([a-z]{2})\/messages\.txt$/;

type Messages = Record<string, MessageTree>;

/** The locales are the folders of domain/src/locales (is, en, uk, da, pl). */
export function listLocales(dir = LOCALES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * One locale's catalogue: { namespace: tree } built from domain/src/locales/<locale>/*.json,
 * with the namespaces the web app reads (not those only the build, the mobile app or the api read).
 */
export function readLocaleMessages(locale: string, dir = LOCALES_DIR): Messages {
  const web = new Set<string>(WEB_NAMESPACES);
  const files = readdirSync(join(dir, locale))
    .filter((f) => f.endsWith('.json') && web.has(f.slice(0, -5)))
    .sort();
  return Object.fromEntries(
    files.map((f) => [
      f.slice(0, -5),
      JSON.parse(readFileSync(join(dir, locale, f), 'utf8')) as MessageTree,
    ]),
  );
}

/**
 * Every locale's catalogue as shipped (a line with each namespace's name, a line with its JSON:
 * shipped-catalogue.ts) and one content hash over all of them (the cache-busting segment).
 */
export function buildCatalogues(dir = LOCALES_DIR): {
  hash: string;
  byLocale: Record<string, string>;
} {
  const locales = listLocales(dir);
  const byLocale = Object.fromEntries(
    locales.map((l) => [l, shipCatalogue(readLocaleMessages(l, dir))]),
  );
  const hash = createHash('sha256');
  for (const l of locales) hash.update(`${l}\n${byLocale[l]}\n`);
  return { hash: hash.digest('hex').slice(0, 12), byLocale };
}

/**
 * Serves `/_i18n/{hash}/{locale}/messages.txt` in dev and emits `dist/_i18n/<hash>/<locale>/
 * messages.txt` in the build; `import { I18N_HASH } from 'virtual:i18n-manifest'` gives the hash.
 */
export function i18nMessages(): Plugin {
  let catalogues = buildCatalogues();
  return {
    name: 'leiga-i18n-messages',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const I18N_HASH = ${JSON.stringify(catalogues.hash)};`;
    },
    configureServer(server) {
      server.watcher.add(LOCALES_DIR);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(LOCALES_DIR)) return;
        catalogues = buildCatalogues();
        const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (mod) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const locale = URL_RE.exec(req.url?.split('?')[0] ?? '')?.[1];
        const messages = locale ? buildCatalogues().byLocale[locale] : undefined;
        if (!messages) return next();
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(messages);
      });
    },
    buildStart() {
      catalogues = buildCatalogues();
      for (const l of listLocales()) this.addWatchFile(join(LOCALES_DIR, l));
    },
    generateBundle() {
      for (const l of Object.keys(catalogues.byLocale)) {
        this.emitFile({
          type: 'asset',
          fileName: `_i18n/${catalogues.hash}/${l}/messages.txt`,
          source: catalogues.byLocale[l]!,
        });
      }
    },
  };
}
