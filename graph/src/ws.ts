import type { Server } from 'node:http';
import { parse, specifiedRules, validate, type ExecutionArgs, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { readTokenExpiryMs, TOKEN_EXPIRED_CLOSE } from './client/token-expiry.js';
import { createContext, type ContextDeps } from './context.js';
import { getSchema } from './schema.js';
import { LIMITS } from './security.js';

export type GraphWsOptions = {
  server: Server;
  path: string;
  deps: ContextDeps;
  validationRules: ValidationRule[];
};

function readAuthorization(params: Readonly<Record<string, unknown>> | undefined): string | null {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' ? value : null;
}

/**
 * graphql-ws on the HTTP server's `upgrade` for the graph's path, so subscriptions share the
 * port with HTTP. The token travels in connectionParams.authorization; every subscription is
 * validated with the same armor rules as HTTP operations. Returns the closer.
 */
export function attachGraphWs({
  server,
  path,
  deps,
  validationRules,
}: GraphWsOptions): () => Promise<void> {
  const schema = getSchema();
  const wss = new WebSocketServer({ noServer: true });
  const onUpgrade: Parameters<Server['on']>[1] = (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== path) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  const disposable = useServer(
    {
      schema,
      // Every subscription needs a signed-in user; the api checks the token on each call. A socket
      // lives no longer than its token: it closes as the token expires, and the client reconnects
      // with a fresh one (an expired one is refused at once, and the client refreshes).
      onConnect: (ctx) => {
        const authorization = readAuthorization(ctx.connectionParams);
        if (authorization === null) return false;
        const expiresAt = readTokenExpiryMs(authorization);
        if (expiresAt === null) return true;
        const socket = ctx.extra.socket;
        const timer = setTimeout(
          () => socket.close(TOKEN_EXPIRED_CLOSE.code, TOKEN_EXPIRED_CLOSE.reason),
          Math.max(0, expiresAt - Date.now()),
        );
        timer.unref();
        socket.once('close', () => clearTimeout(timer));
        return true;
      },
      onSubscribe: (
        ctx,
        _id,
        payload,
      ): ExecutionArgs | readonly import('graphql').GraphQLError[] => {
        const document = parse(payload.query, { maxTokens: LIMITS.maxTokens });
        const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
        if (errors.length > 0) return errors;
        return {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
          contextValue: createContext(deps, {
            authorization: readAuthorization(ctx.connectionParams),
          }),
        };
      },
    },
    wss,
  );

  return async () => {
    server.off('upgrade', onUpgrade);
    await disposable.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
