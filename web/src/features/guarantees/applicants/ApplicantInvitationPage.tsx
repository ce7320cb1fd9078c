import { useMutation, useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  AcceptGuaranteeApplicantInvitationDocument,
  DeclineGuaranteeApplicantInvitationDocument,
  GuaranteeApplicantInvitationDocument,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Card, PageHeader } from '../../../ui/Card';
import { getGraphError } from '../../../ui/graph-errors';
import { ErrorText, LoadState } from '../../../ui/ListState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { IdentityConfirmation } from './IdentityConfirmation';
import { INVITATION_TONES, NS, readInvitation, translateApplicantError } from './model';

const ANSWERED_TEXT = {
  ACCEPTED: 'accepted_text',
  DECLINED: 'declined_text',
  DELETED: 'deleted_text',
} as const;

/**
 * /invitations/rental-guarantee/{id}: the invitee (signed in with the invited e-mail or
 * kennitala) accepts, consenting to the credit check, or declines; confirms identity with
 * electronic ID first when the account has none.
 */
export function ApplicantInvitationPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(GuaranteeApplicantInvitationDocument, {
    variables: { id },
  });
  const [accept, accepting] = useMutation(AcceptGuaranteeApplicantInvitationDocument);
  const [decline, declining] = useMutation(DeclineGuaranteeApplicantInvitationDocument);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [needsIdentity, setNeedsIdentity] = useState(false);
  const invitation = data ? readInvitation(data.guaranteeApplicantInvitation) : null;
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
  // A guarantor is asked to stand for the applicants, not to rent with them: its own texts.
  const asGuarantor = invitation?.role === 'GUARANTOR';
  const onConfirmed = useCallback(() => {
    setNeedsIdentity(false);
    toast.success(t(`${NS}.web.identity_done`));
  }, [t]);

  const answer = async (action: 'accept' | 'decline') => {
    setProblem(null);
    if (action === 'accept' && !consent) {
      setProblem(t(`${NS}.validation.consent_required`));
      return;
    }
    try {
      if (action === 'accept') await accept({ variables: { input: { id, consent: true } } });
      else await decline({ variables: { input: { id } } });
      await refetch();
    } catch (e) {
      if (getGraphError(e).reason === 'identity_unconfirmed') setNeedsIdentity(true);
      setProblem(translateApplicantError(t, e));
    }
  };

  const isNotFound = getGraphError(error).code === 'NOT_FOUND';
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <PageHeader
        title={t(`${NS}.web.${asGuarantor ? 'guarantor_invitation_title' : 'invitation_title'}`)}
      />
      {isNotFound ? (
        <ErrorText>{t(`${NS}.web.not_found`)}</ErrorText>
      ) : (
        <LoadState
          hasData={Boolean(invitation)}
          isLoading={loading}
          error={error}
          translateError={translateApplicantError}
        />
      )}
      {invitation && (
        <Card className="flex flex-col gap-4">
          <p className="text-ink">
            {t(`${NS}.web.${asGuarantor ? 'guarantor_invitation_text' : 'invitation_text'}`, {
              inviter: invitation.inviterName ?? invitation.tenantName,
              amount: money(invitation.amount),
              rent: money(invitation.monthlyRent),
            })}
          </p>
          <div>
            <StatusBadge
              status={invitation.status}
              tones={INVITATION_TONES}
              labelPrefix={`${NS}.web.invitation_status`}
            />
          </div>
          {invitation.currentUserSide !== 'INVITEE' && (
            <p className="text-ink-muted">{t(`${NS}.web.inviter_view`)}</p>
          )}
          {invitation.status !== 'PENDING' && (
            <p role="status" className="text-ink">
              {t(
                `${NS}.web.${asGuarantor && invitation.status === 'ACCEPTED' ? 'guarantor_accepted_text' : ANSWERED_TEXT[invitation.status]}`,
              )}
            </p>
          )}
          {invitation.currentUserSide === 'INVITEE' && invitation.status === 'PENDING' && (
            <>
              {needsIdentity && (
                <IdentityConfirmation invitationId={invitation.id} onConfirmed={onConfirmed} />
              )}
              <label className="flex items-start gap-2 text-ink">
                <input
                  type="checkbox"
                  checked={consent}
                  onChange={(e) => setConsent(e.target.checked)}
                />
                <span>{t(`${NS}.web.consent`)}</span>
              </label>
              {problem && <ErrorText>{problem}</ErrorText>}
              <div className="flex flex-wrap gap-2">
                <Button isLoading={accepting.loading} onPress={() => void answer('accept')}>
                  {t(`${NS}.web.accept`)}
                </Button>
                <Button
                  variant="secondary"
                  isLoading={declining.loading}
                  onPress={() => void answer('decline')}
                >
                  {t(`${NS}.web.decline`)}
                </Button>
              </div>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
