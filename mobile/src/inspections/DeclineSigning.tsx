import { useMutation } from '@apollo/client/react';
import { declineInspectionSchema } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileDeclineInspectionReportDocument,
  MobileInspectionSigningDocument,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';

type Props = { reportId: string; t: TFunction };

/**
 * A tenant declines to sign the report, with a reason the report records; asked to confirm
 * first, since it cannot be taken back.
 */
export function DeclineSigning({ reportId, t }: Props) {
  const theme = useTheme();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decline, { loading }] = useMutation(MobileDeclineInspectionReportDocument);

  async function confirm() {
    const checked = declineInspectionSchema.safeParse({ reason });
    if (!checked.success) {
      setProblem(t(schemaFieldErrors(checked.error)['reason'] ?? 'errors.something_went_wrong'));
      return;
    }
    setProblem(null);
    try {
      await decline({
        variables: { input: { reportId, reason: checked.data.reason } },
        // The signing section's own query follows at once (the signers and their states).
        refetchQueries: [{ query: MobileInspectionSigningDocument, variables: { reportId } }],
        awaitRefetchQueries: true,
      });
      setOpen(false);
    } catch (failure) {
      const key = graphFieldErrors(failure)['reason'];
      setProblem(key ? t(key) : errorText(t, failure));
    }
  }

  if (!isOpen)
    return (
      <Button
        variant="secondary"
        label={t('inspection-signing.page.decline')}
        onPress={() => setOpen(true)}
      />
    );
  return (
    <View style={[styles.confirm, { borderColor: theme.warning }]}>
      <Text accessibilityRole="header" style={[styles.title, { color: theme.text }]}>
        {t('inspection-signing.page.decline_confirm_title')}
      </Text>
      <Field
        label={t('inspection-signing.page.decline_reason')}
        multiline
        value={reason}
        onChangeText={setReason}
      />
      {problem ? (
        <Text accessibilityRole="alert" style={{ color: theme.danger }}>
          {problem}
        </Text>
      ) : null}
      <Button
        label={t('inspection-signing.page.decline_confirm')}
        busy={loading}
        onPress={() => void confirm()}
      />
      <Button
        variant="secondary"
        label={t('mobile.inspections.signing.decline_cancel')}
        onPress={() => {
          setOpen(false);
          setProblem(null);
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  confirm: { borderWidth: 1, borderRadius: 8, padding: 10, gap: 8 },
  title: { fontSize: 16, fontWeight: '600' },
});
