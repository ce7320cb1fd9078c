import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|txt|xml|wasm)$/;
const HTML = 'index.html';
const FILE_LIST = 'builds/files.json';
/** Folders whose files are content-hashed: old ones are kept one build, then removed. */
const HASHED_DIRS = ['assets', '_i18n'];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function removeEmptyDirs(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = join(dir, entry.name);
    removeEmptyDirs(child);
    if (readdirSync(child).length === 0) rmSync(child, { recursive: true });
  }
}

function readFileList(outDir: string): string[] {
  try {
    return JSON.parse(readFileSync(join(outDir, FILE_LIST), 'utf8')) as string[];
  } catch {
    return [];
  }
}

/** Writes `file.br` and `file.gz` beside a file, unless they are already newer than it. */
async function precompress(file: string): Promise<void> {
  const { mtimeMs, size } = statSync(file);
  if (size < 1024) return;
  if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= mtimeMs) return;
  const source = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
}

/**
 * How web/dist changes under a running server (server/src/web-app.ts):
 * - the folder is not emptied first, and index.html is written last and atomically, so the page
 *   a browser gets always names files that exist;
 * - the hashed files of the previous build stay (a tab opened before the rebuild still loads its
 *   lazy chunks), older ones are removed;
 * - every compressible file gets a brotli (.br, quality 11) and a gzip (.gz) twin, which the
 *   server sends as they are. index.html is left out: the server fills in listing meta tags and
 *   compresses it on the fly.
 */
export function distFiles(): Plugin {
  let outDir = '';
  let html: string | Uint8Array | null = null;
  let emitted: string[] = [];
  let previous: string[] = [];
  return {
    name: 'leiga-dist-files',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle[HTML];
        html = page?.type === 'asset' ? page.source : null;
        if (page) delete bundle[HTML];
        emitted = Object.keys(bundle);
        previous = readFileList(outDir);
        this.emitFile({ type: 'asset', fileName: FILE_LIST, source: JSON.stringify(emitted) });
      },
    },
    async writeBundle() {
      const keep = new Set([...emitted, ...previous]);
      for (const dir of HASHED_DIRS) {
        for (const file of listFiles(join(outDir, dir))) {
          const name = relative(outDir, file)
            .split(sep)
            .join('/')
            .replace(/\.(br|gz)$/, '');
          if (!keep.has(name)) rmSync(file);
        }
        removeEmptyDirs(join(outDir, dir));
      }
      await Promise.all(
        listFiles(outDir)
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(join(outDir, 'builds')))
          .map((file) => precompress(file)),
      );
      if (html !== null) {
        const target = join(outDir, HTML);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(`${target}.tmp`, html);
        renameSync(`${target}.tmp`, target);
      }
    },
  };
}
