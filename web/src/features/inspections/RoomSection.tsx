import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FillInspectionRoomDocument,
  RemoveInspectionRoomDocument,
  type InspectionSubjectKind,
} from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SubjectRow } from './SubjectRow';
import { translateInspectionError, type ReportUnit } from './model';

/** A room and its subjects; "the rest is good" fills what nobody has looked at yet. */
export function RoomSection({
  reportId,
  unit,
  label,
  isEditable,
  kinds,
  conditionInput = 'select',
  onRemoved,
  onConditionSaved,
}: {
  reportId: string;
  unit: ReportUnit;
  label: string;
  isEditable: boolean;
  /** Only these kinds of subject (the rooms step leaves furniture to its own step). */
  kinds?: readonly InspectionSubjectKind[];
  conditionInput?: 'select' | 'buttons';
  /** After the room was removed (the rooms step walks on). */
  onRemoved?: () => void;
  /** After conditions were stored (the rooms step reads its step check again). */
  onConditionSaved?: () => void;
}) {
  const { t } = useTranslation();
  const [fill, { loading }] = useMutation(FillInspectionRoomDocument);
  const [remove, removing] = useMutation(RemoveInspectionRoomDocument);
  const [isRemoving, setIsRemoving] = useState(false);
  const canRemove = isEditable && unit.type !== 'APARTMENT';
  const subjects = kinds ? unit.subjects.filter((s) => kinds.includes(s.kind)) : unit.subjects;
  const unchecked = subjects.filter((s) => s.condition === null).length;
  const headingId = `room-${unit.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {label}
        </h2>
        <span className="text-sm text-ink-muted">
          {t('inspections.web.unchecked', { count: unchecked })}
        </span>
      </div>
      {isEditable && unchecked > 0 && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          isLoading={loading}
          aria-label={t('inspections.web.fill_good_in', { room: label })}
          onPress={() => {
            fill({ variables: { input: { reportId, unitId: unit.id, condition: 'GOOD' } } })
              .then(() => onConditionSaved?.())
              .catch((error: unknown) => toast.error(translateInspectionError(t, error)));
          }}
        >
          {t('inspections.web.fill_good')}
        </Button>
      )}
      {canRemove && (
        <>
          <Button
            size="sm"
            variant="ghost"
            className="mt-2 ml-2"
            aria-label={t('inspections.web.remove_room_in', { room: label })}
            onPress={() => setIsRemoving(true)}
          >
            {t('inspections.web.remove_room')}
          </Button>
          <ConfirmDialog
            isOpen={isRemoving}
            onOpenChange={setIsRemoving}
            title={t('inspections.web.remove_room_title', { room: label })}
            text={t('inspections.web.remove_room_text')}
            confirmLabel={t('inspections.web.remove_room')}
            isLoading={removing.loading}
            onConfirm={() => {
              remove({ variables: { input: { reportId, unitId: unit.id } } })
                .then(() => onRemoved?.())
                .catch((error: unknown) => toast.error(translateInspectionError(t, error)))
                .finally(() => setIsRemoving(false));
            }}
          />
        </>
      )}
      <ul className="mt-2">
        {subjects.map((s) => (
          <SubjectRow
            key={s.id}
            reportId={reportId}
            subject={s}
            isEditable={isEditable}
            conditionInput={conditionInput}
            onConditionSaved={onConditionSaved}
          />
        ))}
      </ul>
    </section>
  );
}
