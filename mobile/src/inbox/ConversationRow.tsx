import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import { MobileConversationRowFragmentDoc } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { messageTimeText, otherParticipants } from './model';

type Props = {
  conversation: FragmentType<typeof MobileConversationRowFragmentDoc>;
  myId: string | undefined;
  t: TFunction;
  onOpen: (id: string) => void;
};

/** One conversation in the inbox: who, about which home, the last message, when, and unread. */
export function ConversationRow({ conversation: ref, myId, t, onOpen }: Props) {
  const theme = useTheme();
  const conversation = getFragmentData(MobileConversationRowFragmentDoc, ref);
  const counterpart = otherParticipants(conversation.participants, myId);
  const last = conversation.lastMessage;
  const about = conversation.listing?.street ?? conversation.listing?.title;
  const preview = !last
    ? t('mobile.inbox.no_messages')
    : last.body || t('mobile.inbox.attachments', { count: last.attachments.length });
  const lastText =
    last && last.sender?.id === myId ? t('mobile.inbox.from_you', { text: preview }) : preview;
  const time = messageTimeText(conversation.lastMessageAt);
  const unread = conversation.unreadCount;
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={[
        t('mobile.inbox.open', { name: counterpart }),
        unread > 0 ? t('mobile.inbox.unread', { count: unread }) : null,
        lastText,
        time,
      ]
        .filter(Boolean)
        .join('. ')}
      onPress={() => onOpen(conversation.id)}
      testID={`conversation-${conversation.id}`}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: theme.surface, borderColor: theme.border },
        pressed && styles.pressed,
      ]}
    >
      <View style={styles.header}>
        <Text style={[styles.name, { color: theme.text }, unread > 0 && styles.bold]}>
          {counterpart}
        </Text>
        <Text style={{ color: theme.muted }}>{time}</Text>
      </View>
      {about ? <Text style={{ color: theme.muted }}>{about}</Text> : null}
      <View style={styles.header}>
        <Text
          numberOfLines={2}
          style={[styles.preview, { color: unread > 0 ? theme.text : theme.muted }]}
        >
          {lastText}
        </Text>
        {unread > 0 ? (
          <View
            style={[styles.badge, { backgroundColor: theme.primary }]}
            accessibilityLabel={t('mobile.inbox.unread', { count: unread })}
            testID="unread-badge"
          >
            <Text style={[styles.badgeText, { color: theme.onPrimary }]}>{unread}</Text>
          </View>
        ) : null}
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { borderWidth: 1, borderRadius: 10, padding: 14, gap: 4, marginBottom: 10 },
  pressed: { opacity: 0.85 },
  header: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', gap: 8 },
  name: { fontSize: 17, fontWeight: '600', flexShrink: 1 },
  bold: { fontWeight: '800' },
  preview: { flexShrink: 1 },
  badge: { minWidth: 24, borderRadius: 12, paddingHorizontal: 7, paddingVertical: 2 },
  badgeText: { fontWeight: '700', textAlign: 'center' },
});
