import { Stack } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlatList, KeyboardAvoidingView, Platform, StyleSheet, Text, View } from 'react-native';
import { Composer } from '../inbox/Composer';
import { MessageBubble } from '../inbox/MessageBubble';
import { otherParticipants } from '../inbox/model';
import { OutboxMessages } from '../inbox/OutboxMessages';
import { isRetryable, type OutboxPhoto } from '../offline/outbox';
import { useOffline } from '../offline/OfflineProvider';
import { useConversation } from '../inbox/use-conversation';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { errorText } from '../ui/errors';
import { Message } from '../ui/Message';

/** The iOS navigation bar under the status bar, which the keyboard offset must clear. */
const HEADER_HEIGHT = 96;

/**
 * A conversation: messages newest at the bottom (an inverted list, so it opens at the newest and
 * older pages load as it scrolls up), new ones arriving live, and the message box.
 */
export function ConversationScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const session = useSession();
  const myId = session.user?.id;
  const conversation = useConversation(id, myId);
  const { query, row, messages, isLoadingOlder } = conversation;
  const offline = useOffline();
  const [sendError, setSendError] = useState<unknown>(null);
  const [isQueued, setQueued] = useState(false);
  const waiting = offline.outbox.filter((item) => item.conversationId === id);

  /**
   * Online, the message goes now. One written offline (photos kept on the phone too), or whose
   * send got no answer, waits in the outbox under the same key, so it is sent once when the
   * connection returns.
   */
  async function send(text: string, photos: readonly OutboxPhoto[], clientKey: string) {
    setSendError(null);
    setQueued(false);
    const attachmentIds = photos.flatMap((p) => (p.attachmentId ? [p.attachmentId] : []));
    const hasKept = attachmentIds.length < photos.length;
    if (offline.isOffline || hasKept) {
      await offline.enqueue(id, text, clientKey, photos);
      setQueued(true);
      return;
    }
    try {
      await conversation.send(text, attachmentIds, clientKey);
    } catch (error) {
      if (isRetryable(error)) {
        await offline.enqueue(id, text, clientKey, photos);
        setQueued(true);
        return;
      }
      setSendError(error);
      throw error;
    }
  }

  if (!row) {
    if (query.error) return <Message tone="error" text={errorText(t, query.error)} />;
    if (query.loading) return <Message busy text={t('mobile.inbox.loading_conversation')} />;
    return <Message text={t('mobile.inbox.not_found')} />;
  }

  const title = otherParticipants(row.participants, myId);
  const about = row.listing?.street ?? row.listing?.title;
  return (
    <KeyboardAvoidingView
      style={[styles.screen, { backgroundColor: theme.background }]}
      behavior={Platform.OS === 'ios' ? 'padding' : undefined}
      // The stack's header sits above this view on iOS; Android resizes the window itself.
      keyboardVerticalOffset={Platform.OS === 'ios' ? HEADER_HEIGHT : 0}
    >
      <Stack.Screen options={{ title }} />
      {about ? (
        <Text style={[styles.about, { color: theme.muted }]}>
          {t('mobile.inbox.about', { listing: about })}
        </Text>
      ) : null}
      {messages.length === 0 ? (
        // Outside the inverted list, which would turn it upside down.
        <View style={styles.screen}>
          <Message text={t('mobile.inbox.no_messages')} />
        </View>
      ) : (
        <FlatList
          inverted
          data={[...messages].reverse()}
          keyExtractor={(message) => message.id}
          renderItem={({ item }) => (
            <MessageBubble
              message={item}
              isMine={item.sender?.id === myId}
              graphUrl={session.graphUrl}
            />
          )}
          contentContainerStyle={styles.list}
          onEndReached={() => void conversation.loadOlder()}
          onEndReachedThreshold={0.3}
          ListFooterComponent={
            isLoadingOlder ? <Message busy text={t('mobile.inbox.loading_older')} /> : null
          }
        />
      )}
      <OutboxMessages items={waiting} onDiscard={(key) => void offline.discard(key)} />
      {isQueued && waiting.length > 0 ? (
        <Text style={[styles.error, { color: theme.muted }]}>
          {t('mobile.inbox.queued_offline')}
        </Text>
      ) : null}
      {sendError ? (
        <Text accessibilityRole="alert" style={[styles.error, { color: theme.danger }]}>
          {t('mobile.inbox.not_sent', { reason: errorText(t, sendError) })}
        </Text>
      ) : null}
      <Composer conversationId={id} onSend={send} isOffline={offline.isOffline} />
    </KeyboardAvoidingView>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  about: { paddingHorizontal: 16, paddingTop: 8 },
  list: { padding: 16 },
  error: { paddingHorizontal: 16, paddingTop: 8 },
});
