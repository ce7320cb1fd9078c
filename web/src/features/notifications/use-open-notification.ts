import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MarkNotificationClickedDocument } from '../../__generated__/graphql';
import { useLocalizedPath } from '../../app/links';
import { toast } from '../../shell/toast-store';

/**
 * Opening a notification: mark it clicked (the unread count falls) and go where it leads. The
 * notification's path comes from the api (it knows whose side of an application or lease the
 * reader is on); it is a path of this app, so it takes the reader's locale prefix.
 */
export function useOpenNotification(): (id: string, targetPath: string) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [markClicked] = useMutation(MarkNotificationClickedDocument, {
    refetchQueries: ['NotificationBell', 'NotificationList'],
  });
  return async (id, targetPath) => {
    try {
      await markClicked({ variables: { input: { id } } });
    } catch {
      toast.error(t('notifications.page.open_failed'));
      return;
    }
    if (targetPath.startsWith('/') && !targetPath.startsWith('//'))
      await navigate(localize(targetPath));
  };
}
