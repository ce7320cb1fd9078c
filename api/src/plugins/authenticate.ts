import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { unauthorized } from '../http/errors.js';
import type { TokenService } from '../modules/auth/tokens.js';

/**
 * Bearer access token -> the user and an open session, in one query, built and prepared once:
 * every signed-in request runs it, so a revoked session or a deleted user is refused at once.
 */
export function createAuthenticate(db: Db, tokens: TokenService) {
  const sessionUser = db
    .select({ user: users, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), eq(users.id, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('authenticate_session_user');
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized();
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token)
      throw unauthorized('Use a Bearer access token.', 'token_invalid');
    const claims = await tokens.verifyAccess(token);
    const [row] = await sessionUser.execute(claims);
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
