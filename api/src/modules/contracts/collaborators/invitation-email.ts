import type { AppContext } from '../../../context.js';
import { fillText, getCollaborationCatalogue, toLocale } from '../../finance/catalogue.js';
import type { ContractRow } from '../contracts-repository.js';
import { findLanguageByEmail, type InvitationRow } from './invitations-repository.js';

/**
 * The web page where the invitee answers (SPEC 2: /invitations/rental-contracts/{id}); {id} is
 * the invitation's, which the page reads with `collaborator-invitations/{id}/?token=`.
 */
export function getInvitationLink(
  appUrl: string,
  invitation: InvitationRow,
  token: string,
): string {
  return `${appUrl}/invitations/rental-contracts/${invitation.id}?${new URLSearchParams({ token })}`;
}

/**
 * Sends the invitation with its link, in the recipient's language when the address is a user's,
 * else in the inviter's.
 */
export async function sendInvitationEmail(
  ctx: AppContext,
  input: {
    invitation: InvitationRow;
    token: string;
    contract: ContractRow;
    inviter: { fullName: string; primaryLanguage: string };
  },
): Promise<void> {
  const { invitation, token, contract, inviter } = input;
  const locale = toLocale(
    (await findLanguageByEmail(ctx.db, invitation.email)) ?? inviter.primaryLanguage,
  );
  const texts = getCollaborationCatalogue(locale);
  const street = contract.realEstate?.address.street;
  const link = getInvitationLink(ctx.config.appUrl, invitation, token);
  const values = {
    inviter: inviter.fullName,
    address: street
      ? `${street}, ${contract.realEstate?.address.postal_code ?? ''}`.trim()
      : texts.email.no_address,
    access: texts.access_types[invitation.accessType],
    link,
  };
  await ctx.providers.email.send({
    to: invitation.email,
    subject: fillText(texts.email.subject, values),
    text: fillText(texts.email.body, values),
    tags: {
      kind: 'contract_collaborator_invitation',
      invitation_id: String(invitation.id),
      contract_id: String(invitation.contractId),
      link,
    },
  });
}
