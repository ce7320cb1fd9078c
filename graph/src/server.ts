import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphContext } from './context.js';
import { formatGraphError } from './errors.js';
import { loggingPlugin, type OperationLogger } from './plugins/logging.js';
import { sessionCookiePlugin } from './plugins/session-cookie.js';
import {
  loadPersistedDocuments,
  manifestCache,
  trustedDocumentsPlugin,
  type PersistedDocuments,
  type RefreshDocuments,
} from './plugins/trusted-documents.js';
import { getSchema } from './schema.js';
import { listCostPlugin } from './plugins/list-cost.js';
import { LIMITS, LIST_COST_LIMITS, createArmor } from './security.js';

export type GraphServerOptions = {
  isProduction: boolean;
  logger?: OperationLogger;
  /** Defaults to graph/src/__generated__/persisted-documents.json. */
  persistedDocuments?: PersistedDocuments;
  /** Reads a changed manifest file again (watchedManifest); none for documents given in code. */
  refreshPersistedDocuments?: RefreshDocuments;
};

const silent: OperationLogger = { info: () => undefined };

/** The Apollo server, transport-free: the Fastify plugin and tests (executeOperation) share it. */
export function createApolloServer(options: GraphServerOptions): ApolloServer<GraphContext> {
  const { isProduction } = options;
  const documents = options.persistedDocuments ?? loadPersistedDocuments();
  const armor = createArmor(isProduction);
  const schema = getSchema();
  return new ApolloServer<GraphContext>({
    schema,
    // Checked per caller in trustedDocumentsPlugin: off in production except for staff.
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: isProduction,
    persistedQueries: { cache: manifestCache(documents, options.refreshPersistedDocuments) },
    parseOptions: { maxTokens: LIMITS.maxTokens },
    validationRules: armor.validationRules,
    formatError: formatGraphError,
    plugins: [
      ...armor.plugins,
      listCostPlugin(schema, LIST_COST_LIMITS),
      trustedDocumentsPlugin(documents, isProduction, options.refreshPersistedDocuments),
      sessionCookiePlugin(),
      loggingPlugin(options.logger ?? silent),
      // No type or field carries a cache hint and every answer is personal (no-store, set in
      // plugin.ts): Apollo's default cache-control plugin would only add a hook to every field.
      ApolloServerPluginCacheControlDisabled(),
      ...(isProduction ? [ApolloServerPluginLandingPageDisabled()] : []),
    ],
  });
}
