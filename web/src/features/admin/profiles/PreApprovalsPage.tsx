import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPreApprovalsDocument, type PreApprovalStatus } from '../../../__generated__/graphql';
import { getPageInfo, ListPagination } from '../../../ui/Pagination';
import { Badge, PageHeader } from '../../../ui/Card';
import { cellClass, DataTable } from '../../../ui/DataTable';
import { formatDate } from '../../../lib/format';
import { formatKennitala } from '../../../lib/format-kennitala';
import { enumKey } from '../../../lib/enums';
import { ListStatus, ProfileNameLink } from '../admin-parts';
import { FilterSelect } from '../../../ui/FilterSelect';

const STATUSES: PreApprovalStatus[] = ['DRAFT', 'COMMITTED', 'EXPIRED'];

/** /admin/users/pre-approvals: every tenant's pre-approval, newest first, by status. */
export function PreApprovalsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<PreApprovalStatus | ''>('');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(AdminPreApprovalsDocument, {
    variables: { status: status || null, page, pageSize: 25 },
  });
  const list = data?.adminPreApprovals;
  return (
    <div>
      <PageHeader
        title={t('profiles.admin.pre_approvals_title')}
        subtitle={list ? t('profiles.admin.total', { n: getPageInfo(list).count }) : undefined}
      />
      <FilterSelect
        label={t('profiles.pre_approval.status')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[
          { value: '', label: t('profiles.admin.all') },
          ...STATUSES.map((s) => ({
            value: s,
            label: t(enumKey('profiles.pre_approval.statuses', s)),
          })),
        ]}
        className="mb-4 flex flex-col gap-1.5 sm:w-64"
      />
      <ListStatus error={error} isLoading={loading && !list} />
      {list && list.items.length === 0 && (
        <p className="text-ink-muted">{t('profiles.admin.empty')}</p>
      )}
      {list && list.items.length > 0 && (
        <DataTable
          columns={[
            { label: t('profiles.admin.tenant') },
            { label: t('profiles.admin.kennitala') },
            { label: t('profiles.pre_approval.status') },
            { label: t('profiles.pre_approval.avg_net_income') },
            { label: t('profiles.pre_approval.credit_class') },
            { label: t('profiles.admin.expires') },
          ]}
        >
          {list.items.map((p) => (
            <tr key={p.id} className="border-t border-line text-ink">
              <td className={cellClass}>
                <ProfileNameLink profile={p.profile} />
              </td>
              <td className={cellClass}>{formatKennitala(p.kennitala)}</td>
              <td className={cellClass}>
                <Badge
                  tone={
                    p.status === 'COMMITTED'
                      ? 'success'
                      : p.status === 'EXPIRED'
                        ? 'warning'
                        : 'neutral'
                  }
                >
                  {t(enumKey('profiles.pre_approval.statuses', p.status))}
                </Badge>
              </td>
              <td className={cellClass}>
                {p.avgNetIncome === null || p.avgNetIncome === undefined
                  ? '–'
                  : formatMoney(p.avgNetIncome, 'ISK', i18n.language)}
              </td>
              <td className={cellClass}>{p.creditScore?.creditClass ?? '–'}</td>
              <td className={cellClass}>{formatDate(p.expiresAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {list && <ListPagination list={list} page={page} onPage={setPage} />}
    </div>
  );
}
