import { useMutation } from '@apollo/client/react';
import { inspectionAddendumSchema } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileCreateInspectionAddendumDocument,
  MobileInspectionAfterCommitDocument,
  type MobileInspectionAddendumFragment,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { Field } from '../ui/Field';
import { AddendumItem } from './AddendumItem';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';
import { ErrorText } from '../ui/Message';

type Props = {
  reportId: string;
  addenda: readonly MobileInspectionAddendumFragment[];
  canWrite: boolean;
  t: TFunction;
};

/**
 * Later findings on the signed report: written as a draft, edited while a draft, then finalised
 * after a confirmation (each in AddendumItem).
 */
export function AddendaSection({ reportId, addenda, canWrite, t }: Props) {
  const theme = useTheme();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refetch = {
    refetchQueries: [{ query: MobileInspectionAfterCommitDocument, variables: { reportId } }],
    awaitRefetchQueries: true,
  };
  const [create, creating] = useMutation(MobileCreateInspectionAddendumDocument, refetch);

  async function add() {
    setError(null);
    const checked = inspectionAddendumSchema.safeParse({ text });
    if (!checked.success) {
      setFieldError(schemaFieldErrors(checked.error)['text'] ?? 'errors.something_went_wrong');
      return;
    }
    setFieldError(null);
    try {
      await create({ variables: { input: { reportId, text: checked.data.text } } });
      setText('');
    } catch (failure) {
      const key = graphFieldErrors(failure)['text'];
      if (key) setFieldError(key);
      else setError(errorText(t, failure));
    }
  }

  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('inspection-signing.page.addenda')}
      </Text>
      {addenda.length === 0 ? (
        <Text style={{ color: theme.muted }}>{t('inspection-signing.page.addenda_empty')}</Text>
      ) : null}
      {addenda.map((a) => (
        <AddendumItem key={a.id} reportId={reportId} addendum={a} canWrite={canWrite} t={t} />
      ))}
      <ErrorText text={error} />
      {canWrite ? (
        <View style={styles.form}>
          <Field
            label={t('inspection-signing.page.addendum_text')}
            multiline
            value={text}
            onChangeText={setText}
          />
          {fieldError ? (
            <Text accessibilityRole="alert" style={{ color: theme.danger }}>
              {t(fieldError)}
            </Text>
          ) : null}
          <Button
            label={t('inspection-signing.page.addendum_add')}
            busy={creating.loading}
            onPress={() => void add()}
          />
        </View>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '600' },
  form: { gap: 8 },
});
