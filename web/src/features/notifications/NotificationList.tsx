import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { NotificationListDocument } from '../../__generated__/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { BellIcon } from '../../ui/icons';
import { LoadState } from '../../ui/ListState';
import { ListPagination } from '../../ui/Pagination';
import { NotificationItem, readNotification } from './NotificationItem';
import { useOpenNotification } from './use-open-notification';

/** Every notification, newest first, 12 a page (SPEC 9); a click opens what it is about. */
export function NotificationList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const open = useOpenNotification();
  const { data, loading, error } = useQuery(NotificationListDocument, {
    variables: { page, pageSize: PAGE_SIZES.notifications },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.myNotifications;
  return (
    <div>
      <LoadState hasData={Boolean(list)} isLoading={loading} error={error} />
      {list && list.items.length === 0 && (
        <EmptyState
          icon={<BellIcon size={28} />}
          title={t('notifications.page.empty_title')}
          text={t('notifications.page.empty_text')}
        />
      )}
      {list && list.items.length > 0 && (
        <ul
          aria-label={t('notifications.page.list_label')}
          className="divide-y divide-line rounded-2xl border border-line bg-surface-raised"
        >
          {list.items.map((ref) => {
            const n = readNotification(ref);
            return (
              <li key={n.id}>
                <Button
                  className="w-full px-4 py-3 outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
                  onPress={() => void open(n.id, n.targetPath)}
                >
                  <NotificationItem notification={ref} />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {list && <ListPagination list={list} page={page} onPage={setPage} />}
    </div>
  );
}
