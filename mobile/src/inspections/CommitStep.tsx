import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileCommitInspectionReportDocument,
  type ContractSignType,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { ConfirmPanel } from '../ui/ConfirmPanel';
import { errorText } from '../ui/errors';
import { ChoiceButtons } from './ChoiceButtons';
import { graphFieldErrors } from './field-errors';
import { ErrorText } from '../ui/Message';

const SIGN_WAYS: readonly ContractSignType[] = ['ELECTRONIC', 'PAPER'];

/**
 * The last step of a draft: commit it for signing, electronically or on paper, after a
 * confirmation (nobody can change it afterwards). What the api finds missing is listed.
 */
export function CommitStep({ reportId, t }: { reportId: string; t: TFunction }) {
  const theme = useTheme();
  const [isConfirming, setConfirming] = useState(false);
  const [signType, setSignType] = useState<ContractSignType>('ELECTRONIC');
  const [problems, setProblems] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [commit, { loading }] = useMutation(MobileCommitInspectionReportDocument);

  async function onCommit() {
    setError(null);
    setProblems([]);
    try {
      await commit({ variables: { input: { reportId, signType } } });
    } catch (failure) {
      const keys = [...new Set(Object.values(graphFieldErrors(failure)))];
      if (keys.length > 0) setProblems(keys);
      else setError(errorText(t, failure));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <View style={styles.step}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('inspections.web.commit')}
      </Text>
      {isConfirming ? (
        <View style={styles.step}>
          <ChoiceButtons
            label={t('inspections.web.sign_type')}
            choices={SIGN_WAYS.map((way) => ({
              value: way,
              label: t(`inspections.web.sign_type_${way.toLowerCase()}`),
            }))}
            value={signType}
            onChange={setSignType}
          />
          <Text style={{ color: theme.muted }}>
            {t(`inspections.web.sign_type_${signType.toLowerCase()}_hint`)}
          </Text>
          <ConfirmPanel
            text={`${t('inspections.web.commit_title')} ${t('inspections.web.commit_text')}`}
            confirmLabel={t('inspections.web.commit_confirm')}
            cancelLabel={t('inspection-signing.page.cancel')}
            busy={loading}
            onConfirm={() => void onCommit()}
            onCancel={() => setConfirming(false)}
          />
        </View>
      ) : (
        <Button label={t('inspections.web.commit')} onPress={() => setConfirming(true)} />
      )}
      {problems.length > 0 ? (
        <View accessibilityRole="alert" style={styles.problems}>
          <Text style={{ color: theme.danger }}>
            {t('inspections.web.commit_problems', { count: problems.length })}
          </Text>
          {problems.map((key) => (
            <Text key={key} style={{ color: theme.danger }}>
              • {t(key)}
            </Text>
          ))}
        </View>
      ) : null}
      <ErrorText text={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  step: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '600', marginTop: 12 },
  problems: { gap: 4 },
});
