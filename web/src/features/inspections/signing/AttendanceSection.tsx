import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  InspectionESignatureDocument,
  SetInspectionAttendanceDocument,
} from '../../../__generated__/graphql';
import { enumKey } from '../../../lib/enums';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { SigningSection } from './SigningSection';
import { translateSigningError, type SignatureStatus } from './model';

/** Who was present when the home was walked through: a checkbox a person, saved at once. */
export function AttendanceSection({ status }: { status: SignatureStatus }) {
  const { t } = useTranslation();
  const [present, setPresent] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(status.attendance.map((a) => [a.userId, a.present ?? false])),
  );
  const [save, saving] = useMutation(SetInspectionAttendanceDocument, {
    refetchQueries: [
      { query: InspectionESignatureDocument, variables: { reportId: status.reportId } },
    ],
    awaitRefetchQueries: true,
  });
  const canEdit = status.viewerCanEditAttendance;
  const onSave = async () => {
    try {
      await save({
        variables: {
          input: {
            reportId: status.reportId,
            attendees: status.attendance.map((a) => ({
              userId: a.userId,
              present: present[a.userId] ?? false,
            })),
          },
        },
      });
      toast.success(t('inspection-signing.page.attendance_saved'));
    } catch (error) {
      toast.error(translateSigningError(t, error));
    }
  };
  return (
    <SigningSection title={t('inspection-signing.page.attendance')}>
      <ul className="flex flex-col gap-2">
        {status.attendance.map((a) => (
          <li key={a.userId} className="flex items-center gap-2 text-sm">
            <input
              id={`attendee-${a.userId}`}
              type="checkbox"
              className="size-5"
              checked={present[a.userId] ?? false}
              disabled={!canEdit}
              onChange={(e) => setPresent((p) => ({ ...p, [a.userId]: e.target.checked }))}
            />
            <label htmlFor={`attendee-${a.userId}`}>
              {a.name} ({t(enumKey('inspections.roles', a.role))})
            </label>
          </li>
        ))}
      </ul>
      {canEdit && (
        <div className="mt-3">
          <Button
            size="sm"
            variant="secondary"
            isLoading={saving.loading}
            onPress={() => void onSave()}
          >
            {t('inspection-signing.page.attendance_save')}
          </Button>
        </div>
      )}
    </SigningSection>
  );
}
