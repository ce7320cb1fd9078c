import {
  LOGIN_RATE_LIMIT,
  PASSWORD_RESET_TTL_SECONDS,
  type LoginInput,
  type RegisterInput,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { uniqueViolation } from '../../http/db-errors.js';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors.js';
import { templatesFor } from '../messages/templates.js';
import { giveConsent } from '../notifications/consents-service.js';
import { sendEmailConfirmation } from '../users/email-confirmations.js';
import { insertUserEmail } from '../users/emails-repository.js';
import {
  createRentalProfile,
  findUserByEmail,
  insertUser,
  updateUserRow,
} from '../users/users-repository.js';
import {
  hasUsablePasswordReset,
  insertPasswordReset,
  isEmailTaken,
  usePasswordReset,
  useUpPasswordResetsOfUser,
} from './auth-repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createOpaqueToken, hashToken } from './secrets.js';
import type { LimitRule } from './rate-limiter.js';
import type { TokenPair } from './tokens.js';

type ClientMeta = { ip: string; userAgent?: string };

export async function register(ctx: AppContext, input: RegisterInput, meta: ClientMeta) {
  const isTaken = await isEmailTaken(ctx.db, input.email);
  const emailTaken = () =>
    conflict('An account with this e-mail address already exists.', 'email_taken', {
      email: 'validation.email_taken',
    });
  if (isTaken) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const lang = input.primary_language ?? 'is';
  // The check above answers the common case; two sign-ups racing past it meet the unique indexes.
  const created = ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      fullName: input.full_name,
      userType: input.user_type,
      primaryLanguage: lang,
    });
    const email = await insertUserEmail(tx, { userId: user.id, email: input.email });
    if (input.user_type === 'TN') await createRentalProfile(tx, user.id, input.full_name);
    return { user, email };
  });
  const { user, email } = await created.catch((error: unknown) => {
    throw uniqueViolation(error) ? emailTaken() : error;
  });
  // The sign-up form says that creating an account accepts the user terms: keep which version.
  await giveConsent(ctx.db, user.id, { consent_type: 'terms' });
  await sendEmailConfirmation(ctx, email, lang);
  const tokens = await ctx.tokens.createSession(user.id, meta);
  return { user, tokens };
}

const growing = (rule: {
  limit: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}): LimitRule => ({
  limit: rule.limit,
  windowSeconds: LOGIN_RATE_LIMIT.windowSeconds,
  growingDelay: {
    firstDelaySeconds: rule.firstDelaySeconds,
    maxDelaySeconds: rule.maxDelaySeconds,
  },
});

/**
 * Same answer for an unknown e-mail and a wrong password. Each try is counted before the password
 * is checked (LOGIN_RATE_LIMIT): per account and address, per account, per address.
 */
export async function login(ctx: AppContext, input: LoginInput, meta: ClientMeta) {
  const pairKey = `login:account-address:${input.email}|${meta.ip}`;
  const accountKey = `login:account:${input.email}`;
  const addressKey = `login:address:${meta.ip}`;
  const wait = await ctx.limiter.take([
    {
      key: pairKey,
      rule: {
        limit: LOGIN_RATE_LIMIT.perAccountAndAddress,
        windowSeconds: LOGIN_RATE_LIMIT.windowSeconds,
      },
    },
    { key: accountKey, rule: growing(LOGIN_RATE_LIMIT.perAccount) },
    { key: addressKey, rule: growing(LOGIN_RATE_LIMIT.perAddress) },
  ]);
  if (wait > 0) throw tooManyRequests(wait, 'Too many failed sign-in attempts. Try again later.');
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid)
    throw unauthorized('The e-mail address or password is incorrect.', 'invalid_credentials');
  // The right password: this try was no failure. The account's count from elsewhere stays.
  await Promise.all([
    ctx.limiter.reset(pairKey),
    ctx.limiter.giveBack(accountKey),
    ctx.limiter.giveBack(addressKey),
  ]);
  const tokens: TokenPair = await ctx.tokens.createSession(user.id, meta);
  return { user, tokens };
}

export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  const key = `password-reset:${email}`;
  const addressKey = `password-reset-address:${ip}`;
  const wait = await ctx.limiter.take([
    { key, rule: { limit: 3, windowSeconds: 3600 } },
    { key: addressKey, rule: { limit: 20, windowSeconds: 3600 } },
  ]);
  if (wait > 0) throw tooManyRequests(wait);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return; // The answer does not tell whether the address has an account.
  const token = createOpaqueToken();
  await insertPasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
  });
  const message = templatesFor(user.primaryLanguage).passwordReset(
    `${ctx.config.appUrl}/forgot-password/${token}`,
  );
  await ctx.providers.email.send({
    to: user.email,
    subject: message.subject,
    text: message.body,
    tags: { purpose: 'password_reset', token },
  });
}

export async function confirmPasswordReset(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const tokenHash = hashToken(token);
  // One moment for both looks: a token usable at the first is usable at the second.
  const now = new Date();
  const invalid = () =>
    badRequest(
      'The reset link is invalid or has expired.',
      { token: 'validation.reset_token_invalid' },
      'invalid_token',
    );
  // A cheap look first, so a wrong token costs no password hashing.
  if (!(await hasUsablePasswordReset(ctx.db, tokenHash, now))) throw invalid();
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    // Of several requests with the same token, only one gets the user back.
    const resetUserId = await usePasswordReset(tx, tokenHash, now);
    if (resetUserId === null) return null;
    await updateUserRow(tx, resetUserId, { passwordHash });
    // Every outstanding reset link of the user dies with this one.
    await useUpPasswordResetsOfUser(tx, resetUserId);
    return resetUserId;
  });
  if (userId === null) throw invalid();
  await ctx.tokens.revokeUserSessions(userId, 'password_reset');
}
