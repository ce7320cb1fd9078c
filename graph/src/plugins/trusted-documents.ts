import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import { createHash } from 'node:crypto';
import { KIT_DOCUMENTS } from '../client/documents.js';
import type { GraphContext } from '../context.js';
import { forbidden, unauthenticated } from '../errors.js';

/** hash (sha256 of the document text) -> document text, written by `npm run codegen`. */
export type PersistedDocuments = Record<string, string>;

const MANIFEST = fileURLToPath(
  new URL('../__generated__/persisted-documents.json', import.meta.url),
);

export function loadPersistedDocuments(path = MANIFEST): PersistedDocuments {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as PersistedDocuments;
}

/** Reads the manifest again if its file changed; a no-op for documents given in code. */
export type RefreshDocuments = () => void;

const versionOf = (path: string) => {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
};

/**
 * The manifest file, read again when a hash it lacks is asked for and the file has changed since:
 * a build made while the server runs (codegen, new operations) is trusted without a restart.
 * Entries are added to the same object, never removed: pages of the build before still send
 * theirs. A lookup of an unknown hash costs one stat of the file.
 */
export function watchedManifest(path = MANIFEST): {
  documents: PersistedDocuments;
  refresh: RefreshDocuments;
} {
  const documents = loadPersistedDocuments(path);
  let version = versionOf(path);
  const refresh = () => {
    const now = versionOf(path);
    if (now === null || now === version) return;
    try {
      Object.assign(documents, loadPersistedDocuments(path));
      version = now;
    } catch {
      // Written as we read it: the next unknown hash reads it again.
    }
  };
  return { documents, refresh };
}

/** The document of a hash, reading a changed manifest again before saying there is none. */
export function documentOf(
  documents: PersistedDocuments,
  hash: string,
  refresh?: RefreshDocuments,
): string | undefined {
  if (Object.hasOwn(documents, hash)) return documents[hash];
  refresh?.();
  return Object.hasOwn(documents, hash) ? documents[hash] : undefined;
}

/**
 * Apollo's persisted-query cache, read-only and filled from the manifest: first-party clients
 * send only the hash. Registering new hashes (APQ `set`) is ignored on purpose.
 */
export function manifestCache(
  documents: PersistedDocuments,
  refresh?: RefreshDocuments,
): KeyValueCache {
  return {
    get: (key) => Promise.resolve(documentOf(documents, key.replace(/^apq:/, ''), refresh)),
    set: () => Promise.resolve(),
    delete: () => Promise.resolve(false),
  };
}

/** Apollo's cache interface, as its persisted-query option takes it. */
type KeyValueCache = NonNullable<
  Exclude<ApolloServerOptions<GraphContext>['persistedQueries'], false | undefined>['cache']
>;

/** A document asking for the schema (`__schema`, `__type`), which only staff get in production. */
export const INTROSPECTION = /\b__(schema|type)\b/;

/**
 * In production: documents outside the manifest only from signed-in callers (tooling), within
 * graphql-armor's limits; introspection only for staff.
 */
export function trustedDocumentsPlugin(
  documents: PersistedDocuments,
  isProduction: boolean,
  refresh?: RefreshDocuments,
): ApolloServerPlugin<GraphContext> {
  const kitHashes = new Set(
    KIT_DOCUMENTS.map((doc) => createHash('sha256').update(doc).digest('hex')),
  );
  const isTrusted = (hash: string) =>
    kitHashes.has(hash) || documentOf(documents, hash, refresh) !== undefined;
  return {
    async requestDidStart() {
      if (!isProduction) return;
      return {
        async didResolveOperation({ queryHash, source, contextValue }) {
          const isIntrospection = source !== undefined && INTROSPECTION.test(source);
          if (isTrusted(queryHash ?? '') && !isIntrospection) return;
          const me = await contextValue.dataSources.accounts.getMe().catch(() => null);
          if (!me) throw unauthenticated('trusted_documents_only');
          if (isIntrospection && !me.is_staff) throw forbidden('introspection_disabled');
        },
      };
    },
  };
}
