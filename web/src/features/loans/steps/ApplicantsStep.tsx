import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SetLoanApplicantsDocument } from '../../../__generated__/graphql';
import { ChoiceLabel } from '../../../ui/form/Choice';
import { labelClass } from '../../../ui/fields';
import { CoApplicantInvite } from './CoApplicantInvite';
import { LockedNote, StepActions, useStepSave, type StepProps } from './step-kit';

/**
 * The applicants step: alone or as a couple (the payment-assessment threshold follows it); a
 * couple invites the co-applicant by e-mail.
 */
export function ApplicantsStep({ loan }: StepProps) {
  const { t } = useTranslation();
  const [setApplicants] = useMutation(SetLoanApplicantsDocument);
  const [borrowers, setBorrowers] = useState<1 | 2>(loan.borrowers === 2 ? 2 : 1);
  const { formError, isBusy, save } = useStepSave(loan, 'credit-assessment/household-data');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => setApplicants({ variables: { input: { loanId: loan.id, borrowers } } }));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <LockedNote loan={loan} />
      <p className="text-ink-muted">{t('loans.applicants.intro')}</p>
      <fieldset className="flex flex-col gap-2" disabled={!loan.isEditable}>
        <legend className={`${labelClass} mb-1`}>{t('loans.applicants.legend')}</legend>
        {([1, 2] as const).map((n) => (
          <ChoiceLabel
            key={n}
            type="radio"
            name="loan-borrowers"
            value={String(n)}
            checked={borrowers === n}
            onChange={() => setBorrowers(n)}
            label={t(n === 1 ? 'loans.applicants.one' : 'loans.applicants.two')}
          />
        ))}
      </fieldset>
      {borrowers === 2 && <CoApplicantInvite loanId={loan.id} isEditable={loan.isEditable} />}
      <StepActions loan={loan} back="loan-configuration" formError={formError} isBusy={isBusy} />
    </form>
  );
}
