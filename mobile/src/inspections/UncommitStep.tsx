import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { MobileUncommitInspectionReportDocument } from '../__generated__/graphql';
import { Button } from '../ui/Button';
import { ConfirmPanel } from '../ui/ConfirmPanel';
import { inspectionErrorText } from './inspection-errors';
import { ErrorText } from '../ui/Message';

/**
 * A committed report back to a draft while nobody has signed (the web's "Reopen for changes"),
 * after a confirmation: a signing already started is cancelled. The graph answers the report,
 * so the screen shows it editable at once.
 */
export function UncommitStep({ reportId, t }: { reportId: string; t: TFunction }) {
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uncommit, { loading }] = useMutation(MobileUncommitInspectionReportDocument);

  async function onUncommit() {
    setError(null);
    try {
      await uncommit({ variables: { input: { reportId } } });
    } catch (failure) {
      setError(inspectionErrorText(t, failure));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <View style={styles.step} testID="inspection-uncommit">
      {isConfirming ? (
        <ConfirmPanel
          text={t('mobile.inspections.uncommit.confirm')}
          confirmLabel={t('mobile.inspections.uncommit.confirm_yes')}
          cancelLabel={t('mobile.inspections.uncommit.cancel')}
          busy={loading}
          onConfirm={() => void onUncommit()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button
          variant="secondary"
          label={t('mobile.inspections.uncommit.button')}
          hint={t('mobile.inspections.uncommit.hint')}
          onPress={() => {
            setError(null);
            setConfirming(true);
          }}
        />
      )}
      <ErrorText text={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  step: { gap: 8, marginTop: 8 },
});
