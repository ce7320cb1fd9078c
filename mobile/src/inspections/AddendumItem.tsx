import { useMutation } from '@apollo/client/react';
import { inspectionAddendumSchema } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import {
  MobileCommitInspectionAddendumDocument,
  MobileInspectionAfterCommitDocument,
  MobileUpdateInspectionAddendumDocument,
  type MobileInspectionAddendumFragment,
} from '../__generated__/graphql';
import { dateText } from '../contracts/format';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { ConfirmPanel } from '../ui/ConfirmPanel';
import { inspectionErrorText } from './inspection-errors';
import { Field } from '../ui/Field';
import { AddendumPhotos } from './AddendumPhotos';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';
import { ErrorText } from '../ui/Message';

type Props = {
  reportId: string;
  addendum: MobileInspectionAddendumFragment;
  canWrite: boolean;
  t: TFunction;
};

/**
 * One addendum: its text, photos and state. A DRAFT one may be edited (the domain's rule, as the
 * api judges it) and finalised after a confirmation; a final one is read only.
 */
export function AddendumItem({ reportId, addendum: a, canWrite, t }: Props) {
  const theme = useTheme();
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm'>('read');
  const [draft, setDraft] = useState(a.text);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refetch = {
    refetchQueries: [{ query: MobileInspectionAfterCommitDocument, variables: { reportId } }],
    awaitRefetchQueries: true,
  };
  const [update, updating] = useMutation(MobileUpdateInspectionAddendumDocument, refetch);
  const [commit, committing] = useMutation(MobileCommitInspectionAddendumDocument, refetch);
  const isDraft = canWrite && a.status === 'DRAFT';

  async function save() {
    setError(null);
    const checked = inspectionAddendumSchema.safeParse({ text: draft });
    if (!checked.success) {
      setFieldError(schemaFieldErrors(checked.error)['text'] ?? 'errors.something_went_wrong');
      return;
    }
    setFieldError(null);
    try {
      await update({
        variables: { input: { reportId, addendumId: a.id, text: checked.data.text } },
      });
      setMode('read');
    } catch (failure) {
      const key = graphFieldErrors(failure)['text'];
      if (key) setFieldError(key);
      else setError(inspectionErrorText(t, failure));
    }
  }

  async function finalise() {
    setError(null);
    try {
      await commit({ variables: { input: { reportId, addendumId: a.id } } });
    } catch (failure) {
      setError(inspectionErrorText(t, failure));
    } finally {
      setMode('read');
    }
  }

  return (
    <View
      testID={`addendum-${a.id}`}
      style={[styles.addendum, { borderColor: theme.border, backgroundColor: theme.surface }]}
    >
      {isDraft && mode === 'edit' ? (
        <View style={styles.form}>
          <Field
            label={t('mobile.inspections.addendum_edit.label')}
            multiline
            value={draft}
            onChangeText={setDraft}
          />
          {fieldError ? (
            <Text accessibilityRole="alert" style={{ color: theme.danger }}>
              {t(fieldError)}
            </Text>
          ) : null}
          <Button
            label={t('mobile.inspections.addendum_edit.save')}
            busy={updating.loading}
            onPress={() => void save()}
          />
          <Button
            variant="secondary"
            label={t('mobile.inspections.addendum_edit.cancel')}
            onPress={() => {
              setFieldError(null);
              setMode('read');
            }}
          />
        </View>
      ) : (
        <Text style={{ color: theme.text }}>{a.text}</Text>
      )}
      <AddendumPhotos photos={a.photos} t={t} />
      <Text style={{ color: theme.muted }}>
        {dateText(a.createdAt)} ·{' '}
        {a.status === 'DRAFT'
          ? t('inspection-signing.page.addendum_draft')
          : t('inspection-signing.page.addendum_committed')}
      </Text>
      {isDraft && mode === 'confirm' ? (
        <ConfirmPanel
          text={t('inspection-signing.page.addendum_commit_confirm')}
          confirmLabel={t('inspection-signing.page.confirm')}
          cancelLabel={t('inspection-signing.page.cancel')}
          busy={committing.loading}
          onConfirm={() => void finalise()}
          onCancel={() => setMode('read')}
        />
      ) : isDraft && mode === 'read' ? (
        <View style={styles.actions}>
          <Button
            variant="secondary"
            label={t('mobile.inspections.addendum_edit.edit')}
            hint={t('mobile.inspections.addendum_edit.edit_hint')}
            onPress={() => {
              setDraft(a.text);
              setError(null);
              setMode('edit');
            }}
          />
          <Button
            variant="secondary"
            label={t('inspection-signing.page.addendum_commit')}
            hint={a.text}
            onPress={() => {
              setError(null);
              setMode('confirm');
            }}
          />
        </View>
      ) : null}
      <ErrorText text={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  addendum: { borderWidth: 1, borderRadius: 8, padding: 10, gap: 6 },
  form: { gap: 8 },
  actions: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
});
