import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import type { MobileMessageFragment } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { FraudWarning } from './FraudWarning';
import { MessageAttachments } from './MessageAttachments';
import { messageTimeText } from './model';

type Props = { message: MobileMessageFragment; isMine: boolean; graphUrl: string };

/** One message: ours on the right, theirs on the left with the sender's name and any warning. */
export function MessageBubble({ message, isMine, graphUrl }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const time = messageTimeText(message.createdAt);
  const sender = isMine ? t('mobile.inbox.you') : (message.sender?.fullName ?? '');
  return (
    <View
      testID={`message-${message.id}`}
      style={[styles.row, isMine ? styles.mine : styles.theirs]}
    >
      {!isMine && message.sender ? (
        <Text style={[styles.meta, { color: theme.muted }]}>{message.sender.fullName}</Text>
      ) : null}
      {!isMine && message.fraudWarning ? <FraudWarning warning={message.fraudWarning} /> : null}
      {message.body ? (
        <View
          accessible
          accessibilityLabel={t('mobile.inbox.message_label', {
            sender,
            time,
            body: message.body,
          })}
          style={[
            styles.bubble,
            isMine
              ? { backgroundColor: theme.primary }
              : { backgroundColor: theme.surface, borderColor: theme.border, borderWidth: 1 },
          ]}
        >
          <Text style={[styles.body, { color: isMine ? theme.onPrimary : theme.text }]}>
            {message.body}
          </Text>
        </View>
      ) : null}
      <MessageAttachments attachments={message.attachments} graphUrl={graphUrl} />
      <Text style={[styles.meta, { color: theme.muted }]}>{time}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  row: { gap: 4, marginBottom: 12 },
  mine: { alignItems: 'flex-end' },
  theirs: { alignItems: 'flex-start' },
  bubble: { maxWidth: '85%', borderRadius: 16, paddingHorizontal: 14, paddingVertical: 8 },
  body: { fontSize: 16 },
  meta: { fontSize: 13, paddingHorizontal: 4 },
});
