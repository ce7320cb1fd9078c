import type { TFunction } from 'i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/theme';
import { conditionText } from './format';

export const CONDITIONS = ['NEW', 'GOOD', 'WORN', 'DAMAGED', 'MISSING'] as const;
export type Condition = (typeof CONDITIONS)[number];

type Props = {
  subject: string;
  value: string | null | undefined;
  isDisabled: boolean;
  onChange: (condition: Condition) => void;
  t: TFunction;
};

/** The five conditions as a radio group: screen readers hear which one is chosen. */
export function ConditionButtons({ subject, value, isDisabled, onChange, t }: Props) {
  const theme = useTheme();
  return (
    <View
      accessibilityRole="radiogroup"
      accessibilityLabel={t('mobile.inspections.condition_of', { subject })}
      style={styles.row}
    >
      {CONDITIONS.map((condition) => {
        const isSelected = value === condition;
        const label = conditionText(t, condition);
        return (
          <Pressable
            key={condition}
            accessibilityRole="radio"
            accessibilityLabel={label}
            accessibilityHint={t('mobile.inspections.condition_hint', { subject })}
            accessibilityState={{ selected: isSelected, checked: isSelected, disabled: isDisabled }}
            disabled={isDisabled}
            onPress={() => onChange(condition)}
            style={[
              styles.chip,
              { borderColor: isSelected ? theme.primary : theme.border },
              isSelected && { backgroundColor: theme.primary },
              isDisabled && !isSelected && styles.disabled,
            ]}
          >
            <Text style={{ color: isSelected ? theme.onPrimary : theme.text }}>{label}</Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
  chip: {
    minHeight: 44,
    borderWidth: 1,
    borderRadius: 22,
    paddingHorizontal: 12,
    justifyContent: 'center',
  },
  disabled: { opacity: 0.5 },
});
