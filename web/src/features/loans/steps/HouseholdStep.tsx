import { useMutation } from '@apollo/client/react';
import { householdDataSchema } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SetLoanHouseholdDocument } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { getIssueFields, getLoanStepHref, toWholeNumber } from '../model';
import { LockedNote, StepActions, TextInput, useStepSave, type StepProps } from './step-kit';

const FIELDS = [
  ['adults', 'adults'],
  ['children', 'children'],
  ['net_income', 'netIncome'],
  ['housing_cost', 'housingCost'],
  ['other_loan_payments', 'otherLoanPayments'],
  ['childcare', 'childcare'],
  ['car_costs', 'carCosts'],
] as const;
type RestField = (typeof FIELDS)[number][0];
/** What a new household starts with: one adult, the income to fill in, no other costs. */
const BLANK: Partial<Record<RestField, string>> = { adults: '1', net_income: '' };

/**
 * The household-data step: adults, children, net income and the monthly costs the applicant
 * enters; the living costs of the family type come from the UMS reference at the assessment.
 */
export function HouseholdStep({ loan }: StepProps) {
  const { t } = useTranslation();
  const [setHousehold] = useMutation(SetLoanHouseholdDocument);
  const h = loan.household;
  const [values, setValues] = useState<Record<RestField, string>>(
    () =>
      Object.fromEntries(
        FIELDS.map(([rest, graph]) => [rest, h ? String(h[graph]) : (BLANK[rest] ?? '0')]),
      ) as Record<RestField, string>,
  );
  const next = 'credit-assessment/personal-details';
  const { fieldErrors, setFieldErrors, formError, isBusy, save } = useStepSave(loan, next);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = Object.fromEntries(FIELDS.map(([rest]) => [rest, toWholeNumber(values[rest])]));
    const parsed = householdDataSchema.safeParse(input);
    if (!parsed.success) return setFieldErrors(getIssueFields(parsed.error.issues));
    const d = parsed.data;
    void save(() =>
      setHousehold({
        variables: {
          input: {
            loanId: loan.id,
            adults: d.adults,
            children: d.children,
            netIncome: d.net_income,
            housingCost: d.housing_cost,
            otherLoanPayments: d.other_loan_payments,
            childcare: d.childcare,
            carCosts: d.car_costs,
          },
        },
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <LockedNote loan={loan} />
      <p className="text-ink-muted">{t('loans.household.intro')}</p>
      <p className="rounded-lg bg-surface-sunken p-3 text-sm text-ink">
        {loan.paymentAssessmentRequired
          ? t('loans.household.required')
          : t('loans.household.optional')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(([rest]) => (
          <TextInput
            key={rest}
            id={`loan-${rest}`}
            label={t(`loans.household.fields.${rest}`)}
            inputMode="numeric"
            value={values[rest]}
            isDisabled={!loan.isEditable}
            onChange={(v) => setValues((old) => ({ ...old, [rest]: v }))}
            error={fieldErrors[rest]}
          />
        ))}
      </div>
      <p className="text-sm text-ink-muted">{t('loans.household.living_cost_note')}</p>
      <StepActions
        loan={loan}
        back="credit-assessment/applicants"
        formError={formError}
        isBusy={isBusy}
      >
        {loan.isEditable && !loan.paymentAssessmentRequired && (
          <RouteLink
            to={getLoanStepHref(next, loan.id)}
            className="rounded-lg px-3 py-2 font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-300"
          >
            {t('loans.household.skip')}
          </RouteLink>
        )}
      </StepActions>
    </form>
  );
}
