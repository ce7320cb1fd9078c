import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminUsersDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { getPageInfo, ListPagination } from '../../ui/Pagination';
import { PageHeader } from '../../ui/Card';
import { cellClass, DataTable } from '../../ui/DataTable';
import { inputClass, labelClass } from '../../ui/fields';
import { formatDate } from '../../lib/format';
import { EmptyList, ListStatus, UserRoleBadges } from './admin-parts';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/users: staff search users by name, e-mail, phone or kennitala. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);

  useEffect(() => {
    if (draft === search) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (draft) next.set('search', draft);
      else next.delete('search');
      next.delete('page');
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, search, params, setParams]);

  const { data, loading, error } = useQuery(AdminUsersDocument, {
    variables: { filter: search ? { search } : null, page, pageSize: PAGE_SIZES.default },
  });
  const users = data?.users;
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };

  return (
    <div>
      <PageHeader title={t('admin.users_title')} />
      <SearchField
        value={draft}
        onChange={setDraft}
        className="mb-6 flex max-w-md flex-col gap-1.5"
      >
        <Label className={labelClass}>{t('admin.search')}</Label>
        <Input placeholder={t('admin.search_placeholder')} className={inputClass} />
      </SearchField>
      <ListStatus error={error} isLoading={loading && !users} />
      {users && (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {t('admin.count', { count: getPageInfo(users).count })}
          </p>
          {users.items.length === 0 ? (
            <EmptyList>{t('admin.empty')}</EmptyList>
          ) : (
            <DataTable
              columns={[
                { label: t('admin.columns.name') },
                { label: t('admin.columns.email'), className: 'hidden sm:table-cell' },
                { label: t('admin.columns.type') },
                { label: t('admin.columns.joined'), className: 'hidden md:table-cell' },
              ]}
            >
              {users.items.map((u) => (
                <tr key={u.id} className="border-t border-line">
                  <td className={cellClass}>
                    <RouteLink
                      to={routes.adminUser.href({ id: u.id })}
                      className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {u.fullName}
                    </RouteLink>
                    <span className="block text-xs text-ink-muted sm:hidden">{u.email}</span>
                  </td>
                  <td className={`${cellClass} hidden text-ink-muted sm:table-cell`}>{u.email}</td>
                  <td className={cellClass}>
                    <UserRoleBadges userType={u.userType} isStaff={u.isStaff} />
                  </td>
                  <td className={`${cellClass} hidden text-ink-muted md:table-cell`}>
                    {formatDate(u.dateJoined)}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <ListPagination list={users} page={page} onPage={goTo} />
        </>
      )}
    </div>
  );
}
