import { useMutation } from '@apollo/client/react';
import {
  DEFAULT_LOAN_TERMS,
  LOAN_LIMITS,
  PAYMENT_ASSESSMENT_THRESHOLDS,
  addMonthsClamped,
  buildLoanPaymentSchedule,
  formatMoney,
  formatNumber,
  loanConfigurationSchema,
} from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigureLoanDocument } from '../../../__generated__/graphql';
import { todayIso } from '../../../lib/format';
import { LoanScheduleTable, type ScheduleView } from '../LoanScheduleTable';
import { getIssueFields, toWholeNumber } from '../model';
import { LockedNote, StepActions, TextInput, useStepSave, type StepProps } from './step-kit';

/** The schedule of what is typed, as the api will make it (first payment a month from today). */
function previewSchedule(
  amount: number,
  months: number,
  firstDueDate: string,
): ScheduleView | null {
  const parsed = loanConfigurationSchema.safeParse({ amount, months });
  if (!parsed.success) return null;
  const s = buildLoanPaymentSchedule({ ...parsed.data, firstDueDate });
  return {
    yearlyInterestPercent: DEFAULT_LOAN_TERMS.yearlyInterestPercent,
    noticeFee: DEFAULT_LOAN_TERMS.noticeFee,
    annuity: s.annuity,
    totalInterest: s.totalInterest,
    totalFees: s.totalFees,
    totalPaid: s.totalPaid,
    aprcPercent: s.aprcPercent,
    rows: s.rows,
  };
}

/** The loan-configuration step: how much over how many months, the schedule shown as typed. */
export function ConfigurationStep({ loan }: StepProps) {
  const { t, i18n } = useTranslation();
  const [configure] = useMutation(ConfigureLoanDocument);
  const [amount, setAmount] = useState(loan.amount === null ? '' : String(loan.amount));
  const [months, setMonths] = useState(loan.months === null ? '12' : String(loan.months));
  const { fieldErrors, setFieldErrors, formError, isBusy, save } = useStepSave(
    loan,
    'credit-assessment/applicants',
  );
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
  const firstDueDate = loan.firstDueDate ?? addMonthsClamped(todayIso(), 1);
  const schedule = previewSchedule(toWholeNumber(amount), toWholeNumber(months), firstDueDate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loanConfigurationSchema.safeParse({
      amount: toWholeNumber(amount),
      months: toWholeNumber(months),
    });
    if (!parsed.success) return setFieldErrors(getIssueFields(parsed.error.issues));
    void save(() => configure({ variables: { input: { loanId: loan.id, ...parsed.data } } }));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <LockedNote loan={loan} />
      <p className="text-ink-muted">
        {t('loans.configuration.terms', {
          rate: `${formatNumber(DEFAULT_LOAN_TERMS.yearlyInterestPercent, i18n.language)} %`,
          fee: money(DEFAULT_LOAN_TERMS.noticeFee),
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="loan-amount"
          label={t('loans.configuration.amount')}
          inputMode="numeric"
          value={amount}
          onChange={setAmount}
          isDisabled={!loan.isEditable}
          error={fieldErrors['amount']}
          hint={t('loans.configuration.amount_hint', {
            min: money(LOAN_LIMITS.minAmount),
            max: money(LOAN_LIMITS.maxAmount),
          })}
        />
        <TextInput
          id="loan-months"
          label={t('loans.configuration.months')}
          inputMode="numeric"
          value={months}
          onChange={setMonths}
          isDisabled={!loan.isEditable}
          error={fieldErrors['months']}
          hint={t('loans.configuration.months_hint', {
            min: LOAN_LIMITS.minMonths,
            max: LOAN_LIMITS.maxMonths,
          })}
        />
      </div>
      <p className="text-sm text-ink-muted">
        {t('loans.configuration.assessment_note', {
          individual: money(PAYMENT_ASSESSMENT_THRESHOLDS.individual),
          couple: money(PAYMENT_ASSESSMENT_THRESHOLDS.couple),
        })}
      </p>
      {schedule ? (
        <LoanScheduleTable schedule={schedule} />
      ) : (
        <p className="text-sm text-ink-muted">{t('loans.configuration.schedule_hint')}</p>
      )}
      <StepActions loan={loan} back="rental-contract" formError={formError} isBusy={isBusy} />
    </form>
  );
}
