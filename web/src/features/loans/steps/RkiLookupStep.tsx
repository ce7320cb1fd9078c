import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AssessLoanDocument } from '../../../__generated__/graphql';
import { ChoiceLabel } from '../../../ui/form/Choice';
import { LoanOutcome } from './LoanOutcome';
import { StepActions, useStepSave, type StepProps } from './step-kit';

/**
 * The rki-lookup step: the applicant's consent, then the default-register lookup at the credit
 * bureau and the payment assessment, which decide; the review shows the outcome.
 */
export function RkiLookupStep({ loan }: StepProps) {
  const { t } = useTranslation();
  const [assess] = useMutation(AssessLoanDocument);
  const [consent, setConsent] = useState(false);
  const { fieldErrors, setFieldErrors, formError, isBusy, save } = useStepSave(loan, 'review');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) return setFieldErrors({ consent: 'loans.errors.consent_missing' });
    void save(() => assess({ variables: { input: { loanId: loan.id, consent: true } } }));
  };

  if (loan.creditAssessment) return <LoanOutcome loan={loan} />;
  const error = fieldErrors['consent'];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-ink-muted">{t('loans.rki.intro')}</p>
      <ul className="list-disc ps-5 text-sm text-ink">
        <li>{t('loans.rki.what_register')}</li>
        <li>{t('loans.rki.what_assessment')}</li>
      </ul>
      <ChoiceLabel
        className="flex items-start gap-2 text-ink"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        aria-describedby={error ? 'loan-consent-error' : undefined}
        label={<span>{t('loans.rki.consent')}</span>}
      />
      {error && (
        <span
          id="loan-consent-error"
          role="alert"
          className="text-sm text-red-700 dark:text-red-400"
        >
          {t(error)}
        </span>
      )}
      <StepActions
        loan={loan}
        back="credit-assessment/personal-details"
        formError={formError}
        isBusy={isBusy}
        submitLabel={t('loans.rki.submit')}
      />
    </form>
  );
}
