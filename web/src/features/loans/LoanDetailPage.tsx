import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { getFragmentData } from '../../__generated__';
import {
  LoanDetailDocument,
  LoanLifecycleFieldsFragmentDoc,
  LoanSchedule_LoanFragmentDoc,
} from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Card, PageHeader } from '../../ui/Card';
import { ErrorText, LoadState } from '../../ui/ListState';
import { StatusBadge } from '../../ui/StatusBadge';
import { LoanLifecycleSection } from './LoanLifecycleSection';
import { LoanScheduleTable, type RepaymentState } from './LoanScheduleTable';
import { LOAN_STATUS_TONES, readLoan, translateLoanError } from './model';

/**
 * /loans/<id>: an approved loan after the application: signing with electronic ID, the payout,
 * and the schedule with each payment's state (due, paid, late) once it is being repaid.
 */
export function LoanDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(LoanDetailDocument, { variables: { id } });
  const raw = data?.loan ?? null;
  const loan = raw ? readLoan(raw) : null;
  const schedule = raw ? getFragmentData(LoanSchedule_LoanFragmentDoc, raw).paymentSchedule : null;
  const lifecycle = raw?.lifecycle
    ? getFragmentData(LoanLifecycleFieldsFragmentDoc, raw.lifecycle)
    : null;
  const states =
    lifecycle && lifecycle.repayments.length > 0
      ? new Map<number, RepaymentState>(lifecycle.repayments.map((r) => [r.number, r.state]))
      : undefined;
  const paid = lifecycle?.repayments.filter((r) => r.state === 'PAID').length ?? 0;
  return (
    <div>
      <PageHeader
        title={t('loans.page.title', { id })}
        subtitle={loan?.amount ? formatMoney(loan.amount, 'ISK', i18n.language) : undefined}
        actions={<RouteLink to={paths.loans.href()}>{t('loans.page.back')}</RouteLink>}
      />
      <LoadState
        hasData={Boolean(loan)}
        isLoading={loading}
        error={error}
        translateError={translateLoanError}
      />
      {!loading && !error && !loan && <ErrorText>{t('loans.page.error')}</ErrorText>}
      {loan && (
        <Card>
          <div className="flex flex-col gap-6">
            <StatusBadge
              status={loan.status}
              tones={LOAN_STATUS_TONES}
              labelPrefix="loans.status"
            />
            {raw?.lifecycle && (
              <LoanLifecycleSection
                loanId={loan.id}
                lifecycle={raw.lifecycle}
                isOwner={raw.currentUserRole === 'OWNER'}
                isStaff={raw.currentUserRole === 'STAFF'}
              />
            )}
            {states && (
              <p data-testid="loan-paid-count">
                {t('loans.page.paid_count', { paid, total: states.size })}
              </p>
            )}
            {schedule && <LoanScheduleTable schedule={schedule} states={states} />}
          </div>
        </Card>
      )}
    </div>
  );
}
