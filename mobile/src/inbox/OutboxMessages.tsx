import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import type { OutboxItem } from '../offline/outbox';
import { useTheme } from '../theme/theme';

type Props = { items: readonly OutboxItem[]; onDiscard: (clientKey: string) => void };

/** Messages written offline, under the sent ones: waiting to send, or refused (and why). */
export function OutboxMessages({ items, onDiscard }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (items.length === 0) return null;
  return (
    <View style={styles.list}>
      {items.map((item) => (
        <View key={item.clientKey} testID={`outbox-${item.clientKey}`} style={styles.row}>
          <View
            style={[styles.bubble, { borderColor: theme.border, backgroundColor: theme.surface }]}
          >
            {item.text ? <Text style={{ color: theme.text }}>{item.text}</Text> : null}
            {item.photos?.length ? (
              <Text style={{ color: theme.muted }}>
                {t('mobile.inbox.outbox_photos', { count: item.photos.length })}
              </Text>
            ) : null}
          </View>
          {item.status === 'waiting' ? (
            <Text style={[styles.meta, { color: theme.muted }]}>
              {t('mobile.inbox.waiting_to_send')}
            </Text>
          ) : (
            <>
              <Text accessibilityRole="alert" style={[styles.meta, { color: theme.danger }]}>
                {t('mobile.inbox.refused', { reason: t(item.errorKeys ?? []) })}
              </Text>
              <Pressable
                accessibilityRole="button"
                accessibilityLabel={t('mobile.inbox.discard')}
                onPress={() => onDiscard(item.clientKey)}
              >
                <Text style={[styles.meta, { color: theme.primary }]}>
                  {t('mobile.inbox.discard')}
                </Text>
              </Pressable>
            </>
          )}
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { paddingHorizontal: 16, gap: 8 },
  row: { alignItems: 'flex-end', gap: 4 },
  bubble: {
    maxWidth: '85%',
    borderRadius: 16,
    borderWidth: 1,
    borderStyle: 'dashed',
    paddingHorizontal: 14,
    paddingVertical: 8,
  },
  meta: { fontSize: 13, paddingHorizontal: 4 },
});
