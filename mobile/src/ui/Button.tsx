import { ActivityIndicator, Pressable, StyleSheet, Text } from 'react-native';
import { useTheme } from '../theme/theme';

type Props = {
  label: string;
  onPress: () => void;
  busy?: boolean;
  variant?: 'primary' | 'secondary';
  /** Greyed out and not pressable, e.g. send with an empty message box. */
  isDisabled?: boolean;
  /** What pressing does, for screen readers, when the label does not say it (e.g. opens a browser). */
  hint?: string;
};

export function Button({
  label,
  onPress,
  busy = false,
  variant = 'primary',
  isDisabled = false,
  hint,
}: Props) {
  const theme = useTheme();
  const primary = variant === 'primary';
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={label}
      accessibilityHint={hint}
      accessibilityState={{ disabled: busy || isDisabled, busy }}
      disabled={busy || isDisabled}
      onPress={onPress}
      style={({ pressed }) => [
        styles.button,
        primary
          ? { backgroundColor: theme.primary }
          : { borderColor: theme.border, borderWidth: 1 },
        pressed && styles.pressed,
        isDisabled && styles.disabled,
      ]}
    >
      {busy ? <ActivityIndicator color={primary ? theme.onPrimary : theme.text} /> : null}
      <Text style={[styles.text, { color: primary ? theme.onPrimary : theme.text }]}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  button: {
    minHeight: 48,
    borderRadius: 8,
    paddingHorizontal: 16,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
  },
  pressed: { opacity: 0.8 },
  disabled: { opacity: 0.5 },
  text: { fontSize: 16, fontWeight: '600' },
});
