import { useMutation } from '@apollo/client/react';
import { meterCreateSchema, UTILITY_TAGS, type UtilityTag } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileAddInspectionMeterDocument,
  type ContractUtilityTag,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';
import { ChoiceButtons } from './ChoiceButtons';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';
import { parseReading } from './format';
import { ErrorText } from '../ui/Message';

/** The graph's names for the fields domain's schema checks. */
const GRAPH_FIELDS: Record<string, string> = { meterNumber: 'meter_number' };

/** A meter the contract does not list: its utility, number and (if read) today's reading. */
export function AddMeterForm({ reportId, t }: { reportId: string; t: TFunction }) {
  const theme = useTheme();
  const [utility, setUtility] = useState<UtilityTag | null>(null);
  const [meterNumber, setMeterNumber] = useState('');
  const [value, setValue] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [addMeter, { loading }] = useMutation(MobileAddInspectionMeterDocument);
  const fieldError = (field: string) => {
    const key = fieldErrors[field];
    return <ErrorText text={key ? t(key) : null} />;
  };

  async function save() {
    setError(null);
    const checked = meterCreateSchema.safeParse({
      utility,
      meter_number: meterNumber,
      value: parseReading(value),
    });
    if (!checked.success) {
      setFieldErrors(schemaFieldErrors(checked.error));
      return;
    }
    setFieldErrors({});
    const { utility: tag, meter_number, value: reading } = checked.data;
    try {
      await addMeter({
        variables: {
          input: {
            reportId,
            utility: tag.toUpperCase() as ContractUtilityTag,
            meterNumber: meter_number,
            value: reading,
          },
        },
      });
      setUtility(null);
      setMeterNumber('');
      setValue('');
    } catch (failure) {
      const fields = graphFieldErrors(failure);
      if (Object.keys(fields).length > 0)
        setFieldErrors(
          Object.fromEntries(Object.entries(fields).map(([k, v]) => [GRAPH_FIELDS[k] ?? k, v])),
        );
      else setError(errorText(t, failure));
    }
  }

  return (
    <View style={styles.form}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('inspection-steps.meters.add')}
      </Text>
      <ChoiceButtons
        label={t('inspection-steps.meters.utility')}
        choices={UTILITY_TAGS.map((tag) => ({
          value: tag,
          label: t(`inspection-steps.meters.utilities.${tag}`),
        }))}
        value={utility}
        onChange={setUtility}
      />
      {fieldError('utility')}
      <Field
        label={t('inspection-steps.meters.meter_number')}
        keyboardType="number-pad"
        value={meterNumber}
        onChangeText={setMeterNumber}
      />
      {fieldError('meter_number')}
      <Field
        label={t('mobile.inspections.new_meter_value')}
        keyboardType="decimal-pad"
        value={value}
        onChangeText={setValue}
      />
      {fieldError('value')}
      <ErrorText text={error} />
      <Button
        variant="secondary"
        label={t('inspection-steps.meters.add')}
        busy={loading}
        onPress={() => void save()}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: 8, marginTop: 8 },
  heading: { fontSize: 16, fontWeight: '600' },
});
