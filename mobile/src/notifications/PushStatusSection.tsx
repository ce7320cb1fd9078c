import { useTranslation } from 'react-i18next';
import { Linking, StyleSheet, Text, View } from 'react-native';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import type { PushStatus } from './push-registration';

const STATUS_TEXT: Record<PushStatus, string> = {
  on: 'mobile.push.status_on',
  off: 'mobile.push.status_not_asked',
  ask: 'mobile.push.status_not_asked',
  'not-now': 'mobile.push.status_not_asked',
  checking: 'mobile.push.status_checking',
  denied: 'mobile.push.status_denied',
  unsupported: 'mobile.push.status_unsupported',
  failed: 'mobile.push.status_failed',
};

/** Whether this phone gets pushes, why not when it does not, and the way to turn them on. */
export function PushStatusSection() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { push } = useSession();
  const canEnable = ['ask', 'not-now', 'failed'].includes(push.status);
  return (
    <View style={[styles.box, { backgroundColor: theme.surface, borderColor: theme.border }]}>
      <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
        {t('notifications.methods.push')}
      </Text>
      <Text style={[styles.text, { color: theme.text }]} accessibilityLiveRegion="polite">
        {t(STATUS_TEXT[push.status])}
      </Text>
      <Text style={[styles.text, { color: theme.muted }]}>
        {t('notification-delivery.push_help')}
      </Text>
      {canEnable ? (
        <Button label={t('mobile.push.turn_on')} onPress={() => void push.enable()} />
      ) : null}
      {push.status === 'denied' ? (
        <Button
          variant="secondary"
          label={t('mobile.push.open_phone_settings')}
          onPress={() => void Linking.openSettings()}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { borderWidth: 1, borderRadius: 12, padding: 12, gap: 8 },
  title: { fontSize: 17, fontWeight: '600' },
  text: { fontSize: 15, lineHeight: 21 },
});
