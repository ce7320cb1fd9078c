import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';

/**
 * Before the phone's own question, once: what push brings, with "Turn on" (the phone then asks)
 * and "Not now" (the settings screen can turn it on later).
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { push } = useSession();
  if (push.status !== 'ask') return null;
  return (
    <View
      accessibilityRole="alert"
      style={[styles.banner, { backgroundColor: theme.surface, borderColor: theme.border }]}
    >
      <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
        {t('mobile.push.prompt_title')}
      </Text>
      <Text style={[styles.text, { color: theme.text }]}>{t('mobile.push.prompt_text')}</Text>
      <View style={styles.actions}>
        <Button label={t('mobile.push.turn_on')} onPress={() => void push.enable()} />
        <Button
          label={t('mobile.push.not_now')}
          variant="secondary"
          onPress={() => void push.putOff()}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  banner: { gap: 8, padding: 12, borderBottomWidth: 1 },
  title: { fontSize: 17, fontWeight: '600' },
  text: { fontSize: 16, lineHeight: 22 },
  actions: { flexDirection: 'row', flexWrap: 'wrap', gap: 8 },
});
