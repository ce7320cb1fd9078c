import { useMutation, useQuery } from '@apollo/client/react';
import { PAGE_SIZES, formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CreateLoanDocument, MyLoansDocument } from '../../__generated__/graphql';
import { RouteLink, useLocalizedPath } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorText } from '../../ui/ListState';
import { PagedList } from '../../ui/PagedList';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  LOAN_STATUS_TONES,
  getLoanStepHref,
  getResumeStep,
  hasLoanPage,
  readLoan,
  translateLoanError,
} from './model';

/** /loans: the tenant's loan applications, 25 a page, and the way to start one. */
export function LoansListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const onPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    setParams(next);
  };
  const { data, previousData, loading, error } = useQuery(MyLoansDocument, {
    variables: { page, pageSize: PAGE_SIZES.loans },
  });
  const [create, creating] = useMutation(CreateLoanDocument);
  const [createError, setCreateError] = useState<string | null>(null);
  const list = (data ?? previousData)?.myLoans;
  const result = list && { ...list, items: list.items.map((l) => readLoan(l)) };

  const start = async () => {
    setCreateError(null);
    try {
      const created = await create();
      const loan = created.data && readLoan(created.data.createLoan);
      if (loan) await navigate(localize(getLoanStepHref('rental-contract', loan.id)));
    } catch (err) {
      setCreateError(translateLoanError(t, err));
    }
  };

  return (
    <div>
      <PageHeader
        title={t('loans.title')}
        subtitle={t('loans.subtitle')}
        actions={
          <Button onPress={() => void start()} isLoading={creating.loading}>
            {t('loans.new')}
          </Button>
        }
      />
      {createError && <ErrorText>{createError}</ErrorText>}
      <PagedList
        query={{ result, loading, error }}
        translateError={translateLoanError}
        countText={(count) => t('loans.count', { count })}
        pagerLabel={t('loans.pages')}
        page={page}
        onPage={onPage}
        empty={<EmptyState title={t('loans.empty_title')} text={t('loans.empty_text')} />}
      >
        {(items) =>
          items.map((loan) => (
            <li
              key={loan.id}
              data-testid="loan-row"
              className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RouteLink
                  to={
                    hasLoanPage(loan)
                      ? paths.loan.href({ id: loan.id })
                      : getLoanStepHref(loan.isEditable ? getResumeStep(loan) : 'review', loan.id)
                  }
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                >
                  {loan.amount === null
                    ? t('loans.row_draft', { id: loan.id })
                    : t('loans.row_title', {
                        amount: formatMoney(loan.amount, 'ISK', i18n.language),
                      })}
                </RouteLink>
                <StatusBadge
                  status={loan.status}
                  tones={LOAN_STATUS_TONES}
                  labelPrefix="loans.status"
                />
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                {loan.months === null
                  ? t('loans.row_started', { date: formatDate(loan.createdAt) })
                  : t('loans.row_meta', {
                      count: loan.months,
                      date: formatDate(loan.createdAt),
                    })}
              </p>
            </li>
          ))
        }
      </PagedList>
    </div>
  );
}
