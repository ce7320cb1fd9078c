import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GuaranteePremiumDocument, RentalGuaranteeDocument } from '../../__generated__/graphql';
import { enumKey } from '../../lib/enums';
import { formatDate } from '../../lib/format';
import { Card, PageHeader, Spinner } from '../../ui/Card';
import { ErrorText, LoadState } from '../../ui/ListState';
import { StatusBadge } from '../../ui/StatusBadge';
import { ApplicationLink } from './applicants/ApplicationLink';
import { GuaranteeClaimsSection } from './claims/GuaranteeClaimsSection';
import { GuaranteeLifecycleSection } from './lifecycle/GuaranteeLifecycleSection';
import { GUARANTEE_STATUS_TONES, readGuarantee, translateGuaranteeError } from './model';
import { PremiumPaymentSection } from './premium/PremiumPaymentSection';
import { StaffDecisionNotice, StaffDecisionPanel } from './staff/StaffDecision';

/** One guarantee: its status, the decision and, when approved, the cash share and premium. */
export function GuaranteePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(RentalGuaranteeDocument, { variables: { id } });
  const g = data?.rentalGuarantee ? readGuarantee(data.rentalGuarantee) : null;
  // The premium's card comes above the claims and the lease's end: the sections under the
  // guarantee show once it is answered (the section reads the same answer), so they do not jump
  // down under a hand (or a test) about to press "File a claim".
  const premium = useQuery(GuaranteePremiumDocument, {
    variables: { id },
    skip: !g || g.yearlyPremium === null,
  });
  // Once answered it stays so: a refetch keeps the sections (and what is typed in them) in place.
  const sectionsReady = Boolean(g) && (!premium.loading || premium.data !== undefined);
  const money = (n: number) => formatMoney(n, 'ISK', i18n.language);
  const rows: [string, string][] = g
    ? [
        ['amount', money(g.amount)],
        ['monthly_rent', money(g.monthlyRent)],
        [
          'lease',
          g.contractId
            ? t('guarantees.web.for_contract', { id: g.contractId })
            : t('guarantees.web.planned_lease'),
        ],
        ...(g.decision
          ? ([
              ['decision', t(enumKey('guarantees.decision', g.decision))],
              [
                'credit_grade',
                g.creditGrade === 'NO_SCORE' ? t('guarantees.web.no_score') : (g.creditGrade ?? ''),
              ],
            ] as [string, string][])
          : []),
        ...(g.yearlyPremium !== null
          ? ([
              ['yearly_premium', money(g.yearlyPremium)],
              [
                'cash_share',
                t('guarantees.web.cash_share_value', {
                  percent: g.cashThresholdPercent ?? 0,
                  amount: money(g.cashThresholdAmount ?? 0),
                }),
              ],
            ] as [string, string][])
          : []),
        ...(g.assessedAt
          ? ([['assessed_at', formatDate(g.assessedAt)]] as [string, string][])
          : []),
      ]
    : [];
  return (
    <div>
      <PageHeader title={t('guarantees.web.detail_title')} />
      <LoadState
        hasData={Boolean(g)}
        isLoading={loading}
        error={error}
        translateError={translateGuaranteeError}
      />
      {!loading && !error && !g && <ErrorText>{t('guarantees.web.not_found')}</ErrorText>}
      {g && (
        <Card>
          <div className="mb-4">
            <StatusBadge
              status={g.status}
              tones={GUARANTEE_STATUS_TONES}
              labelPrefix="guarantees.status"
            />
          </div>
          <StaffDecisionNotice guarantee={g} />
          <ApplicationLink guarantee={g} />
          {(g.currentUserRole === 'CO_APPLICANT' || g.currentUserRole === 'GUARANTOR') && (
            <p role="note" className="mb-4 text-ink-muted">
              {t(
                g.currentUserRole === 'GUARANTOR'
                  ? 'guarantees.web.guarantor_note'
                  : 'guarantees.web.co_applicant_note',
              )}
            </p>
          )}
          {g.decision === 'NEEDS_GUARANTOR' && (
            <p role="status" className="mb-4 text-ink">
              {t('guarantees.web.needs_guarantor_text')}
            </p>
          )}
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="guarantee-details">
            {rows.map(([key, value]) => (
              <div key={key}>
                <dt className="text-xs text-ink-muted">{t(`guarantees.web.fields.${key}`)}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}
      {g && !sectionsReady && <Spinner label={t('common.status.loading')} />}
      {g && sectionsReady && (
        <>
          {g.yearlyPremium !== null && <PremiumPaymentSection id={g.id} />}
          <StaffDecisionPanel guarantee={g} />
          <GuaranteeClaimsSection guaranteeId={g.id} status={g.status} role={g.currentUserRole} />
          {g.contractId && g.decision === 'APPROVED' && <GuaranteeLifecycleSection id={g.id} />}
        </>
      )}
    </div>
  );
}
