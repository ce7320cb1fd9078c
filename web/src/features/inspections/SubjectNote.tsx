import { useMutation } from '@apollo/client/react';
import { INSPECTION_LIMITS } from '@leiga/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetInspectionSubjectDocument } from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { inputClass, labelClass } from '../../ui/form/Field';
import { translateInspectionError, type ReportSubject } from './model';

/** A subject's note: saved when the field is left with a changed text; read as text otherwise. */
export function SubjectNote({
  reportId,
  subject,
  label,
  isEditable,
}: {
  reportId: string;
  subject: ReportSubject;
  label: string;
  isEditable: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState(subject.note);
  const [save] = useMutation(SetInspectionSubjectDocument);
  if (!isEditable)
    return subject.note ? <p className="mt-1 text-sm text-ink">{subject.note}</p> : null;
  const onBlur = () => {
    if (note.trim() === subject.note) return;
    save({ variables: { input: { reportId, subjectId: subject.id, note: note.trim() } } }).catch(
      (error: unknown) => {
        setNote(subject.note);
        toast.error(translateInspectionError(t, error));
      },
    );
  };
  return (
    <div className="mt-2 flex flex-col gap-1">
      <label htmlFor={`${id}-note`} className={`${labelClass} sr-only`}>
        {t('inspections.web.note_of', { subject: label })}
      </label>
      <input
        id={`${id}-note`}
        value={note}
        maxLength={INSPECTION_LIMITS.noteMaxLength}
        placeholder={t('inspections.web.note')}
        onChange={(e) => setNote(e.target.value)}
        onBlur={onBlur}
        className={inputClass}
      />
    </div>
  );
}
