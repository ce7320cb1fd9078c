import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { getFragmentData, type FragmentType } from '../__generated__/fragment-masking';
import {
  MobileAddInspectionIssueDocument,
  MobileInspectionSubjectFragmentDoc,
  MobileSetInspectionSubjectDocument,
  type InspectionCondition,
  type MobileInspectionReportFragment,
  type InspectionIssueSeverity,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { ConditionButtons } from './ConditionButtons';
import { conditionText, severityText, subjectName } from './format';
import { IssueForm } from './IssueForm';
import { PhotoButtons } from './PhotoButtons';
import { PhotoThumbnails } from './PhotoThumbnails';
import { ErrorText } from '../ui/Message';

type Props = {
  reportId: string;
  subject: FragmentType<typeof MobileInspectionSubjectFragmentDoc>;
  /** The report's photos; the subject's own and each issue's are shown as thumbnails. */
  photos: MobileInspectionReportFragment['photos'];
  isEditable: boolean;
  t: TFunction;
};

/**
 * One subject of a room: its condition, its photos and its issues. Saved through the graph's
 * own mutations (the web's), each answering the whole report, so every screen follows.
 */
export function SubjectCard({ reportId, subject: ref, photos, isEditable, t }: Props) {
  const theme = useTheme();
  const subject = getFragmentData(MobileInspectionSubjectFragmentDoc, ref);
  const name = subjectName(t, subject);
  const [isAddingIssue, setAddingIssue] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [setSubject, setState] = useMutation(MobileSetInspectionSubjectDocument);
  const [addIssue, addState] = useMutation(MobileAddInspectionIssueDocument);
  const muted = { color: theme.muted };

  async function changeCondition(condition: InspectionCondition) {
    setError(null);
    try {
      await setSubject({
        variables: { input: { reportId, subjectId: subject.id, condition } },
      });
    } catch (failure) {
      setError(errorText(t, failure));
    }
  }

  async function saveIssue(issue: { description: string; severity: InspectionIssueSeverity }) {
    setError(null);
    try {
      await addIssue({
        variables: { input: { reportId, subjectId: subject.id, ...issue } },
      });
      setAddingIssue(false);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  }

  return (
    <View
      style={[styles.card, { backgroundColor: theme.surface, borderColor: theme.border }]}
      testID={`subject-${subject.id}`}
    >
      <Text accessibilityRole="header" style={[styles.name, { color: theme.text }]}>
        {name}
      </Text>
      {subject.previousCondition ? (
        <Text style={muted}>
          {t('mobile.inspections.previous_condition', {
            condition: conditionText(t, subject.previousCondition),
          })}
        </Text>
      ) : null}
      <ConditionButtons
        subject={name}
        value={subject.condition}
        isDisabled={!isEditable || setState.loading}
        onChange={(condition) => void changeCondition(condition)}
        t={t}
      />
      <Text style={muted}>
        {t('mobile.inspections.photos.count', { count: subject.photos.length })}
      </Text>
      <PhotoThumbnails
        reportId={reportId}
        photos={photos.filter((p) => p.subjectId === subject.id && !p.issueId)}
        isEditable={isEditable}
        t={t}
      />
      {isEditable ? (
        <PhotoButtons
          reportId={reportId}
          target={{ kind: 'subject', id: Number(subject.id) }}
          name={name}
          t={t}
        />
      ) : null}
      {subject.issues.map((issue) => (
        <View key={issue.id} style={[styles.issue, { borderColor: theme.border }]}>
          <Text style={{ color: theme.text }}>{issue.description}</Text>
          <Text style={muted}>
            {severityText(t, issue.severity)} ·{' '}
            {t('mobile.inspections.photos.count', { count: issue.photos.length })}
          </Text>
          <PhotoThumbnails
            reportId={reportId}
            photos={photos.filter((p) => p.issueId === issue.id)}
            isEditable={isEditable}
            t={t}
          />
          {isEditable ? (
            <PhotoButtons
              reportId={reportId}
              target={{ kind: 'issue', id: Number(issue.id) }}
              name={issue.description}
              t={t}
            />
          ) : null}
        </View>
      ))}
      <ErrorText text={error} />
      {isEditable && isAddingIssue ? (
        <IssueForm
          subject={name}
          isBusy={addState.loading}
          error={null}
          onSave={(issue) => void saveIssue(issue)}
          onCancel={() => setAddingIssue(false)}
          t={t}
        />
      ) : null}
      {isEditable && !isAddingIssue ? (
        <Button
          variant="secondary"
          label={t('mobile.inspections.issue.add')}
          hint={t('mobile.inspections.issue.add_hint', { subject: name })}
          onPress={() => setAddingIssue(true)}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  card: { borderWidth: 1, borderRadius: 10, padding: 12, gap: 8 },
  name: { fontSize: 16, fontWeight: '600' },
  issue: { borderLeftWidth: 3, paddingLeft: 8, gap: 4 },
});
