import { useMutation } from '@apollo/client/react';
import { inspectionAttendanceSchema } from '@leiga/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { StyleSheet, Switch, Text, View } from 'react-native';
import {
  MobileInspectionAfterCommitDocument,
  MobileSetInspectionAttendanceDocument,
  type MobileInspectionAttendanceFragment,
} from '../__generated__/graphql';
import { useTheme } from '../theme/theme';
import { Button } from '../ui/Button';
import { errorText } from '../ui/errors';
import { graphFieldErrors, schemaFieldErrors } from './field-errors';

type Props = { reportId: string; status: MobileInspectionAttendanceFragment; t: TFunction };

/** Who was present when the home was walked through: a switch a person, saved together. */
export function AttendanceStep({ reportId, status, t }: Props) {
  const theme = useTheme();
  const [present, setPresent] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(status.attendance.map((a) => [a.userId, a.present ?? false])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const [save, { loading }] = useMutation(MobileSetInspectionAttendanceDocument, {
    // The answer has no id of its own to land on: the report's signing page is asked again.
    refetchQueries: [{ query: MobileInspectionAfterCommitDocument, variables: { reportId } }],
    awaitRefetchQueries: true,
  });
  const canEdit = status.viewerCanEditAttendance;

  async function onSave() {
    setSaved(false);
    const attendees = status.attendance.map((a) => ({
      userId: a.userId,
      present: present[a.userId] ?? false,
    }));
    const checked = inspectionAttendanceSchema.safeParse({
      attendees: attendees.map((a) => ({ user_id: Number(a.userId), present: a.present })),
    });
    if (!checked.success) {
      setProblem(
        t(Object.values(schemaFieldErrors(checked.error))[0] ?? 'errors.something_went_wrong'),
      );
      return;
    }
    setProblem(null);
    try {
      await save({ variables: { input: { reportId, attendees } } });
      setSaved(true);
    } catch (failure) {
      const key = Object.values(graphFieldErrors(failure))[0];
      setProblem(key ? t(key) : errorText(t, failure));
    }
  }

  return (
    <View style={styles.step}>
      <Text accessibilityRole="header" style={[styles.heading, { color: theme.text }]}>
        {t('inspection-signing.page.attendance')}
      </Text>
      {status.attendance.length === 0 ? (
        <Text style={{ color: theme.muted }}>{t('mobile.inspections.attendance_empty')}</Text>
      ) : null}
      {status.attendance.map((a) => {
        const label = `${a.name} (${t(`inspections.roles.${a.role.toLowerCase()}`)})`;
        return (
          <View key={a.userId} style={styles.row}>
            <Switch
              accessibilityLabel={t('mobile.inspections.attendance_present', { person: label })}
              value={present[a.userId] ?? false}
              disabled={!canEdit}
              onValueChange={(value) => {
                setSaved(false);
                setPresent((all) => ({ ...all, [a.userId]: value }));
              }}
            />
            <Text style={[styles.name, { color: theme.text }]}>{label}</Text>
          </View>
        );
      })}
      {problem ? (
        <Text accessibilityRole="alert" style={{ color: theme.danger }}>
          {problem}
        </Text>
      ) : null}
      {isSaved ? (
        <Text accessibilityLiveRegion="polite" style={{ color: theme.muted }}>
          {t('inspection-signing.page.attendance_saved')}
        </Text>
      ) : null}
      {canEdit && status.attendance.length > 0 ? (
        <Button
          variant="secondary"
          label={t('inspection-signing.page.attendance_save')}
          busy={loading}
          onPress={() => void onSave()}
        />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  step: { gap: 8 },
  heading: { fontSize: 18, fontWeight: '600' },
  row: { flexDirection: 'row', alignItems: 'center', gap: 10 },
  name: { flex: 1, fontSize: 15 },
});
