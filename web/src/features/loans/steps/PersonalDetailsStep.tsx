import { useMutation } from '@apollo/client/react';
import { LOAN_EMPLOYMENTS, loanPersonalDetailsSchema, type LoanEmployment } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SetLoanPersonalDetailsDocument } from '../../../__generated__/graphql';
import { inputClass, labelClass } from '../../../ui/fields';
import { getIssueFields } from '../model';
import { LockedNote, StepActions, TextInput, useStepSave, type StepProps } from './step-kit';

/** The personal-details step: where the applicant lives and is reached, and their work. */
export function PersonalDetailsStep({ loan }: StepProps) {
  const { t } = useTranslation();
  const [setDetails] = useMutation(SetLoanPersonalDetailsDocument);
  const p = loan.personalDetails;
  const [address, setAddress] = useState(p?.address ?? '');
  const [phone, setPhone] = useState(p?.phone ?? '');
  const [email, setEmail] = useState(p?.email ?? '');
  const [employment, setEmployment] = useState<string>(p?.employment.toLowerCase() ?? '');
  const { fieldErrors, setFieldErrors, formError, isBusy, save } = useStepSave(
    loan,
    'credit-assessment/rki-lookup',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loanPersonalDetailsSchema.safeParse({
      address,
      phone,
      email: email.trim(),
      employment: employment || undefined,
    });
    if (!parsed.success) return setFieldErrors(getIssueFields(parsed.error.issues));
    const d = parsed.data;
    void save(() =>
      setDetails({
        variables: {
          input: {
            loanId: loan.id,
            address: d.address,
            phone: d.phone,
            email: d.email,
            employment: d.employment.toUpperCase() as Uppercase<LoanEmployment>,
          },
        },
      }),
    );
  };

  const employmentError = fieldErrors['employment'];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <LockedNote loan={loan} />
      <p className="text-ink-muted">{t('loans.personal.intro')}</p>
      <TextInput
        id="loan-address"
        label={t('loans.personal.fields.address')}
        autoComplete="street-address"
        value={address}
        onChange={setAddress}
        isDisabled={!loan.isEditable}
        error={fieldErrors['address']}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="loan-phone"
          label={t('loans.personal.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={setPhone}
          isDisabled={!loan.isEditable}
          error={fieldErrors['phone']}
        />
        <TextInput
          id="loan-email"
          label={t('loans.personal.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isDisabled={!loan.isEditable}
          error={fieldErrors['email']}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="loan-employment" className={labelClass}>
          {t('loans.personal.fields.employment')}
        </label>
        <select
          id="loan-employment"
          className={inputClass}
          value={employment}
          disabled={!loan.isEditable}
          aria-invalid={employmentError ? true : undefined}
          aria-describedby={employmentError ? 'loan-employment-error' : undefined}
          onChange={(e) => setEmployment(e.target.value)}
        >
          <option value="">{t('loans.personal.choose_employment')}</option>
          {LOAN_EMPLOYMENTS.map((e) => (
            <option key={e} value={e}>
              {t(`loans.personal.employment.${e}`)}
            </option>
          ))}
        </select>
        {employmentError && (
          <span
            id="loan-employment-error"
            role="alert"
            className="text-sm text-red-700 dark:text-red-400"
          >
            {t(employmentError)}
          </span>
        )}
      </div>
      <StepActions
        loan={loan}
        back="credit-assessment/household-data"
        formError={formError}
        isBusy={isBusy}
      />
    </form>
  );
}
