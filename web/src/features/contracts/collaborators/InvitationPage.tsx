import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  AcceptContractInvitationDocument,
  ContractInvitationDocument,
} from '../../../__generated__/graphql';
import { useCurrentUser } from '../../../app/context';
import { RouteLink, useLocalizedPath } from '../../../app/links';
import { paths } from '../../../app/paths';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { PageHeader, Spinner } from '../../../ui/Card';
import { FormAlert } from '../../../ui/fields';
import { getGraphError } from '../../../ui/graph-errors';
import { DeclineInvitationButton } from './DeclineInvitationButton';
import { COLLABORATORS_NS as NS, translateCollaboratorError } from './model';

const linkClass = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

/** A link the api does not know (wrong, replaced by a resend, malformed): one clear message. */
function isInvalidLink(error: unknown): boolean {
  const { code } = getGraphError(error);
  return code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';
}

/**
 * /invitations/rental-contracts/{id}?token=: the e-mail's link. Shows the home, who invited and
 * with what access; accepting opens the contract. The route needs sign-in, so a signed-out
 * visitor signs in first and comes back here with the token.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const token = useSearchParams()[0].get('token') ?? '';
  const user = useCurrentUser();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [declined, setDeclined] = useState(false);
  const { data, loading, error } = useQuery(ContractInvitationDocument, {
    variables: { id, token },
    skip: token === '',
  });
  const [accept, accepting] = useMutation(AcceptContractInvitationDocument);
  const invitation = data?.contractInvitation;

  const contractHref = (contractId: string) =>
    user?.userType === 'LANDLORD'
      ? paths.landlordContract.href({ id: contractId })
      : paths.tenantContract.href({ id: contractId });

  const onAccept = async () => {
    try {
      const answer = await accept({ variables: { input: { id, token } } });
      toast.success(t(`${NS}.accepted`));
      if (answer.data)
        void navigate(localize(contractHref(answer.data.acceptContractInvitation.id)));
    } catch (e) {
      toast.error(translateCollaboratorError(t, e));
    }
  };

  let body;
  if (token === '' || (error && isInvalidLink(error)))
    body = <FormAlert>{t(`${NS}.invalid_link`)}</FormAlert>;
  else if (error) body = <FormAlert>{translateCollaboratorError(t, error)}</FormAlert>;
  else if (!invitation) body = loading ? <Spinner label={t('common.status.loading')} /> : null;
  else {
    const address = invitation.address;
    const status = declined ? 'DECLINED' : invitation.status;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-ink">
          {invitation.inviter
            ? t(`${NS}.invited_by`, { inviter: invitation.inviter.fullName })
            : t(`${NS}.invited_by_unknown`)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-muted">{t(`${NS}.home`)}</dt>
          <dd className="text-ink" data-testid="invitation-address">
            {address ? `${address.street}, ${address.postalCode}` : t(`${NS}.no_address`)}
          </dd>
          <dt className="text-ink-muted">{t(`${NS}.access`)}</dt>
          <dd className="text-ink">{t(`contracts.access_types.${invitation.accessType}`)}</dd>
          <dt className="text-ink-muted">{t(`${NS}.sent_to`)}</dt>
          <dd className="text-ink">
            {invitation.email} · {formatDate(invitation.sentAt)}
          </dd>
        </dl>
        {status === 'PENDING' ? (
          <div className="flex flex-wrap gap-3">
            <Button isLoading={accepting.loading} onPress={() => void onAccept()}>
              {t(`${NS}.accept`)}
            </Button>
            <DeclineInvitationButton id={id} token={token} onDeclined={() => setDeclined(true)} />
          </div>
        ) : (
          <FormAlert tone="info">
            {declined ? t(`${NS}.declined`) : t(`${NS}.state_${status.toLowerCase()}`)}
          </FormAlert>
        )}
        {status === 'ACCEPTED' && (
          <RouteLink to={contractHref(invitation.contractId)} className={linkClass}>
            {t(`${NS}.open_contract`)}
          </RouteLink>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl">
      <PageHeader title={t(`${NS}.page_title`)} />
      {body}
      <RouteLink to={paths.landing.href()} className={`mt-6 inline-block text-sm ${linkClass}`}>
        {t(`${NS}.to_home`)}
      </RouteLink>
    </div>
  );
}
