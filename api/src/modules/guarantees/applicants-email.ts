import { formatMoney, type Locale } from '@leiga/domain';
import da from '@leiga/domain/locales/da/guarantee-applicants.json' with { type: 'json' };
import en from '@leiga/domain/locales/en/guarantee-applicants.json' with { type: 'json' };
import is from '@leiga/domain/locales/is/guarantee-applicants.json' with { type: 'json' };
import pl from '@leiga/domain/locales/pl/guarantee-applicants.json' with { type: 'json' };
import uk from '@leiga/domain/locales/uk/guarantee-applicants.json' with { type: 'json' };
import type { AppContext } from '../../context.js';
import { fillText, toLocale } from '../finance/catalogue.js';
import { findLanguageByEmail, type ApplicantInvitationRow } from './applicants-repository.js';
import type { GuaranteeRow } from './guarantees-repository.js';

const CATALOGUES: Record<Locale, typeof is> = { is, en, uk, da, pl };

/** The web page where the invitee answers (SPEC 2: /invitations/rental-guarantee/{id}). */
export function getApplicantInvitationLink(appUrl: string, invitation: ApplicantInvitationRow) {
  return `${appUrl}/invitations/rental-guarantee/${invitation.id}`;
}

/**
 * Sends the invitation with its link, in the invitee's language when the address is a user's,
 * else in the inviter's. The link opens only for the invitee signed in (e-mail or kennitala).
 */
export async function sendApplicantInvitationEmail(
  ctx: AppContext,
  input: {
    invitation: ApplicantInvitationRow;
    guarantee: GuaranteeRow;
    inviter: { fullName: string; primaryLanguage: string };
  },
): Promise<void> {
  const { invitation, guarantee, inviter } = input;
  const locale = toLocale(
    (await findLanguageByEmail(ctx.db, invitation.email)) ?? inviter.primaryLanguage,
  );
  const email = CATALOGUES[locale].email;
  // A guarantor is asked to stand for the applicants, not to rent with them.
  const texts =
    invitation.role === 'guarantor'
      ? { subject: email.guarantor_subject, body: email.guarantor_body }
      : email;
  const link = getApplicantInvitationLink(ctx.config.appUrl, invitation);
  const values = {
    inviter: inviter.fullName,
    amount: formatMoney(guarantee.amount, 'ISK', locale),
    link,
  };
  await ctx.providers.email.send({
    to: invitation.email,
    subject: fillText(texts.subject, values),
    text: fillText(texts.body, values),
    tags: {
      kind: 'guarantee_applicant_invitation',
      invitation_id: String(invitation.id),
      guarantee_id: String(invitation.guaranteeId),
      link,
    },
  });
}
