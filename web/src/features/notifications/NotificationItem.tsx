import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { NotificationItem_NotificationFragmentDoc } from '../../__generated__/graphql';
import { formatDate } from '../../lib/format';
import { getNotificationText } from './model';

export type NotificationRef = FragmentType<typeof NotificationItem_NotificationFragmentDoc>;

export function readNotification(ref: NotificationRef) {
  return getFragmentData(NotificationItem_NotificationFragmentDoc, ref);
}

/** One notification's text and date; unread ones are bold with a dot. */
export function NotificationItem({ notification }: { notification: NotificationRef }) {
  const { t } = useTranslation();
  const n = readNotification(notification);
  return (
    <span className="flex items-start gap-3 text-left">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${n.isClicked ? 'bg-transparent' : 'bg-brand-600'}`}
      />
      <span className="flex min-w-0 flex-col">
        <span className={`text-sm text-ink ${n.isClicked ? '' : 'font-semibold'}`}>
          {getNotificationText(t, n)}
          {!n.isClicked && <span className="sr-only"> ({t('notifications.page.unread')})</span>}
        </span>
        <span className="text-xs text-ink-muted">{formatDate(n.createdAt)}</span>
      </span>
    </span>
  );
}
