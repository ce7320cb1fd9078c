import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import { LoanScheduleDocument, LoanSchedule_LoanFragmentDoc } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { formatDate } from '../../../lib/format';
import { LoadState } from '../../../ui/ListState';
import { LoanScheduleTable } from '../LoanScheduleTable';
import { getLoanStepHref, getResumeStep, stepTitleKey } from '../model';
import { LoanOutcome } from './LoanOutcome';
import type { StepProps } from './step-kit';

/** The review: what the application holds, where it stands, its outcome and its schedule. */
export function ReviewStep({ loan }: StepProps) {
  const { t, i18n } = useTranslation();
  const isConfigured = loan.amount !== null && loan.months !== null;
  const schedule = useQuery(LoanScheduleDocument, {
    variables: { id: loan.id },
    skip: !isConfigured,
  });
  const s = schedule.data?.loan
    ? getFragmentData(LoanSchedule_LoanFragmentDoc, schedule.data.loan).paymentSchedule
    : null;
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
  const todo = t('loans.review.todo');
  const rows: [string, string][] = [
    [
      'contract',
      loan.contractId ? t('loans.review.contract_value', { id: loan.contractId }) : todo,
    ],
    ['amount', loan.amount === null ? todo : money(loan.amount)],
    [
      'months',
      loan.months === null ? todo : t('loans.review.months_value', { count: loan.months }),
    ],
    ['monthly_payment', loan.monthlyPayment === null ? todo : money(loan.monthlyPayment)],
    ['borrowers', t(loan.borrowers === 2 ? 'loans.applicants.two' : 'loans.applicants.one')],
    ['household', loan.household ? t('loans.review.done') : todo],
    ['personal_details', loan.personalDetails ? t('loans.review.done') : todo],
    ['first_due_date', loan.firstDueDate ? formatDate(loan.firstDueDate) : todo],
  ];
  const resume = getResumeStep(loan);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-muted">{t('loans.review.intro')}</p>
      <LoanOutcome loan={loan} />
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="loan-summary">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-ink-muted">{t(`loans.review.fields.${key}`)}</dt>
            <dd className="font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {loan.paymentAssessmentRequired !== null && (
        <p className="text-sm text-ink-muted">
          {t(
            loan.paymentAssessmentRequired
              ? 'loans.review.assessment_required'
              : 'loans.review.assessment_not_required',
          )}
        </p>
      )}
      {loan.isEditable && (
        <RouteLink
          to={getLoanStepHref(resume === 'review' ? 'rental-contract' : resume, loan.id)}
          className="self-start rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:bg-brand-300 dark:text-brand-900"
        >
          {t('loans.review.continue', {
            step: t(stepTitleKey(resume === 'review' ? 'rental-contract' : resume)),
          })}
        </RouteLink>
      )}
      {isConfigured && (
        <>
          <LoadState hasData={Boolean(s)} isLoading={schedule.loading} error={schedule.error} />
          {s && <LoanScheduleTable schedule={s} />}
        </>
      )}
    </div>
  );
}
