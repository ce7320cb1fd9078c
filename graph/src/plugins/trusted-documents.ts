import { readFileSync, existsSync } from 'node:fs';
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

/**
 * Apollo's persisted-query cache, read-only and filled from the manifest: first-party clients
 * send only the hash. Registering new hashes (APQ `set`) is ignored on purpose.
 */
export function manifestCache(documents: PersistedDocuments): KeyValueCache {
  return {
    get: (key) => Promise.resolve(documents[key.replace(/^apq:/, '')]),
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
): ApolloServerPlugin<GraphContext> {
  const kitHashes = KIT_DOCUMENTS.map((doc) => createHash('sha256').update(doc).digest('hex'));
  const trusted = new Set([...Object.keys(documents), ...kitHashes]);
  return {
    async requestDidStart() {
      if (!isProduction) return;
      return {
        async didResolveOperation({ queryHash, source, contextValue }) {
          const isIntrospection = source !== undefined && INTROSPECTION.test(source);
          if (trusted.has(queryHash ?? '') && !isIntrospection) return;
          const me = await contextValue.dataSources.accounts.getMe().catch(() => null);
          if (!me) throw unauthenticated('trusted_documents_only');
          if (isIntrospection && !me.is_staff) throw forbidden('introspection_disabled');
        },
      };
    },
  };
}
