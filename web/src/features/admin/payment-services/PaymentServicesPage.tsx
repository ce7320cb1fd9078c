import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminContractPaymentServicesDocument,
  AdminPaymentServicesContractsDocument,
  AdminPollClaimPaymentsDocument,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { Badge, PageHeader } from '../../../ui/Card';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { EmptyText } from '../../../ui/EmptyState';
import { translateGraphError } from '../../../ui/graph-errors';
import { LoadState } from '../../../ui/ListState';
import { ListPagination } from '../../../ui/Pagination';
import { ContractPaymentServices } from './ContractPaymentServices';

const PAGE_SIZE = 20;

/**
 * /admin/rental-contracts/payment-services: the contracts with bills; for one, its bills and
 * payouts with staff's actions (execute payout, revert payout, remove bill payment fee).
 */
export function PaymentServicesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const { data, loading, error } = useQuery(AdminPaymentServicesContractsDocument, {
    variables: { page, pageSize: PAGE_SIZE },
  });
  const [poll, polling] = useMutation(AdminPollClaimPaymentsDocument, {
    refetchQueries: [AdminPaymentServicesContractsDocument, AdminContractPaymentServicesDocument],
    awaitRefetchQueries: true,
  });
  const list = data?.paymentServicesContracts;
  const onPoll = async () => {
    try {
      await poll();
      toast.success(t('finances.admin.polled'));
    } catch (e) {
      toast.error(translateGraphError(t, e));
    }
  };
  return (
    <div>
      <PageHeader
        title={t('finances.admin.title')}
        subtitle={t('finances.admin.subtitle')}
        actions={
          <Button variant="secondary" isLoading={polling.loading} onPress={() => void onPoll()}>
            {t('finances.admin.poll')}
          </Button>
        }
      />
      <LoadState hasData={Boolean(data)} isLoading={loading} error={error} />
      {list && list.items.length === 0 && <EmptyText>{t('finances.admin.empty')}</EmptyText>}
      {list && list.items.length > 0 && (
        <DataTable
          columns={[
            { label: t('finances.admin.columns.contract') },
            { label: t('finances.admin.columns.bills') },
            { label: t('finances.admin.columns.last_due') },
            { label: t('finances.admin.columns.open') },
          ]}
        >
          {list.items.map((c) => (
            <tr key={c.contractId} className="border-t border-line">
              <th scope="row" className={`${cellClass} font-medium`}>
                {c.contractId}
                {selected === String(c.contractId) && (
                  <Badge tone="brand">{t('finances.admin.selected')}</Badge>
                )}
              </th>
              <td className={cellClass}>{c.bills}</td>
              <td className={cellClass}>{formatDate(c.lastDueDate)}</td>
              <td className={cellClass}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('finances.admin.open_label', { id: c.contractId })}
                  onPress={() => setSelected(String(c.contractId))}
                >
                  {t('finances.admin.open')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {list && <ListPagination list={list} page={page} onPage={setPage} />}
      {selected && <ContractPaymentServices contractId={selected} />}
    </div>
  );
}
