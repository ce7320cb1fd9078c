import { and, eq, gt, isNull, or } from 'drizzle-orm';
import {
  LOGIN_RATE_LIMIT,
  PASSWORD_RESET_TTL_SECONDS,
  type LoginInput,
  type RegisterInput,
} from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { passwordResets, userEmails, users } from '../../db/schema/index.js';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/errors.js';
import { templatesFor } from '../messages/templates.js';
import { sendEmailConfirmation } from '../users/email-confirmations.js';
import { createRentalProfile, findUserByEmail } from '../users/users-repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createOpaqueToken, hashToken } from './secrets.js';
import type { TokenPair } from './tokens.js';

type ClientMeta = { ip: string; userAgent?: string };

export async function register(ctx: AppContext, input: RegisterInput, meta: ClientMeta) {
  const taken = await ctx.db
    .select({ id: userEmails.id })
    .from(userEmails)
    .where(eq(userEmails.email, input.email))
    .union(ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)))
    .limit(1);
  if (taken.length > 0) {
    throw conflict('An account with this e-mail address already exists.', 'email_taken', {
      email: 'validation.email_taken',
    });
  }
  const passwordHash = await hashPassword(input.password);
  const lang = input.primary_language ?? 'is';
  const { user, email } = await ctx.db.transaction(async (tx) => {
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
  await sendEmailConfirmation(ctx, email, lang);
  const tokens = await ctx.tokens.createSession(user.id, meta);
  return { user, tokens };
}

/** Same answer for an unknown e-mail and a wrong password; failures limited per account and per address. */
export async function login(ctx: AppContext, input: LoginInput, meta: ClientMeta) {
  const accountKey = `login:account:${input.email}`;
  const addressKey = `login:address:${meta.ip}`;
  const wait = Math.max(
    await ctx.limiter.retryAfter(accountKey, LOGIN_RATE_LIMIT.perAccount),
    await ctx.limiter.retryAfter(addressKey, LOGIN_RATE_LIMIT.perAddress),
  );
  if (wait > 0) throw tooManyRequests(wait, 'Too many failed sign-in attempts. Try again later.');
  const user = await findUserByEmail(ctx.db, input.email);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid) {
    await ctx.limiter.hit(accountKey, LOGIN_RATE_LIMIT.windowSeconds);
    await ctx.limiter.hit(addressKey, LOGIN_RATE_LIMIT.windowSeconds);
    throw unauthorized('The e-mail address or password is incorrect.', 'invalid_credentials');
  }
  await ctx.limiter.reset(accountKey);
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
  const wait = Math.max(
    await ctx.limiter.retryAfter(key, 3),
    await ctx.limiter.retryAfter(addressKey, 20),
  );
  if (wait > 0) throw tooManyRequests(wait);
  await ctx.limiter.hit(key, 3600);
  await ctx.limiter.hit(addressKey, 3600);
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
  const [reset] = await ctx.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!reset)
    throw badRequest(
      'The reset link is invalid or has expired.',
      { token: 'validation.reset_token_invalid' },
      'invalid_token',
    );
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    // Every outstanding reset link of the user dies with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, reset.userId), or(isNull(passwordResets.usedAt))));
  });
  await ctx.tokens.revokeUserSessions(reset.userId, 'password_reset');
}
