import { useQuery } from '@apollo/client/react';
import { PAGE_SIZES } from '@leiga/domain';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { getFragmentData } from '../__generated__/fragment-masking';
import {
  MobileNotificationRowFragmentDoc,
  MobileNotificationsDocument,
  MobileNotificationsUnreadDocument,
} from '../__generated__/graphql';
import { NotificationRow } from '../notifications/NotificationRow';
import { useOpenNotification } from '../notifications/use-open-notification';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { PagedList } from '../ui/PagedList';

/**
 * The signed-in user's notifications, newest first, 12 a page as the list scrolls (SPEC 9); pull
 * to refresh. Opening one marks it read and goes where it leads: the app's own screen for a
 * lease, a guarantee or a conversation, the web page otherwise.
 */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const [openError, setOpenError] = useState<string | null>(null);
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(MobileNotificationsDocument, {
    variables: { page: 1, pageSize: PAGE_SIZES.notifications },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const openNotification = useOpenNotification();
  const page = data?.myNotifications;
  const unread = useQuery(MobileNotificationsUnreadDocument, { fetchPolicy: 'cache-and-network' })
    .data?.myNotifications.unreadCount;

  async function open(id: string, targetPath: string) {
    setOpenError(null);
    try {
      await openNotification({ id, targetPath });
    } catch (e) {
      setOpenError(errorText(t, e));
    }
  }

  function emptyState() {
    if (!page && !error) return <Message busy text={t('mobile.notifications.loading')} />;
    if (error) return <Message tone="error" text={errorText(t, error)} />;
    return <Message text={t('mobile.notifications.empty')} />;
  }

  return (
    <View style={[styles.screen, { backgroundColor: theme.background }]}>
      <View style={styles.header}>
        <Button
          variant="secondary"
          label={t('mobile.notification_settings.open')}
          onPress={() => router.push('/notifications/settings')}
        />
      </View>
      {unread !== undefined ? (
        <Text style={[styles.count, { color: theme.muted }]} accessibilityLiveRegion="polite">
          {t('mobile.notifications.unread_count', { count: unread })}
        </Text>
      ) : null}
      {openError ? <Message tone="error" text={openError} /> : null}
      <PagedList
        items={page?.items ?? []}
        page={page}
        networkStatus={networkStatus}
        keyOf={(item) => getFragmentData(MobileNotificationRowFragmentDoc, item).id}
        renderItem={(item) => (
          <NotificationRow notification={item} t={t} onOpen={(id, path) => void open(id, path)} />
        )}
        onLoadMore={(next) => void fetchMore({ variables: { page: next } })}
        onRefresh={() => void refetch({ page: 1 })}
        emptyState={emptyState()}
        loadingMoreText={t('mobile.notifications.loading_more')}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  header: { paddingHorizontal: 16, paddingTop: 12 },
  count: { padding: 16 },
});
