import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MobileInboxUnreadCountDocument } from '../__generated__/graphql';
import { Button } from '../ui/Button';

/** The way into the inbox, saying how many messages are unread (reading one refetches it). */
export function InboxButton({ onPress }: { onPress: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(MobileInboxUnreadCountDocument, { fetchPolicy: 'cache-and-network' });
  const unread = data?.inboxUnreadCount ?? 0;
  return (
    <Button
      variant="secondary"
      label={
        unread > 0 ? t('mobile.inbox.open_list_unread', { count: unread }) : t('mobile.inbox.title')
      }
      onPress={onPress}
    />
  );
}
