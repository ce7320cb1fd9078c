import { useMutation } from '@apollo/client/react';
import { meterReadingPatchSchema } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileReadInspectionMeterDocument,
  type MobileInspectionReportFragment,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';
import { AddMeterForm } from './AddMeterForm';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';
import { parseReading } from './format';

type Meter = MobileInspectionReportFragment['meterReadings'][number];

type Props = {
  reportId: string;
  meters: MobileInspectionReportFragment['meterReadings'];
  isEditable: boolean;
  t: TFunction;
};

function MeterRow({ reportId, meter, isEditable, t }: Omit<Props, 'meters'> & { meter: Meter }) {
  const theme = useTheme();
  const [text, setText] = useState(meter.value === null ? '' : String(meter.value));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const [readMeter, { loading }] = useMutation(MobileReadInspectionMeterDocument);
  const name = t('inspection-steps.meters.meter', { number: meter.meterNumber });

  async function save() {
    setSaved(false);
    const checked = meterReadingPatchSchema.safeParse({ value: parseReading(text) });
    if (!checked.success) {
      setProblem(t(schemaFieldErrors(checked.error)['value'] ?? 'errors.something_went_wrong'));
      return;
    }
    setProblem(null);
    try {
      await readMeter({
        variables: { input: { reportId, meterId: meter.id, value: checked.data.value } },
      });
      setSaved(true);
    } catch (failure) {
      const key = graphFieldErrors(failure)['value'];
      setProblem(key ? t(key) : errorText(t, failure));
    }
  }

  return (
    <View testID={`meter-${meter.id}`} style={styles.meter}>
      <Text style={[styles.name, { color: theme.text }]}>
        {name} · {t(`inspection-steps.meters.utilities.${meter.utility.toLowerCase()}`)}
      </Text>
      {meter.previousValue !== null && meter.previousValue !== undefined ? (
        <Text style={{ color: theme.muted }}>
          {t('inspection-steps.meters.previous', { value: meter.previousValue })}
        </Text>
      ) : null}
      <Field
        label={t('inspection-steps.meters.value')}
        hint={name}
        keyboardType="decimal-pad"
        editable={isEditable}
        value={text}
        onChangeText={(next) => {
          setText(next);
          setSaved(false);
        }}
      />
      {problem ? (
        <Text accessibilityRole="alert" style={{ color: theme.danger }}>
          {problem}
        </Text>
      ) : null}
      {isSaved ? (
        <Text accessibilityLiveRegion="polite" style={{ color: theme.muted }}>
          {t('inspection-steps.meters.saved')}
        </Text>
      ) : null}
      {isEditable ? (
        <Button
          variant="secondary"
          label={t('inspection-steps.meters.save')}
          hint={name}
          busy={loading}
          onPress={() => void save()}
        />
      ) : null}
    </View>
  );
}

/** The meter-readings step: each meter's number, the previous reading and today's; more meters. */
export function MeterReadingsStep({ reportId, meters, isEditable, t }: Props) {
  const theme = useTheme();
  return (
    <View style={styles.step}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('inspection-steps.meters.title')}
      </Text>
      {meters.length === 0 ? (
        <Text style={{ color: theme.muted }}>{t('mobile.inspections.meters_empty')}</Text>
      ) : null}
      {meters.map((meter) => (
        <MeterRow key={meter.id} reportId={reportId} meter={meter} isEditable={isEditable} t={t} />
      ))}
      {isEditable ? <AddMeterForm reportId={reportId} t={t} /> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  step: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '600' },
  meter: { gap: 6 },
  name: { fontSize: 15, fontWeight: '600' },
});
