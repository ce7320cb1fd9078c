import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { unauthorized } from '../http/errors.js';
import type { TokenService } from '../modules/auth/tokens.js';

/** Bearer access token -> the user and an open session, in one query. */
export function createAuthenticate(db: Db, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token)
      throw unauthorized('Use a Bearer access token.', 'token_invalid');
    const claims = await tokens.verifyAccess(token);
    const [row] = await db
      .select({ user: users, revokedAt: sessions.revokedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, claims.sessionId), eq(users.id, claims.userId)))
      .limit(1);
    if (!row || row.revokedAt || row.user.deletedAt) {
      throw unauthorized('The session has ended. Sign in again.', 'token_invalid');
    }
    request.auth = { user: row.user, sessionId: claims.sessionId };
  };
}

/** For public routes that answer more to a signed-in caller: no header is fine, a bad one is not. */
export function createAuthenticateOptional(
  authenticate: (request: FastifyRequest) => Promise<void>,
) {
  return async function authenticateOptional(request: FastifyRequest): Promise<void> {
    if (request.headers.authorization) await authenticate(request);
  };
}
