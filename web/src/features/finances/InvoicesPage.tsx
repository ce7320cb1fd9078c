import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyInvoicesDocument, type InvoiceStatusFilter } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { Badge } from '../../ui/Card';
import { cellClass, DataTable } from '../../ui/DataTable';
import { ListPagination } from '../../ui/Pagination';
import { FinanceListFrame } from './FinanceListFrame';
import { EMPTY_FILTER, INVOICE_STATUS_VALUES, type FilterValues } from './model';

const PAGE_SIZE = 20;

/** /landlords/finances/invoices: the claims sent for my contracts, with filters, totals and CSV. */
export function InvoicesPage() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<FilterValues>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(MyInvoicesDocument, {
    variables: {
      page,
      pageSize: PAGE_SIZE,
      filter: {
        from: filter.from || null,
        to: filter.to || null,
        status: (filter.status || null) as InvoiceStatusFilter | null,
        contractId: filter.contractId || null,
      },
    },
  });
  const list = data?.myInvoices;
  const invoices = list?.items ?? [];
  return (
    <FinanceListFrame
      kind="invoices"
      filter={filter}
      onFilter={(values) => {
        setFilter(values);
        setPage(1);
      }}
      statuses={INVOICE_STATUS_VALUES}
      statusPrefix="finances.invoice_status"
      hasData={Boolean(data)}
      isLoading={loading}
      error={error}
      totals={
        list
          ? [
              ['claim', list.totals.claimAmount],
              ['paid', list.totals.paidAmount],
              ['outstanding', list.totals.outstanding],
            ]
          : null
      }
      isEmpty={invoices.length === 0}
    >
      {invoices.length > 0 && (
        <DataTable
          columns={[
            { label: t('finances.invoices.columns.due_date') },
            {
              label: t('finances.invoices.columns.final_due_date'),
              className: 'hidden md:table-cell',
            },
            { label: t('finances.invoices.columns.contract'), className: 'hidden md:table-cell' },
            { label: t('finances.invoices.columns.claim') },
            { label: t('finances.invoices.columns.paid') },
            { label: t('finances.invoices.columns.status') },
          ]}
        >
          {invoices.map((i) => (
            <tr
              key={`${i.contractId}-${i.dueDate}`}
              data-testid="invoice-row"
              className="border-t border-line"
            >
              <th scope="row" className={`${cellClass} font-medium`}>
                {formatDate(i.dueDate)}
              </th>
              <td className={`${cellClass} hidden md:table-cell`}>{formatDate(i.finalDueDate)}</td>
              <td className={`${cellClass} hidden md:table-cell`}>{i.contractId}</td>
              <td className={`${cellClass} tabular-nums`}>
                {formatMoney(i.claimAmount, i.currency, i18n.language)}
              </td>
              <td className={`${cellClass} tabular-nums`}>
                {formatMoney(i.paidAmount, i.currency, i18n.language)}
                {i.paidAt && (
                  <span className="block text-xs text-ink-muted">{formatDate(i.paidAt)}</span>
                )}
              </td>
              <td className={cellClass}>
                <div className="flex flex-wrap gap-1">
                  {i.claimStatus && (
                    <Badge tone={i.claimStatus === 'PAID' ? 'success' : 'neutral'}>
                      {t(`finances.invoice_status.${i.claimStatus.toLowerCase()}`)}
                    </Badge>
                  )}
                  {i.overdue && (
                    <Badge tone="warning">{t('finances.invoice_status.overdue')}</Badge>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {list && <ListPagination list={list} page={page} onPage={setPage} />}
    </FinanceListFrame>
  );
}
