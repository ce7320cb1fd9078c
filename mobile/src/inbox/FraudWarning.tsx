import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import type { MobileMessageFragment } from '../__generated__/graphql';
import { useTheme } from '../theme/theme';

type Warning = NonNullable<MobileMessageFragment['fraudWarning']>;

/**
 * What the reader of a flagged message sees above it, as on the web: that it may be a scam, the
 * signs found, and what to do (never pay outside Leiga). The texts are the fraud catalogue's, the
 * same the web shows. The graph never gives the sender a warning.
 */
export function FraudWarning({ warning }: { warning: Warning }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const codes = [...new Set(warning.signals.map((s) => s.code.toLowerCase()))];
  return (
    <View
      accessibilityRole="alert"
      testID="fraud-warning"
      style={[styles.box, { borderColor: theme.warning, backgroundColor: theme.surface }]}
    >
      <View style={styles.header}>
        <Text style={[styles.title, { color: theme.warning }]} accessibilityRole="header">
          {t('fraud.warning.title')}
        </Text>
        <Text style={{ color: theme.muted }}>
          {t('fraud.warning.risk', { percent: Math.round(warning.score * 100) })}
        </Text>
      </View>
      <Text style={{ color: theme.text }}>{t('fraud.warning.intro')}</Text>
      {codes.map((code) => (
        <Text key={code} style={{ color: theme.text }}>
          {`• ${t(`fraud.signals.${code}`)}`}
        </Text>
      ))}
      <Text style={[styles.advice, { color: theme.text }]}>{t('fraud.warning.advice')}</Text>
      <Text style={{ color: theme.muted }}>{t('fraud.warning.report')}</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { borderWidth: 2, borderRadius: 10, padding: 12, gap: 6, maxWidth: '90%' },
  header: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 },
  title: { fontSize: 16, fontWeight: '700', flexShrink: 1 },
  advice: { fontWeight: '600' },
});
