import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MobileNotificationsUnreadDocument } from '../__generated__/graphql';
import { Button } from '../ui/Button';

/** The way to the notifications, saying how many are unread (opening one refetches it). */
export function NotificationsButton({ onPress }: { onPress: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(MobileNotificationsUnreadDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const unread = data?.myNotifications.unreadCount ?? 0;
  return (
    <Button
      variant="secondary"
      label={
        unread > 0
          ? t('mobile.notifications.open_list_unread', { count: unread })
          : t('mobile.notifications.title')
      }
      onPress={onPress}
    />
  );
}
