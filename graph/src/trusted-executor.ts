import {
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { GraphContext } from './context.js';
import { LIMITS } from './security.js';
import { createCostMemo, type CostLimits } from './plugins/list-cost.js';
import { roundMs, type OperationLogger } from './plugins/logging.js';
import { INTROSPECTION, type PersistedDocuments } from './plugins/trusted-documents.js';

/** A query of a trusted document, compiled once (graphql-jit) into a function that runs it. */
type PreparedQuery = { operation: OperationDefinitionNode; compiled: CompiledQuery };
/** A trusted document, parsed and validated once: its queries by operation name. */
type Prepared = { document: DocumentNode; queries: Map<string, PreparedQuery> };

export type TrustedRequest = {
  method: string;
  contentType: string | undefined;
  accept: string | undefined;
  body: unknown;
};

export type TrustedAnswer = { contentType: string; cookie: string | null; body: string };

type PersistedBody = {
  operationName?: unknown;
  variables?: unknown;
  query?: unknown;
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } };
};

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/**
 * The answer's media type for the Accept headers first-party clients send (none, JSON, or Apollo
 * Client's graphql-response+json before JSON); null for any other header, which Apollo negotiates.
 */
export function answerTypeFor(accept: string | undefined): string | null {
  if (accept === undefined || accept === '' || accept === '*/*') return JSON_TYPE;
  const first = accept.split(',')[0]!.trim();
  if (first === 'application/json') return JSON_TYPE;
  if (first === 'application/graphql-response+json') return GRAPHQL_RESPONSE_TYPE;
  return null;
}

/** Parsed under the same token limit as Apollo's; a document it refuses stays with Apollo. */
function parseOrNull(text: string): DocumentNode | null {
  try {
    return parse(text, { maxTokens: LIMITS.maxTokens });
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Runs a first-party query sent by its manifest hash without Apollo's per-request pipeline: the
 * document was parsed, validated (graphql-armor's rules included), weighed and compiled
 * (graphql-jit: the query becomes one function, without graphql-js's walk of the document on
 * every call) when first seen, so what is left per call is running that function. Anything else
 * (mutations, subscriptions, unknown hashes, documents sent in full, other Accept headers) and
 * any answer with errors returns null, and Apollo answers it as before: a query only reads
 * (GETs, and two lookups by POST: agent suggestions and the payout account's check), so running
 * it once more there is safe, and errors keep Apollo's formatting and HTTP status.
 */
export function createTrustedExecutor(options: {
  schema: GraphQLSchema;
  documents: PersistedDocuments;
  validationRules: readonly ValidationRule[];
  limits: CostLimits;
  logger: OperationLogger;
}) {
  const { schema, documents, limits, logger } = options;
  const rules = [...specifiedRules, ...options.validationRules];
  const costs = createCostMemo(schema);
  const prepared = new Map<string, Prepared | null>();

  function prepare(hash: string): Prepared | null {
    const cached = prepared.get(hash);
    if (cached !== undefined) return cached;
    const text = Object.hasOwn(documents, hash) ? documents[hash] : undefined;
    // Not in the manifest (yet: a build made while the server runs adds it, see watchedManifest):
    // Apollo answers, and nothing is kept for a hash that may be anyone's guess.
    if (text === undefined) return null;
    let entry: Prepared | null = null;
    // Introspection stays with Apollo, which lets only staff have it in production.
    const document = INTROSPECTION.test(text) ? null : parseOrNull(text);
    if (document !== null) {
      if (validate(schema, document, rules).length === 0) {
        const queries = new Map<string, PreparedQuery>();
        const operations = document.definitions.filter(
          (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
        );
        for (const operation of operations) {
          if (operation.operation !== 'query') continue;
          const compiled = compileQuery(schema, document, operation.name?.value);
          // A query the compiler cannot take stays with Apollo.
          if (!isCompiledQuery(compiled)) continue;
          const query = { operation, compiled };
          queries.set(operation.name?.value ?? '', query);
          // A document of one operation may be run without naming it.
          if (operations.length === 1) queries.set('', query);
        }
        entry = { document, queries };
      }
    }
    prepared.set(hash, entry);
    return entry;
  }

  return async function run(
    request: TrustedRequest,
    createContext: () => GraphContext,
  ): Promise<TrustedAnswer | null> {
    if (request.method !== 'POST' || !request.contentType?.startsWith('application/json')) {
      return null;
    }
    const contentType = answerTypeFor(request.accept);
    if (contentType === null || !isRecord(request.body)) return null;
    const body = request.body as PersistedBody;
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    if (typeof hash !== 'string' || body.extensions?.persistedQuery?.version !== 1) return null;
    if (body.query !== undefined && body.query !== documents[hash]) return null;
    const name = body.operationName ?? '';
    const variables = body.variables ?? {};
    if (typeof name !== 'string' || !isRecord(variables)) return null;
    const entry = prepare(hash);
    const query = entry?.queries.get(name);
    if (!entry || !query) return null;
    const { operation, compiled } = query;
    const { cost, items } = costs.of(entry.document, operation, variables);
    if (cost > limits.maxCost || items > limits.maxItems) return null;

    const started = performance.now();
    const contextValue = createContext();
    const result = await compiled.query(undefined, contextValue, variables);
    if (result.errors !== undefined && result.errors.length > 0) return null;
    const stats = contextValue.stats;
    logger.info(
      {
        operation: operation.name?.value ?? 'anonymous',
        type: 'query',
        ms: roundMs(performance.now() - started),
        restCalls: stats.restCalls,
        restMs: roundMs(stats.restMs),
        errors: [],
      },
      'graphql operation',
    );
    return {
      contentType,
      cookie: contextValue.session.outgoing,
      body: JSON.stringify({ data: result.data }),
    };
  };
}
