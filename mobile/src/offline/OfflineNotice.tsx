import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { messageTimeText } from '../inbox/model';
import { useTheme } from '../theme/theme';
import { useOffline } from './OfflineProvider';

/** Above every screen while offline: what shows was loaded earlier, and when. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { isOffline, loadedAt } = useOffline();
  if (!isOffline) return null;
  const text = loadedAt
    ? t('mobile.offline.notice', { time: messageTimeText(loadedAt) })
    : t('mobile.offline.notice_nothing');
  return (
    <View
      accessibilityRole="alert"
      style={[styles.notice, { backgroundColor: theme.surface, borderColor: theme.border }]}
    >
      <Text style={{ color: theme.text }}>{text}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  notice: { borderBottomWidth: 1, paddingHorizontal: 16, paddingVertical: 8 },
});
