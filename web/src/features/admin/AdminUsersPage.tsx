import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminUsersDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths as routes } from '../../app/paths';
import { Pagination, pageCount } from '../../ui/Pagination';
import { Badge, PageHeader, Spinner } from '../../ui/Card';
import { inputClass, labelClass } from '../../ui/fields';
import { formatDate } from '../../lib/format';
import { translateGraphError } from '../../ui/graph-errors';

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
  const pages = users ? pageCount(users.count, users.pageSize) : 1;
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
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {translateGraphError(t, error)}
        </p>
      )}
      {loading && !users && <Spinner label={t('common.status.loading')} />}
      {users && (
        <>
          <p className="mb-3 text-sm text-ink-muted" aria-live="polite">
            {t('admin.count', { count: users.count })}
          </p>
          {users.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-8 text-center text-ink-muted">
              {t('admin.empty')}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
              <table className="w-full text-left text-sm">
                <thead className="bg-surface-sunken text-ink">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('admin.columns.name')}
                    </th>
                    <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                      {t('admin.columns.email')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {t('admin.columns.type')}
                    </th>
                    <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                      {t('admin.columns.joined')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.items.map((u) => (
                    <tr key={u.id} className="border-t border-line">
                      <td className="px-4 py-3">
                        <RouteLink
                          to={routes.adminUser.href({ id: u.id })}
                          className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {u.fullName}
                        </RouteLink>
                        <span className="block text-xs text-ink-muted sm:hidden">{u.email}</span>
                      </td>
                      <td className="hidden px-4 py-3 text-ink-muted sm:table-cell">{u.email}</td>
                      <td className="px-4 py-3">
                        <span className="flex flex-wrap gap-1">
                          {u.userType && (
                            <Badge tone="brand">
                              {t(`common.roles.${u.userType === 'LANDLORD' ? 'LL' : 'TN'}`)}
                            </Badge>
                          )}
                          {u.isStaff && <Badge tone="warning">{t('common.roles.staff')}</Badge>}
                        </span>
                      </td>
                      <td className="hidden px-4 py-3 text-ink-muted md:table-cell">
                        {formatDate(u.dateJoined)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            size="sm"
            page={page}
            pages={pages}
            hasNextPage={users.hasNextPage}
            onPage={goTo}
          />
        </>
      )}
    </div>
  );
}
