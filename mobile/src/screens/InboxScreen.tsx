import { useQuery, useSubscription } from '@apollo/client/react';
import { CONVERSATIONS_PAGE_SIZE } from '@leiga/domain';
import { useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileConversationUpdatedDocument,
  MobileConversationsDocument,
} from '../__generated__/graphql';
import { ConversationRow } from '../inbox/ConversationRow';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';
import { PagedList } from '../ui/PagedList';
import { useOfflineFetchPolicy } from '../offline/OfflineProvider';

/**
 * The signed-in user's conversations, newest activity first, a page at a time as the list
 * scrolls; pull to refresh. Rows stay current while it is open: the graph's conversationUpdated
 * subscription updates each conversation in Apollo's cache (unread count, last message).
 */
export function InboxScreen() {
  const { t } = useTranslation();
  const theme = useTheme();
  const router = useRouter();
  const session = useSession();
  const { data, error, networkStatus, fetchMore, refetch } = useQuery(MobileConversationsDocument, {
    variables: { page: 1, pageSize: CONVERSATIONS_PAGE_SIZE },
    fetchPolicy: useOfflineFetchPolicy('cache-and-network'),
    notifyOnNetworkStatusChange: true,
  });
  useSubscription(MobileConversationUpdatedDocument);
  const page = data?.conversations;
  const items = page?.items ?? [];

  function emptyState() {
    if (!page && !error) return <Message busy text={t('mobile.inbox.loading')} />;
    if (error) return <Message tone="error" text={errorText(t, error)} />;
    return <Message text={t('mobile.inbox.empty')} />;
  }

  return (
    <View style={[styles.screen, { backgroundColor: theme.background }]}>
      {page ? (
        <Text style={[styles.count, { color: theme.muted }]} accessibilityLiveRegion="polite">
          {t('mobile.inbox.count', { count: page.count })}
        </Text>
      ) : null}
      <PagedList
        items={items}
        page={page}
        networkStatus={networkStatus}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <ConversationRow
            conversation={item}
            myId={session.user?.id}
            t={t}
            onOpen={(id) => router.push({ pathname: '/inbox/[id]', params: { id } })}
          />
        )}
        onLoadMore={(next) => void fetchMore({ variables: { page: next } })}
        onRefresh={() => void refetch({ page: 1 })}
        emptyState={emptyState()}
        loadingMoreText={t('mobile.inbox.loading_more')}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  count: { padding: 16 },
});
