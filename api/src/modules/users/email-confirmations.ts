import { EMAIL_CONFIRMATION_TTL_SECONDS } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { createOpaqueToken, hashToken } from '../auth/secrets.js';
import { templatesFor } from '../messages/templates.js';
import {
  findUsableEmailConfirmation,
  insertEmailConfirmation,
  markEmailConfirmationUsed,
  markEmailVerified,
  type EmailRow,
} from './emails-repository.js';

export async function sendEmailConfirmation(
  ctx: AppContext,
  email: EmailRow,
  lang: string,
): Promise<void> {
  const token = createOpaqueToken();
  await insertEmailConfirmation(ctx.db, {
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
  const row = await findUsableEmailConfirmation(ctx.db, hashToken(token));
  if (!row)
    throw badRequest(
      'The confirmation link is invalid or has expired.',
      { token: 'validation.confirmation_token_invalid' },
      'invalid_token',
    );
  await markEmailConfirmationUsed(ctx.db, row.confirmation.id);
  const email = await markEmailVerified(ctx.db, row.email.id);
  return { email, primaryEmail: row.primaryEmail };
}
