import { useMutation, useQuery } from '@apollo/client/react';
import { householdDataSchema } from '@leiga/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  AcceptLoanCoApplicantDocument,
  DeclineLoanCoApplicantDocument,
  LoanCoApplicantFieldsFragmentDoc,
  LoanCoApplicantInvitationDocument,
  SetLoanCoApplicantHouseholdDocument,
} from '../../__generated__/graphql';
import { Button } from '../../ui/Button';
import { Card, PageHeader } from '../../ui/Card';
import { getGraphError } from '../../ui/graph-errors';
import { ErrorText, LoadState } from '../../ui/ListState';
import { getIssueFields, getLoanFieldErrors, toWholeNumber, translateLoanError } from './model';
import { TextInput } from './steps/step-kit';

const FIELDS = [
  'adults',
  'children',
  'net_income',
  'housing_cost',
  'other_loan_payments',
  'childcare',
  'car_costs',
] as const;
type Field = (typeof FIELDS)[number];

/**
 * /invitations/loan/{id}: the invited co-applicant (signed in with the invited e-mail or
 * kennitala) accepts, consenting to their own default-register lookup, then gives their part of
 * the household's figures, which are counted with the borrower's.
 */
export function LoanInvitationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LoanCoApplicantInvitationDocument, {
    variables: { id },
  });
  const [accept, accepting] = useMutation(AcceptLoanCoApplicantDocument);
  const [decline, declining] = useMutation(DeclineLoanCoApplicantDocument);
  const [saveHousehold, saving] = useMutation(SetLoanCoApplicantHouseholdDocument);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, f === 'adults' ? '2' : '0'])) as Record<
        Field,
        string
      >,
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const invitation = data?.loanCoApplicant;
  const co = getFragmentData(LoanCoApplicantFieldsFragmentDoc, invitation);

  const onAccept = async () => {
    setProblem(null);
    if (!consent) return setProblem(t('loans.errors.consent_missing'));
    try {
      await accept({ variables: { id, consent: true } });
      await refetch();
    } catch (e) {
      setProblem(translateLoanError(t, e));
    }
  };

  const onDecline = async () => {
    setProblem(null);
    try {
      await decline({ variables: { id } });
      await refetch();
    } catch (e) {
      setProblem(translateLoanError(t, e));
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    const parsed = householdDataSchema.safeParse(
      Object.fromEntries(FIELDS.map((f) => [f, toWholeNumber(values[f])])),
    );
    if (!parsed.success) return setFieldErrors(getIssueFields(parsed.error.issues));
    setFieldErrors({});
    const h = parsed.data;
    try {
      await saveHousehold({
        variables: {
          input: {
            coApplicantId: id,
            adults: h.adults,
            children: h.children,
            netIncome: h.net_income,
            housingCost: h.housing_cost,
            otherLoanPayments: h.other_loan_payments,
            childcare: h.childcare,
            carCosts: h.car_costs,
          },
        },
      });
      setSaved(true);
    } catch (e) {
      setFieldErrors(getLoanFieldErrors(e));
      setProblem(translateLoanError(t, e));
    }
  };

  const isInvitee = invitation?.viewerSide === 'INVITEE';
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 p-4">
      <PageHeader title={t('loans.co_applicant.page_title')} />
      {getGraphError(error).code === 'NOT_FOUND' ? (
        <ErrorText>{t('loans.co_applicant.not_found')}</ErrorText>
      ) : (
        <LoadState
          hasData={Boolean(invitation)}
          isLoading={loading}
          error={error}
          translateError={translateLoanError}
        />
      )}
      {co && (
        <Card className="flex flex-col gap-4">
          <p className="text-ink">{t('loans.co_applicant.page_intro')}</p>
          {!isInvitee && <p className="text-ink-muted">{t('loans.co_applicant.inviter_view')}</p>}
          {isInvitee && co.status === 'PENDING' && (
            <>
              <label className="flex items-start gap-2 text-ink">
                <input
                  type="checkbox"
                  checked={consent}
                  onChange={(e) => setConsent(e.target.checked)}
                />
                <span>{t('loans.rki.consent')}</span>
              </label>
              <div className="flex flex-wrap gap-2">
                <Button isLoading={accepting.loading} onPress={() => void onAccept()}>
                  {t('loans.co_applicant.accept')}
                </Button>
                <Button
                  variant="secondary"
                  isLoading={declining.loading}
                  onPress={() => void onDecline()}
                >
                  {t('loans.co_applicant.decline')}
                </Button>
              </div>
            </>
          )}
          {co.status === 'DECLINED' || co.status === 'DELETED' ? (
            <p role="status">{t(`loans.errors.co_applicant_${co.status.toLowerCase()}`)}</p>
          ) : null}
          {isInvitee && co.status === 'ACCEPTED' && (
            <form onSubmit={(e) => void onSave(e)} noValidate className="flex flex-col gap-3">
              <p role="status" data-testid="loan-invitation-accepted">
                {t('loans.co_applicant.household_intro')}
              </p>
              <div className="grid gap-3 sm:grid-cols-2">
                {FIELDS.map((f) => (
                  <TextInput
                    key={f}
                    id={`loan-co-${f}`}
                    label={t(`loans.household.fields.${f}`)}
                    inputMode="numeric"
                    value={values[f]}
                    onChange={(v) => setValues((all) => ({ ...all, [f]: v }))}
                    error={fieldErrors[f]}
                  />
                ))}
              </div>
              <div>
                <Button type="submit" isLoading={saving.loading}>
                  {t('loans.co_applicant.save_household')}
                </Button>
              </div>
              {(saved || co.hasHousehold) && (
                <p role="status">{t('loans.co_applicant.household_saved')}</p>
              )}
            </form>
          )}
          {problem && <ErrorText>{problem}</ErrorText>}
        </Card>
      )}
    </div>
  );
}
