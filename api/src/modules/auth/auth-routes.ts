import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginSchema,
  mobileLoginStartSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshSchema,
  registerSchema,
} from '@leiga/domain';
import { getAuth, type AppContext } from '../../context.js';
import { unauthorized } from '../../http/errors.js';
import { consumeEid, findUserByKennitala, pollEid, startEid } from '../eid/eid-service.js';
import { loadUserView } from '../users/user-view.js';
import { confirmPasswordReset, login, register, requestPasswordReset } from './auth-service.js';
import { detailResponse, noContent } from '../../http/responses.js';
import {
  authResponse,
  eidChallengeResponse,
  eidStatusResponse,
  tokensResponse,
  type EidStatusView,
  userResponse,
} from '../users/user-schemas.js';

const clientMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { onRequest: ctx.authenticate };

  r.post(
    '/auth/register/',
    {
      schema: {
        tags,
        response: { 201: authResponse },
        summary: 'Create an account',
        body: registerSchema,
      },
    },
    async (request, reply) => {
      const { user, tokens } = await register(ctx, request.body, clientMeta(request));
      return reply.status(201).send({ ...tokens, user: await loadUserView(ctx.db, user) });
    },
  );

  r.post(
    '/auth/login/',
    {
      schema: {
        tags,
        response: { 200: authResponse },
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
      },
    },
    async (request) => {
      const { user, tokens } = await login(ctx, request.body, clientMeta(request));
      return { ...tokens, user: await loadUserView(ctx.db, user) };
    },
  );

  r.post(
    '/auth/refresh/',
    {
      schema: {
        tags,
        response: { 200: tokensResponse },
        summary: 'Rotate a refresh token',
        body: refreshSchema,
      },
    },
    async (request) => ctx.tokens.rotate(request.body.refresh),
  );

  r.post(
    '/auth/logout/',
    {
      schema: {
        tags,
        response: { 204: noContent },
        summary: 'End this session (by the access token, or by a refresh token alone)',
        // No body at all is fine with a bearer: the session is the one of the access token.
        body: z.object({ refresh: z.string().max(200).optional() }).nullish(),
      },
    },
    async (request, reply) => {
      const refresh = request.body?.refresh;
      if (request.headers.authorization) {
        try {
          await ctx.authenticate(request);
        } catch (error) {
          // An access token that no longer works: the refresh token, when sent, still decides.
          if (!refresh) throw error;
        }
      }
      if (request.auth) await ctx.tokens.revokeSession(request.auth.sessionId, 'logout');
      else if (refresh) await ctx.tokens.revokeByRefresh(refresh, 'logout');
      else throw unauthorized();
      // 204 for an unknown or expired refresh token too: the answer tells nothing about it.
      return reply.status(204).send();
    },
  );

  r.get(
    '/auth/user/',
    {
      ...authenticated,
      schema: { tags, response: { 200: userResponse }, summary: 'The signed-in user' },
    },
    async (request) => loadUserView(ctx.db, getAuth(request).user),
  );

  r.post(
    '/auth/password-reset/',
    {
      schema: {
        tags,
        response: { 202: detailResponse },
        summary: 'E-mail a password reset link',
        body: passwordResetRequestSchema,
      },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.email, request.ip);
      return reply
        .status(202)
        .send({ detail: 'If the address has an account, a reset link is on its way.' });
    },
  );

  r.post(
    '/auth/password-reset/confirm/',
    {
      schema: {
        tags,
        response: { 200: detailResponse },
        summary: 'Set a new password with a reset token',
        body: passwordResetConfirmSchema,
      },
    },
    async (request) => {
      await confirmPasswordReset(ctx, request.body.token, request.body.password);
      return { detail: 'The password has been changed. Sign in with the new password.' };
    },
  );

  r.post(
    '/auth/eid/start/',
    {
      schema: {
        tags,
        response: { 202: eidChallengeResponse },
        summary: 'Start signing in with electronic ID',
        body: mobileLoginStartSchema,
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startEid(ctx, 'login', request.body.phone, request.ip)),
  );

  r.get(
    '/auth/eid/status/:token/',
    {
      schema: {
        tags,
        response: { 200: eidStatusResponse },
        summary: 'Poll an electronic-ID sign-in',
        params: z.object({ token: z.string().min(20).max(200) }),
      },
    },
    async (request): Promise<EidStatusView> => {
      const session = await pollEid(ctx, 'login', request.params.token);
      if (session.status === 'pending') return { status: 'pending' };
      if (session.status === 'failed') return { status: 'failed', code: session.failureCode };
      if (session.status === 'consumed') return { status: 'failed', code: 'already_used' };
      const user = await findUserByKennitala(ctx, session.result!.kennitala);
      if (!user) return { status: 'failed', code: 'no_account' };
      if (!(await consumeEid(ctx, session.id))) return { status: 'failed', code: 'already_used' };
      const tokens = await ctx.tokens.createSession(user.id, clientMeta(request));
      return { status: 'complete', ...tokens, user: await loadUserView(ctx.db, user) };
    },
  );
}
