import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP sources for the inline scripts of a page: `'sha256-<base64>'` of each script's text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.length > 0)
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of index.html's inline scripts, read again whenever a rebuild replaces the file;
 * none while there is no build.
 */
export function indexScriptHashes(indexFile: string): () => readonly string[] {
  let cached: { mtimeMs: number; hashes: string[] } = { mtimeMs: -1, hashes: [] };
  return () => {
    if (!existsSync(indexFile)) return [];
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, hashes: inlineScriptHashes(readFileSync(indexFile, 'utf8')) };
    }
    return cached.hashes;
  };
}
