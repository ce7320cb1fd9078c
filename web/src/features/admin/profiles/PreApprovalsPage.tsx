import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPreApprovalsDocument, type PreApprovalStatus } from '../../../__generated__/graphql';
import { RouteLink } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { Pagination, pageCount } from '../../../ui/Pagination';
import { Badge, PageHeader, Spinner } from '../../../ui/Card';
import { inputClass, labelClass } from '../../../ui/fields';
import { formatDate, formatKennitala } from '../../../lib/format';
import { translateGraphError } from '../../../ui/graph-errors';
import { enumKey } from '../../../lib/enums';

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
        subtitle={list ? t('profiles.admin.total', { n: list.count }) : undefined}
      />
      <div className="mb-4 flex flex-col gap-1.5 sm:w-64">
        <label htmlFor="pa-status" className={labelClass}>
          {t('profiles.pre_approval.status')}
        </label>
        <select
          id="pa-status"
          className={inputClass}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PreApprovalStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('profiles.admin.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(enumKey('profiles.pre_approval.statuses', s))}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {translateGraphError(t, error)}
        </p>
      )}
      {loading && !list && <Spinner label={t('common.status.loading')} />}
      {list && list.items.length === 0 && (
        <p className="text-ink-muted">{t('profiles.admin.empty')}</p>
      )}
      {list && list.items.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface-raised">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="text-left text-ink-muted">
              <tr>
                <th scope="col" className="p-3 font-medium">
                  {t('profiles.admin.tenant')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('profiles.admin.kennitala')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('profiles.pre_approval.status')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('profiles.pre_approval.avg_net_income')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('profiles.pre_approval.credit_class')}
                </th>
                <th scope="col" className="p-3 font-medium">
                  {t('profiles.admin.expires')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((p) => (
                <tr key={p.id} className="border-t border-line text-ink">
                  <td className="p-3">
                    {p.profile ? (
                      <RouteLink
                        to={routes.rentalProfile.href({ username: p.profile.profileUsername })}
                        className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                      >
                        {p.profile.fullName}
                      </RouteLink>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className="p-3">{formatKennitala(p.kennitala)}</td>
                  <td className="p-3">
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
                  <td className="p-3">
                    {p.avgNetIncome === null || p.avgNetIncome === undefined
                      ? '–'
                      : formatMoney(p.avgNetIncome, 'ISK', i18n.language)}
                  </td>
                  <td className="p-3">{p.creditScore?.creditClass ?? '–'}</td>
                  <td className="p-3">{formatDate(p.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <Pagination
          size="sm"
          page={page}
          pages={pageCount(list.count, list.pageSize)}
          hasNextPage={list.hasNextPage}
          onPage={setPage}
        />
      )}
    </div>
  );
}
