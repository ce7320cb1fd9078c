import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/theme';

type Props<T extends string> = {
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T | null;
  onChange: (value: T) => void;
  isDisabled?: boolean;
};

/** A labelled radio group of a few choices (which key, to whom). */
export function ChoiceButtons<T extends string>({
  label,
  choices,
  value,
  onChange,
  isDisabled = false,
}: Props<T>) {
  const theme = useTheme();
  return (
    <View style={styles.group}>
      <Text style={[styles.label, { color: theme.text }]}>{label}</Text>
      <View accessibilityRole="radiogroup" accessibilityLabel={label} style={styles.row}>
        {choices.map((choice) => {
          const isSelected = value === choice.value;
          return (
            <Pressable
              key={choice.value}
              accessibilityRole="radio"
              accessibilityLabel={choice.label}
              accessibilityState={{
                selected: isSelected,
                checked: isSelected,
                disabled: isDisabled,
              }}
              disabled={isDisabled}
              onPress={() => onChange(choice.value)}
              style={[
                styles.chip,
                { borderColor: isSelected ? theme.primary : theme.border },
                isSelected && { backgroundColor: theme.primary },
              ]}
            >
              <Text style={{ color: isSelected ? theme.onPrimary : theme.text }}>
                {choice.label}
              </Text>
            </Pressable>
          );
        })}
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  group: { gap: 6 },
  label: { fontSize: 15, fontWeight: '600' },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
  chip: {
    minHeight: 44,
    borderWidth: 1,
    borderRadius: 22,
    paddingHorizontal: 12,
    justifyContent: 'center',
  },
});
