import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_TTL_SECONDS } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { emailConfirmations, userEmails, users } from '../../db/schema/index.js';
import { badRequest } from '../../http/errors.js';
import { createOpaqueToken, hashToken } from '../auth/secrets.js';
import { templatesFor } from '../messages/templates.js';

type EmailRow = typeof userEmails.$inferSelect;

export async function sendEmailConfirmation(
  ctx: AppContext,
  email: EmailRow,
  lang: string,
): Promise<void> {
  const token = createOpaqueToken();
  await ctx.db.insert(emailConfirmations).values({
    emailId: email.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_SECONDS * 1000),
  });
  const message = templatesFor(lang).emailConfirmation(
    `${ctx.config.appUrl}/email-confirmation/${token}`,
  );
  await ctx.providers.email.send({
    to: email.email,
    ...message,
    text: message.body,
    tags: { purpose: 'email_confirmation', token },
  });
}

/** Marks the address verified; the token works once and before it expires. */
export async function confirmEmail(
  ctx: AppContext,
  token: string,
): Promise<{ email: EmailRow; primaryEmail: string }> {
  const [row] = await ctx.db
    .select({ confirmation: emailConfirmations, email: userEmails, primaryEmail: users.email })
    .from(emailConfirmations)
    .innerJoin(userEmails, eq(userEmails.id, emailConfirmations.emailId))
    .innerJoin(users, eq(users.id, userEmails.userId))
    .where(
      and(
        eq(emailConfirmations.tokenHash, hashToken(token)),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row)
    throw badRequest(
      'The confirmation link is invalid or has expired.',
      { token: 'validation.confirmation_token_invalid' },
      'invalid_token',
    );
  await ctx.db
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(eq(emailConfirmations.id, row.confirmation.id));
  const [email] = await ctx.db
    .update(userEmails)
    .set({ verified: true })
    .where(eq(userEmails.id, row.email.id))
    .returning();
  return { email: email!, primaryEmail: row.primaryEmail };
}
