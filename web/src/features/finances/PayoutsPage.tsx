import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../__generated__';
import { FinancePayoutFragmentDoc, MyPayoutsDocument } from '../../__generated__/graphql';
import type { PayoutStatus } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { cellClass, DataTable } from '../../ui/DataTable';
import { ListPagination } from '../../ui/Pagination';
import { StatusBadge } from '../../ui/StatusBadge';
import { FinanceListFrame } from './FinanceListFrame';
import {
  EMPTY_FILTER,
  PAYOUT_STATUS_TONES,
  PAYOUT_STATUS_VALUES,
  type FilterValues,
} from './model';

const PAGE_SIZE = 20;

/** /landlords/finances/payouts: my payouts with filters, totals, CSV and pages. */
export function PayoutsPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<FilterValues>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(MyPayoutsDocument, {
    variables: {
      page,
      pageSize: PAGE_SIZE,
      filter: {
        from: filter.from || null,
        to: filter.to || null,
        status: (filter.status || null) as PayoutStatus | null,
        contractId: filter.contractId || null,
      },
    },
  });
  const list = data?.myPayouts;
  const payouts = (list?.items ?? []).map((p) => getFragmentData(FinancePayoutFragmentDoc, p));
  return (
    <FinanceListFrame
      kind="payouts"
      filter={filter}
      onFilter={(values) => {
        setFilter(values);
        setPage(1);
      }}
      statuses={PAYOUT_STATUS_VALUES}
      statusPrefix="finances.payout_status"
      hasData={Boolean(data)}
      isLoading={loading}
      error={error}
      totals={
        list
          ? [
              ['gross', list.totals.grossAmount],
              ['fee', list.totals.feeAmount],
              ['amount', list.totals.amount],
            ]
          : null
      }
      isEmpty={payouts.length === 0}
    >
      {payouts.length > 0 && (
        <DataTable
          columns={[
            { label: t('finances.payouts.columns.due_date') },
            { label: t('finances.payouts.columns.contract'), className: 'hidden md:table-cell' },
            { label: t('finances.payouts.columns.gross'), className: 'hidden md:table-cell' },
            { label: t('finances.payouts.columns.fee'), className: 'hidden md:table-cell' },
            { label: t('finances.payouts.columns.amount') },
            { label: t('finances.payouts.columns.status') },
          ]}
        >
          {payouts.map((p) => (
            <tr key={p.id} data-testid="payout-row" className="border-t border-line">
              <th scope="row" className={`${cellClass} font-medium`}>
                <RouteLink
                  to={paths.landlordPayoutTransfer.href({ id: p.id })}
                  className="text-brand-700 hover:underline dark:text-brand-300"
                >
                  {formatDate(p.dueDate)}
                </RouteLink>
              </th>
              <td className={`${cellClass} hidden md:table-cell`}>{p.contractId}</td>
              <td className={`${cellClass} hidden tabular-nums md:table-cell`}>
                {formatMoney(p.grossAmount, p.currency, i18n.language)}
              </td>
              <td className={`${cellClass} hidden tabular-nums md:table-cell`}>
                {formatMoney(p.feeAmount, p.currency, i18n.language)}
              </td>
              <td className={`${cellClass} tabular-nums`}>
                {formatMoney(p.amount, p.currency, i18n.language)}
              </td>
              <td className={cellClass}>
                <StatusBadge
                  status={p.status}
                  tones={PAYOUT_STATUS_TONES}
                  labelPrefix="finances.payout_status"
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {list && <ListPagination list={list} page={page} onPage={setPage} />}
    </FinanceListFrame>
  );
}
