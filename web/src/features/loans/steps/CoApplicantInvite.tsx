import { useMutation, useQuery } from '@apollo/client/react';
import { inviteLoanCoApplicantSchema } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  DeleteLoanCoApplicantDocument,
  InviteLoanCoApplicantDocument,
  LoanCoApplicantFieldsFragmentDoc,
  LoanCoApplicantOfLoanDocument,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorText } from '../../../ui/ListState';
import { getIssueFields, getLoanFieldErrors, translateLoanError } from '../model';
import { TextInput } from './step-kit';

/**
 * Inviting the co-applicant of a loan for two (issue #18): by e-mail, one at most; once invited,
 * whether they have answered. Not a form of its own: it sits inside the applicants step's form.
 */
export function CoApplicantInvite({ loanId, isEditable }: { loanId: string; isEditable: boolean }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(LoanCoApplicantOfLoanDocument, { variables: { id: loanId } });
  const [invite, inviting] = useMutation(InviteLoanCoApplicantDocument, {
    refetchQueries: [{ query: LoanCoApplicantOfLoanDocument, variables: { id: loanId } }],
    awaitRefetchQueries: true,
  });
  const [withdraw, withdrawing] = useMutation(DeleteLoanCoApplicantDocument, {
    refetchQueries: [{ query: LoanCoApplicantOfLoanDocument, variables: { id: loanId } }],
    awaitRefetchQueries: true,
  });
  const [isConfirming, setConfirming] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const co = getFragmentData(LoanCoApplicantFieldsFragmentDoc, data?.loan?.coApplicant);

  const send = async () => {
    setError(null);
    const parsed = inviteLoanCoApplicantSchema.safeParse({ email: email.trim().toLowerCase() });
    if (!parsed.success) return setFieldError(getIssueFields(parsed.error.issues)['email']);
    setFieldError(undefined);
    try {
      await invite({ variables: { input: { loanId, email: parsed.data.email } } });
    } catch (e) {
      const fields = getLoanFieldErrors(e);
      if (fields['email']) setFieldError(fields['email']);
      else setError(translateLoanError(t, e) || t('loans.co_applicant.invite_error'));
    }
  };

  const onWithdraw = async (id: string) => {
    setError(null);
    try {
      await withdraw({ variables: { id } });
      setConfirming(false);
    } catch (e) {
      setConfirming(false);
      setError(translateLoanError(t, e) || t('loans.co_applicant.withdraw_error'));
    }
  };

  if (loading && !data) return <p className="text-ink-muted">{t('common.status.loading')}</p>;
  return (
    <section className="flex flex-col gap-2" aria-labelledby="loan-co-applicant-title">
      <h3 id="loan-co-applicant-title" className="font-semibold text-ink">
        {t('loans.co_applicant.title')}
      </h3>
      {co ? (
        <>
          <p data-testid="loan-co-applicant-status">
            {co.status === 'ACCEPTED'
              ? t('loans.co_applicant.accepted', { email: co.email })
              : t('loans.co_applicant.invited', { email: co.email })}
          </p>
          {co.status === 'PENDING' && isEditable && (
            <div>
              <Button variant="secondary" onPress={() => setConfirming(true)}>
                {t('loans.co_applicant.withdraw')}
              </Button>
              <ConfirmDialog
                isOpen={isConfirming}
                onOpenChange={setConfirming}
                title={t('loans.co_applicant.withdraw_title')}
                text={t('loans.co_applicant.withdraw_text', { email: co.email })}
                confirmLabel={t('loans.co_applicant.withdraw')}
                isLoading={withdrawing.loading}
                onConfirm={() => void onWithdraw(co.id)}
              />
            </div>
          )}
        </>
      ) : (
        <>
          <p className="text-ink-muted">{t('loans.co_applicant.intro')}</p>
          <TextInput
            id="loan-co-applicant-email"
            label={t('loans.co_applicant.email_label')}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            isDisabled={!isEditable}
            error={fieldError}
          />
          <div>
            <Button
              variant="secondary"
              onPress={() => void send()}
              isLoading={inviting.loading}
              isDisabled={!isEditable}
            >
              {t('loans.co_applicant.invite')}
            </Button>
          </div>
        </>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </section>
  );
}
