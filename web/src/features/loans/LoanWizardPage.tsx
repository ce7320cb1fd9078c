import { useQuery } from '@apollo/client/react';
import { LOAN_STEPS, type LoanStep } from '@leiga/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoanDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Card } from '../../ui/Card';
import { ErrorText, LoadState } from '../../ui/ListState';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  LOAN_STATUS_TONES,
  getLoanStepHref,
  readLoan,
  stepTitleKey,
  translateLoanError,
} from './model';
import type { StepProps } from './steps/step-kit';
import { ApplicantsStep } from './steps/ApplicantsStep';
import { ConfigurationStep } from './steps/ConfigurationStep';
import { ContractStep } from './steps/ContractStep';
import { HouseholdStep } from './steps/HouseholdStep';
import { PersonalDetailsStep } from './steps/PersonalDetailsStep';
import { ReviewStep } from './steps/ReviewStep';
import { RkiLookupStep } from './steps/RkiLookupStep';

const STEP_COMPONENTS: Readonly<Record<LoanStep, ComponentType<StepProps>>> = {
  review: ReviewStep,
  'rental-contract': ContractStep,
  'loan-configuration': ConfigurationStep,
  'credit-assessment/applicants': ApplicantsStep,
  'credit-assessment/household-data': HouseholdStep,
  'credit-assessment/personal-details': PersonalDetailsStep,
  'credit-assessment/rki-lookup': RkiLookupStep,
};

/**
 * The full-screen loan application: the steps in order beside the current one, the application
 * named by `?loan=<id>` (each step saves before the next; the review sums it up).
 */
function LoanWizard({ step }: { step: LoanStep }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('loan');
  const { data, loading, error } = useQuery(LoanDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  const loan = data?.loan ? readLoan(data.loan) : null;
  const Step = STEP_COMPONENTS[step];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{t('loans.wizard.title')}</h1>
          {loan && (
            <StatusBadge
              status={loan.status}
              tones={LOAN_STATUS_TONES}
              labelPrefix="loans.status"
            />
          )}
        </div>
        <RouteLink
          to={paths.loans.href()}
          className="rounded-lg px-3 py-2 font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
        >
          {t('loans.wizard.close')}
        </RouteLink>
      </header>
      <div className="flex flex-col gap-6 md:flex-row">
        {id && (
          <nav aria-label={t('loans.wizard.steps_label')} className="md:w-64 md:shrink-0">
            <ol className="flex flex-col gap-1">
              {LOAN_STEPS.map((s, i) => (
                <li key={s}>
                  <RouteLink
                    to={getLoanStepHref(s, id)}
                    aria-current={s === step ? 'step' : undefined}
                    className={`block rounded-lg px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-brand-500 ${s === step ? 'bg-brand-50 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100' : 'text-ink-muted hover:bg-surface-sunken hover:text-ink'}`}
                  >
                    {i + 1}. {t(stepTitleKey(s))}
                  </RouteLink>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <section className="min-w-0 flex-1">
          <Card>
            <h2 className="mb-4 text-xl font-semibold text-ink">{t(stepTitleKey(step))}</h2>
            {!id ? (
              <ErrorText>
                {t('loans.wizard.missing_id')}{' '}
                <RouteLink to={paths.loans.href()} className="underline">
                  {t('loans.wizard.close')}
                </RouteLink>
              </ErrorText>
            ) : loan ? (
              <Step loan={loan} />
            ) : (
              <>
                <LoadState
                  hasData={false}
                  isLoading={loading}
                  error={error}
                  translateError={translateLoanError}
                />
                {!loading && !error && <ErrorText>{t('loans.wizard.not_found')}</ErrorText>}
              </>
            )}
          </Card>
        </section>
      </div>
    </div>
  );
}

export const LoanReviewPage = () => <LoanWizard step="review" />;
export const LoanRentalContractPage = () => <LoanWizard step="rental-contract" />;
export const LoanConfigurationPage = () => <LoanWizard step="loan-configuration" />;
export const LoanApplicantsPage = () => <LoanWizard step="credit-assessment/applicants" />;
export const LoanHouseholdDataPage = () => <LoanWizard step="credit-assessment/household-data" />;
export const LoanPersonalDetailsPage = () => (
  <LoanWizard step="credit-assessment/personal-details" />
);
export const LoanRkiLookupPage = () => <LoanWizard step="credit-assessment/rki-lookup" />;
