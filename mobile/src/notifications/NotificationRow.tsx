import { getNotificationText } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import { MobileNotificationRowFragmentDoc } from '../__generated__/graphql';
import { messageTimeText } from '../inbox/model';
import { useTheme } from '../theme/theme';

type Props = {
  notification: FragmentType<typeof MobileNotificationRowFragmentDoc>;
  t: TFunction;
  onOpen: (id: string, targetPath: string) => void;
};

/** One notification: its sentence, when, and a dot while it is unread. */
export function NotificationRow({ notification: ref, t, onOpen }: Props) {
  const theme = useTheme();
  const n = getFragmentData(MobileNotificationRowFragmentDoc, ref);
  const text = getNotificationText((key, values) => t(key, values), n);
  const time = messageTimeText(n.createdAt);
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={[n.isClicked ? null : t('mobile.notifications.unread'), text, time]
        .filter(Boolean)
        .join('. ')}
      onPress={() => onOpen(n.id, n.targetPath)}
      testID={`notification-${n.id}`}
      style={({ pressed }) => [
        styles.row,
        { backgroundColor: theme.surface, borderColor: theme.border },
        pressed && styles.pressed,
      ]}
    >
      {n.isClicked ? null : (
        <View style={[styles.dot, { backgroundColor: theme.primary }]} testID="unread-dot" />
      )}
      <View style={styles.body}>
        <Text style={[styles.text, { color: theme.text }, !n.isClicked && styles.bold]}>
          {text}
        </Text>
        <Text style={{ color: theme.muted }}>{time}</Text>
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: {
    flexDirection: 'row',
    alignItems: 'flex-start',
    gap: 10,
    padding: 14,
    marginTop: 8,
    borderRadius: 12,
    borderWidth: 1,
  },
  pressed: { opacity: 0.7 },
  dot: { width: 10, height: 10, borderRadius: 5, marginTop: 6 },
  body: { flex: 1, gap: 4 },
  text: { fontSize: 16, lineHeight: 22 },
  bold: { fontWeight: '600' },
});
