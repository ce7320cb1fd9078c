import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/theme';

type Props = { text: string; tone?: 'info' | 'error'; busy?: boolean };

/** A loading, empty or error state; errors are announced as alerts. */
export function Message({ text, tone = 'info', busy = false }: Props) {
  const theme = useTheme();
  return (
    <View style={styles.box} accessibilityRole={tone === 'error' ? 'alert' : 'text'}>
      {busy ? <ActivityIndicator color={theme.muted} /> : null}
      <Text style={[styles.text, { color: tone === 'error' ? theme.danger : theme.muted }]}>
        {text}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { padding: 24, alignItems: 'center', gap: 12 },
  text: { fontSize: 16, textAlign: 'center' },
});

/** A form's or a step's error in a line of its own, announced as an alert; nothing without one. */
export function ErrorText({ text }: { text: string | null | undefined }) {
  const theme = useTheme();
  if (!text) return null;
  return (
    <Text accessibilityRole="alert" style={{ color: theme.danger }}>
      {text}
    </Text>
  );
}
