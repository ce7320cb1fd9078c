import { useMutation } from '@apollo/client/react';
import { ISSUE_SEVERITIES, tenantDefectSchema, type IssueSeverity } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileAddInspectionDefectDocument,
  MobileInspectionDefectWindowDocument,
  type InspectionIssueSeverity,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { ChoiceButtons } from './ChoiceButtons';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';
import { severityText } from './format';
import { inspectionErrorText } from './inspection-errors';
import { ErrorText } from '../ui/Message';

type Props = { reportId: string; token: string; t: TFunction };

const GRAPH_SEVERITY: Record<IssueSeverity, InspectionIssueSeverity> = {
  minor: 'MINOR',
  moderate: 'MODERATE',
  major: 'MAJOR',
};

/**
 * A defect the tenant found after moving in: what, a description and how serious (the domain's
 * tenantDefectSchema, as the api judges it). It joins the signed report as a final addendum;
 * its photos are added to it in the list above, through the upload queue.
 */
export function DefectForm({ reportId, token, t }: Props) {
  const theme = useTheme();
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [severity, setSeverity] = useState<IssueSeverity | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [isAdded, setAdded] = useState(false);
  const [add, { loading }] = useMutation(MobileAddInspectionDefectDocument, {
    refetchQueries: [
      { query: MobileInspectionDefectWindowDocument, variables: { reportId, token } },
    ],
    awaitRefetchQueries: true,
  });

  async function submit() {
    setError(null);
    setAdded(false);
    const checked = tenantDefectSchema.safeParse({ token, subject, description, severity });
    if (!checked.success) {
      setFields(schemaFieldErrors(checked.error));
      return;
    }
    setFields({});
    const { data } = checked;
    try {
      await add({
        variables: {
          input: {
            reportId,
            token: data.token,
            subject: data.subject,
            description: data.description,
            severity: GRAPH_SEVERITY[data.severity],
          },
        },
      });
      setSubject('');
      setDescription('');
      setSeverity(null);
      setAdded(true);
    } catch (failure) {
      const found = graphFieldErrors(failure);
      if (Object.keys(found).length > 0) setFields(found);
      else setError(inspectionErrorText(t, failure, ['mobile.inspections.defects.errors']));
    }
  }

  // The domain's keys (validation.*), worded as the web's defect form words them.
  const fieldError = (name: string) => {
    const key = fields[name];
    return <ErrorText text={key ? t(key) : null} />;
  };

  return (
    <View style={styles.form} testID="defect-form">
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('mobile.inspections.defects.form_title')}
      </Text>
      {isAdded ? (
        <Text accessibilityRole="alert" style={{ color: theme.primary }}>
          {t('mobile.inspections.defects.added')}
        </Text>
      ) : null}
      <Field
        label={t('mobile.inspections.defects.subject')}
        value={subject}
        onChangeText={setSubject}
      />
      {fieldError('subject')}
      <Field
        label={t('mobile.inspections.defects.description')}
        value={description}
        onChangeText={setDescription}
        multiline
      />
      {fieldError('description')}
      <ChoiceButtons
        label={t('mobile.inspections.defects.severity')}
        choices={ISSUE_SEVERITIES.map((value) => ({
          value,
          label: severityText(t, value),
        }))}
        value={severity}
        onChange={setSeverity}
      />
      {fieldError('severity')}
      <ErrorText text={error} />
      <Button
        label={t('mobile.inspections.defects.submit')}
        busy={loading}
        onPress={() => void submit()}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '600', marginTop: 12 },
});
