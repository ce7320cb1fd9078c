import type { MutationResolvers } from '../../__generated__/resolvers-types.js';
import { GraphQLError } from 'graphql';
import { unauthenticated } from '../../errors.js';
import { openSession } from './session.js';

/** Logging out of a session that has already ended (an unknown refresh token) is done. */
function ignoreEndedSession(error: unknown): void {
  if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return;
  throw error;
}

type AuthMutations = Pick<
  MutationResolvers,
  | 'register'
  | 'login'
  | 'refreshSession'
  | 'logout'
  | 'requestPasswordReset'
  | 'confirmPasswordReset'
  | 'startEidLogin'
  | 'checkEidLogin'
>;

export const AuthMutation: AuthMutations = {
  register: async (_root, { input }, ctx) => {
    const answer = await ctx.dataSources.accounts.register({
      email: input.email,
      password: input.password,
      full_name: input.fullName,
      user_type: input.userType,
      ...(input.primaryLanguage ? { primary_language: input.primaryLanguage } : {}),
    });
    return openSession(ctx, input.sessionMode, answer, answer.user);
  },

  login: async (_root, { input }, ctx) => {
    const answer = await ctx.dataSources.accounts.login(input.email, input.password);
    return openSession(ctx, input.sessionMode, answer, answer.user);
  },

  refreshSession: async (_root, { input }, ctx) => {
    const explicit = input?.refreshToken ?? null;
    const refresh = explicit ?? ctx.session.incoming;
    if (!refresh) throw unauthenticated('refresh_token_missing');
    try {
      const tokens = await ctx.dataSources.accounts.refresh(refresh);
      if (explicit) return { accessToken: tokens.access, refreshToken: tokens.refresh };
      ctx.session.set(tokens.refresh);
      return { accessToken: tokens.access, refreshToken: null };
    } catch (error) {
      // A refused refresh ends the web session: drop the cookie so the browser stops sending it.
      if (!explicit) ctx.session.clear();
      throw error;
    }
  },

  logout: async (_root, { input }, ctx) => {
    const refresh = input?.refreshToken ?? ctx.session.incoming;
    if (!input?.refreshToken) ctx.session.clear();
    const { accounts } = ctx.dataSources;
    if (accounts.isAuthenticated) await accounts.logout(refresh);
    // No bearer (it expired, or the page was reloaded): the refresh token names the session.
    else if (refresh) await accounts.logout(refresh).catch(ignoreEndedSession);
    return { ok: true };
  },

  requestPasswordReset: async (_root, { input }, { dataSources }) => {
    await dataSources.accounts.requestPasswordReset(input.email);
    return { ok: true };
  },

  confirmPasswordReset: async (_root, { input }, { dataSources }) => {
    await dataSources.accounts.confirmPasswordReset(input.token, input.password);
    return { ok: true };
  },

  startEidLogin: (_root, { input }, { dataSources }) =>
    dataSources.accounts.startEidLogin(input.phone),

  checkEidLogin: async (_root, { input }, ctx) => {
    const { status, code, access, refresh, user } =
      await ctx.dataSources.accounts.getEidLoginStatus(input.token);
    const session =
      status === 'complete' && access && refresh && user
        ? openSession(ctx, input.sessionMode, { access, refresh }, user)
        : null;
    return { status, code: code ?? null, session };
  },
};
