import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminUserConversationsDocument } from '../../__generated__/graphql';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LoadState } from '../../ui/ListState';
import { formatDate } from '../../lib/format';

/** The conversations tab of /admin/users/{id}: each links to its read-only staff page. */
export function AdminUserConversations({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error } = useQuery(AdminUserConversationsDocument, {
    variables: { userId, page },
  });
  const list = data?.adminUserConversations;
  return (
    <Card>
      <h2 className="mb-2 text-lg font-semibold text-ink">
        {t('inbox-links.admin.user_conversations')}
      </h2>
      <LoadState hasData={Boolean(list)} isLoading={loading} error={error} />
      {list && list.items.length === 0 && (
        <p className="text-ink-muted">{t('inbox-links.admin.user_conversations_empty')}</p>
      )}
      <ul className="flex flex-col" data-testid="admin-user-conversations">
        {list?.items.map((c) => (
          <li key={c.id} className="border-t border-line py-2 first:border-t-0">
            <RouteLink
              to={paths.adminConversation.href({ id: c.id })}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {t('inbox-links.admin.open', { id: c.id })}
            </RouteLink>
            <p className="text-sm text-ink-muted">
              {t('inbox-links.admin.with', {
                names: c.participants.map((p) => p.fullName).join(', '),
              })}
              {c.listing ? ` · ${c.listing.title ?? c.listing.street ?? ''}` : ''} ·{' '}
              {t('inbox-links.admin.last_activity', { date: formatDate(c.lastMessageAt) })}
            </p>
          </li>
        ))}
      </ul>
      {list && (list.page > 1 || list.hasNextPage) && (
        <div className="mt-3 flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            isDisabled={list.page <= 1}
            onPress={() => setPage((p) => p - 1)}
          >
            {t('common.pagination.previous')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            isDisabled={!list.hasNextPage}
            onPress={() => setPage((p) => p + 1)}
          >
            {t('common.pagination.next')}
          </Button>
        </div>
      )}
    </Card>
  );
}
