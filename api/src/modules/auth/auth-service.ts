import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  LOGIN_RATE_LIMIT,
  PASSWORD_RESET_TTL_SECONDS,
  type LoginInput,
  type RegisterInput,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { passwordResets, userEmails, users } from '../../db/schema/index.js';
import { uniqueViolation } from '../../http/db-errors.js';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors.js';
import { templatesFor } from '../messages/templates.js';
import { sendEmailConfirmation } from '../users/email-confirmations.js';
import { createRentalProfile, findUserByEmail } from '../users/users-repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createOpaqueToken, hashToken } from './secrets.js';
import type { LimitRule } from './rate-limiter.js';
import type { TokenPair } from './tokens.js';

type ClientMeta = { ip: string; userAgent?: string };

export async function register(ctx: AppContext, input: RegisterInput, meta: ClientMeta) {
  const taken = await ctx.db
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(eq(userEmails.email, input.email))
    .union(ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)))
    .limit(1);
  const emailTaken = () =>
    conflict('An account with this e-mail address already exists.', 'email_taken', {
      email: 'validation.email_taken',
    });
  if (taken.length > 0) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const lang = input.primary_language ?? 'is';
  // The check above answers the common case; two sign-ups racing past it meet the unique indexes.
  const created = ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        fullName: input.full_name,
        userType: input.user_type,
        primaryLanguage: lang,
      })
      .returning();
    const [email] = await tx
      .insert(userEmails)
      .values({ userId: user!.id, email: input.email })
      .returning();
    if (input.user_type === 'TN') await createRentalProfile(tx, user!.id, input.full_name);
    return { user: user!, email: email! };
  });
  const { user, email } = await created.catch((error: unknown) => {
    throw uniqueViolation(error) ? emailTaken() : error;
  });
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
  await ctx.db.insert(passwordResets).values({
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
  const usable = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, new Date()),
  );
  const invalid = () =>
    badRequest(
      'The reset link is invalid or has expired.',
      { token: 'validation.reset_token_invalid' },
      'invalid_token',
    );
  // A cheap look first, so a wrong token costs no password hashing.
  const [found] = await ctx.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(usable)
    .limit(1);
  if (!found) throw invalid();
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    // The token is used up by the one update that still finds it unused: of several requests
    // with the same token, only one gets a row back.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(usable)
      .returning({ userId: passwordResets.userId });
    if (!reset) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    // Every outstanding reset link of the user dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return reset.userId;
  });
  if (userId === null) throw invalid();
  await ctx.tokens.revokeUserSessions(userId, 'password_reset');
}
