import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  DeleteGuaranteeApplicantInvitationDocument,
  ResendGuaranteeApplicantInvitationDocument,
} from '../../../__generated__/graphql';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { StatusBadge } from '../../../ui/StatusBadge';
import { INVITATION_TONES, NS, translateApplicantError, type ApplicantInvitation } from './model';

/** The invitations the main applicant sent: each with its status, resend and delete. */
export function ApplicantInvitationsList({
  invitations,
  isOpen,
  onChanged,
}: {
  invitations: readonly ApplicantInvitation[];
  isOpen: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [resend] = useMutation(ResendGuaranteeApplicantInvitationDocument);
  const [remove] = useMutation(DeleteGuaranteeApplicantInvitationDocument);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    try {
      await action();
      if (done) toast.success(done);
      onChanged();
    } catch (error) {
      toast.error(translateApplicantError(t, error));
    }
  };

  return (
    <section aria-labelledby="applicant-invitations" className="flex flex-col gap-2">
      <h2 id="applicant-invitations" className="text-lg font-semibold text-ink">
        {t(`${NS}.web.invitations_title`)}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-ink-muted">{t(`${NS}.web.no_invitations`)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {invitations.map((i) => (
            <li
              key={i.id}
              data-testid="applicant-invitation"
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span className="text-ink">
                {i.email} · {t(`${NS}.web.role.${i.role.toLowerCase()}`)}
              </span>
              <StatusBadge
                status={i.status}
                tones={INVITATION_TONES}
                labelPrefix={`${NS}.web.invitation_status`}
              />
              {isOpen && i.status === 'PENDING' && (
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() =>
                      void run(
                        () => resend({ variables: { input: { id: i.id } } }),
                        t(`${NS}.web.resent`),
                      )
                    }
                  >
                    {t(`${NS}.web.resend`)}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    onPress={() => void run(() => remove({ variables: { input: { id: i.id } } }))}
                  >
                    {t(`${NS}.web.delete`)}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
