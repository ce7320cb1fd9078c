import type { GraphContext } from '../../context.js';
import type { SessionMode } from '../../__generated__/resolvers-types.js';
import type { GraphAuthPayload, RestUser } from '../../rest/types.js';

/**
 * Hands a new session to the caller: in COOKIE mode the refresh token goes into the httpOnly
 * cookie and never into the body; in TOKEN mode (mobile) it is returned.
 */
export function openSession(
  ctx: GraphContext,
  mode: SessionMode | null | undefined,
  tokens: { access: string; refresh: string },
  user: RestUser,
): GraphAuthPayload {
  ctx.dataSources.accounts.remember(user);
  if (mode === 'TOKEN') return { accessToken: tokens.access, refreshToken: tokens.refresh, user };
  ctx.session.set(tokens.refresh);
  return { accessToken: tokens.access, refreshToken: null, user };
}
