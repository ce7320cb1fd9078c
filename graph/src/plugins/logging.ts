import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphContext } from '../context.js';

export type OperationLogLine = {
  operation: string;
  type: string | null;
  ms: number;
  restCalls: number;
  restMs: number;
  errors: string[];
};

export type OperationLogger = { info(line: OperationLogLine, message: string): void };

export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** One log line per operation: name, duration, REST calls (and their time), error codes. */
export function loggingPlugin(logger: OperationLogger): ApolloServerPlugin<GraphContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ contextValue, operationName, operation, errors }) {
          logger.info(
            {
              operation: operationName ?? 'anonymous',
              type: operation?.operation ?? null,
              ms: roundMs(performance.now() - started),
              restCalls: contextValue.stats.restCalls,
              restMs: roundMs(contextValue.stats.restMs),
              errors: (errors ?? []).map((e) =>
                String(e.extensions.code ?? 'INTERNAL_SERVER_ERROR'),
              ),
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
