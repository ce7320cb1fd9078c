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
