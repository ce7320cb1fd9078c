import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { severityText } from './format';
import { ErrorText } from '../ui/Message';

const SEVERITIES = ['MINOR', 'MODERATE', 'MAJOR'] as const;
export type Severity = (typeof SEVERITIES)[number];
/** The api's limit on an issue's description. */
const MAX_DESCRIPTION = 2000;

type Props = {
  subject: string;
  isBusy: boolean;
  error: string | null;
  onSave: (issue: { description: string; severity: Severity }) => void;
  onCancel: () => void;
  t: TFunction;
};

/** A new issue of a subject: what is wrong and how badly. */
export function IssueForm({ subject, isBusy, error, onSave, onCancel, t }: Props) {
  const theme = useTheme();
  const [description, setDescription] = useState('');
  const [severity, setSeverity] = useState<Severity>('MINOR');
  const isEmpty = description.trim() === '';
  return (
    <View style={[styles.box, { borderColor: theme.border }]}>
      <Field
        label={t('mobile.inspections.issue.description')}
        hint={t('mobile.inspections.issue.description_hint', { subject })}
        value={description}
        onChangeText={setDescription}
        maxLength={MAX_DESCRIPTION}
        multiline
      />
      <Text style={{ color: theme.text }}>{t('mobile.inspections.issue.severity')}</Text>
      <View accessibilityRole="radiogroup" style={styles.row}>
        {SEVERITIES.map((value) => {
          const isSelected = value === severity;
          return (
            <Pressable
              key={value}
              accessibilityRole="radio"
              accessibilityLabel={severityText(t, value)}
              accessibilityState={{ selected: isSelected, checked: isSelected }}
              onPress={() => setSeverity(value)}
              style={[
                styles.chip,
                { borderColor: isSelected ? theme.primary : theme.border },
                isSelected && { backgroundColor: theme.primary },
              ]}
            >
              <Text style={{ color: isSelected ? theme.onPrimary : theme.text }}>
                {severityText(t, value)}
              </Text>
            </Pressable>
          );
        })}
      </View>
      <ErrorText text={error} />
      <View style={styles.row}>
        <Button
          label={t('mobile.inspections.issue.save')}
          busy={isBusy}
          isDisabled={isEmpty}
          onPress={() => onSave({ description: description.trim(), severity })}
        />
        <Button
          variant="secondary"
          label={t('mobile.inspections.issue.cancel')}
          onPress={onCancel}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { borderWidth: 1, borderRadius: 8, padding: 10, gap: 8 },
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
  chip: {
    minHeight: 44,
    borderWidth: 1,
    borderRadius: 22,
    paddingHorizontal: 12,
    justifyContent: 'center',
  },
});
