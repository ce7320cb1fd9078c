import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestCache, watchedManifest } from '../src/plugins/trusted-documents.js';

const OLD = { aaa: 'query Old { me { id } }' };
const NEW = { bbb: 'query New { me { email } }' };

let dir: string | null = null;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** A manifest file, written again with a later time so that a change always shows. */
function manifestFile(documents: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'leiga-manifest-'));
  const path = join(dir, 'persisted-documents.json');
  let seconds = 1_700_000_000;
  const write = (content: string) => {
    writeFileSync(path, content);
    seconds += 10;
    utimesSync(path, seconds, seconds);
  };
  write(JSON.stringify(documents));
  return { path, write };
}

describe('the persisted documents of a running server', () => {
  it('trusts the operations of a build made while it runs, keeping the earlier ones', async () => {
    const file = manifestFile(OLD);
    const manifest = watchedManifest(file.path);
    const cache = manifestCache(manifest.documents, manifest.refresh);
    expect(await cache.get('apq:bbb')).toBeUndefined();

    // codegen while the server runs: the new build's pages send their new hash.
    file.write(JSON.stringify(NEW));
    expect(await cache.get('apq:bbb')).toBe(NEW.bbb);
    // A page of the build before still sends its own.
    expect(await cache.get('apq:aaa')).toBe(OLD.aaa);
    expect(manifest.documents).toEqual({ ...OLD, ...NEW });
  });

  it('reads a manifest caught half-written again at the next unknown hash', async () => {
    const file = manifestFile(OLD);
    const manifest = watchedManifest(file.path);
    const cache = manifestCache(manifest.documents, manifest.refresh);
    file.write('{"bbb": "query New {');
    expect(await cache.get('apq:bbb')).toBeUndefined();
    file.write(JSON.stringify({ ...OLD, ...NEW }));
    expect(await cache.get('apq:bbb')).toBe(NEW.bbb);
  });

  it('does not read an unchanged file again, nor trust a hash it does not hold', async () => {
    const file = manifestFile(OLD);
    const manifest = watchedManifest(file.path);
    // Changed in memory only: had the file been read again, this would be back to OLD's text.
    manifest.documents['aaa'] = 'query Changed { me { id } }';
    manifest.refresh();
    expect(manifest.documents['aaa']).toBe('query Changed { me { id } }');
    expect(await manifestCache(manifest.documents, manifest.refresh).get('apq:zzz')).toBe(
      undefined,
    );
  });
});
