import { useQuery, useSubscription } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationAddedDocument, NotificationBellDocument } from '../../__generated__/graphql';
import { menuButtonClass, popoverClass } from '../../app/layouts/menu-classes';
import { RouteLink } from '../../app/links';
import { paths } from '../../app/paths';
import { Spinner } from '../../ui/Card';
import { toast } from '../../shell/toast-store';
import { BellIcon } from '../../ui/icons';
import { getNotificationText } from './model';
import { NotificationItem, readNotification } from './NotificationItem';
import { useOpenNotification } from './use-open-notification';

const itemClass =
  'w-full rounded-lg px-3 py-2 outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-brand-500';

/** The header's bell: the unread count, and the three newest in a popover (SPEC 9). */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const open = useOpenNotification();
  const { pathname } = useLocation();
  const { data, loading, error, refetch } = useQuery(NotificationBellDocument, {
    variables: { pageSize: PAGE_SIZES.headerNotifications },
    fetchPolicy: 'cache-and-network',
  });
  // Live: each new notification refreshes the count and says so in a toast, unless the page
  // it is about is the one open (its own screen already shows the news).
  useSubscription(NotificationAddedDocument, {
    onData: ({ data: live }) => {
      void refetch();
      const ref = live.data?.notificationAdded;
      if (!ref) return;
      const added = readNotification(ref);
      if (!pathname.endsWith(added.targetPath)) toast.info(getNotificationText(t, added));
    },
  });
  const unread = data?.myNotifications.unreadCount ?? 0;
  const items = data?.myNotifications.items ?? [];
  const label = unread
    ? t('notifications.bell.label_unread', { count: unread })
    : t('notifications.bell.label');
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        className={`${menuButtonClass} relative`}
        aria-label={label}
        data-testid="notification-bell"
      >
        <BellIcon size={18} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      <Popover className={`${popoverClass} w-80 p-2`} placement="bottom end">
        <Dialog className="outline-none" aria-label={t('notifications.bell.title')}>
          <Heading slot="title" className="px-3 pt-1 pb-2 text-sm font-semibold text-ink">
            {t('notifications.bell.title')}
          </Heading>
          {loading && !data && <Spinner label={t('common.status.loading')} />}
          {error && !data && (
            <p role="alert" className="px-3 py-2 text-sm text-red-700 dark:text-red-400">
              {t('notifications.bell.error')}
            </p>
          )}
          {data && items.length === 0 && (
            <p className="px-3 py-2 text-sm text-ink-muted">{t('notifications.bell.empty')}</p>
          )}
          {items.length > 0 && (
            <ul className="flex flex-col">
              {items.map((ref) => {
                const n = readNotification(ref);
                return (
                  <li key={n.id}>
                    <Button
                      className={itemClass}
                      onPress={() => {
                        setOpen(false);
                        void open(n.id, n.targetPath);
                      }}
                    >
                      <NotificationItem notification={ref} />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="mt-1 border-t border-line pt-1">
            <RouteLink
              to={paths.accountNotifications.href()}
              className={`${itemClass} block text-sm font-semibold text-brand-700 dark:text-brand-300`}
              onClick={() => setOpen(false)}
            >
              {t('notifications.bell.see_all')}
            </RouteLink>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
