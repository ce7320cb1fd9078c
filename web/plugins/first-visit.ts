import {
  FIRST_VISIT_ELEMENT_ID,
  FIRST_VISIT_PAGES,
  type FirstVisitManifest,
  type FirstVisitPage,
} from '../../domain/src/routing/first-visit-manifest';
import type { Plugin, Rolldown } from 'vite';
import { buildCatalogues } from './i18n-messages';

/**
 * The module each first-visit page's route loads (see src/app/routes.ts), for the pages the server
 * gives early hints. The search page reads its URL without zod (domain's search-params.ts), so
 * its chunks fetched this early stay within the byte budget (scripts/check-budget.ts).
 */
export const FIRST_VISIT_MODULES: Partial<Record<FirstVisitPage, string>> = {
  landing: 'src/features/landing/LandingPage.tsx',
  search: 'src/features/listings/SearchPage.tsx',
  listing: 'src/features/listings/ListingPage.tsx',
};

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * Modules src/main.tsx imports apart, so that they are evaluated in tasks of their own, and that
 * every page needs: index.html preloads their chunks beside the entry's.
 */
export const BOOT_MODULES: RegExp[] = [/[\\/]react-dom[\\/]client\.js$/];

/** A chunk and every chunk it imports statically, as file names. */
function closure(bundle: Rolldown.OutputBundle, start: string, seen = new Set<string>()) {
  if (seen.has(start)) return seen;
  seen.add(start);
  const chunk = bundle[start];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) closure(bundle, next, seen);
  return seen;
}

/**
 * Embeds in index.html what a first visit of each public page needs beyond the entry's own
 * files: the page's chunks and styles, and the messages URL. The server turns it into
 * `<link rel="modulepreload">` and preload tags for the page asked for, so the browser fetches
 * them beside the entry instead of one after another. One file, so a rebuild under a running
 * server never pairs a page with another build's chunks.
 */
export function firstVisit(modules = FIRST_VISIT_MODULES): Plugin {
  let base = '/';
  return {
    name: 'leiga-first-visit',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite has written index.html into the bundle (and before dist-files takes it).
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const loadedByEntry = closure(bundle, entry.fileName);
        const bootFiles = new Set<string>();
        for (const module of BOOT_MODULES) {
          const chunk = chunks.find((c) => !c.isEntry && c.moduleIds.some((id) => module.test(id)));
          if (!chunk) this.error(`No chunk of its own for ${module} (imported apart by main.tsx).`);
          for (const f of closure(bundle, chunk.fileName))
            if (!loadedByEntry.has(f)) bootFiles.add(f);
        }
        for (const f of bootFiles) loadedByEntry.add(f);
        const pages: FirstVisitManifest['pages'] = {};
        for (const page of FIRST_VISIT_PAGES) {
          const source = modules[page];
          if (!source) continue;
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
          if (!chunk) this.error(`No chunk for ${source} (first-visit page ${page}).`);
          const files = [...closure(bundle, chunk.fileName)].filter((f) => !loadedByEntry.has(f));
          const styles = files.flatMap((f) => {
            const c = bundle[f] as Chunk | undefined;
            return [...(c?.viteMetadata?.importedCss ?? [])];
          });
          pages[page] = {
            scripts: files.map((f) => base + f),
            styles: [...new Set(styles)].map((f) => base + f),
          };
        }
        const manifest: FirstVisitManifest = {
          messages: `${base}_i18n/${buildCatalogues().hash}/{locale}/messages.txt`,
          pages,
        };
        const html = bundle['index.html'];
        if (html?.type !== 'asset') this.error('index.html is not in the bundle.');
        // `<` never occurs in the JSON of file names, so the script element cannot be closed early.
        const tag = `<script type="application/json" id="${FIRST_VISIT_ELEMENT_ID}">${JSON.stringify(manifest)}</script>`;
        const preloads = [...bootFiles].map(
          (f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`,
        );
        html.source = String(html.source).replace(
          '</head>',
          () => `  ${[...preloads, tag].join('\n    ')}\n  </head>`,
        );
      },
    },
  };
}
