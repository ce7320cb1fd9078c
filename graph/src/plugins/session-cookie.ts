import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphContext } from '../context.js';

/** Sends the refresh-token cookie a resolver set; such answers are never cached by anyone. */
export function sessionCookiePlugin(): ApolloServerPlugin<GraphContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, response }) {
          const cookie = contextValue.session.outgoing;
          if (cookie === null) return;
          response.http.headers.set('set-cookie', cookie);
          response.http.headers.set('cache-control', 'no-store');
        },
      };
    },
  };
}
