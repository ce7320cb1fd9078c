import { useMutation } from '@apollo/client/react';
import { ROOM_TYPES } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddInspectionRoomDocument, type InspectionRoomType } from '../../__generated__/graphql';
import { toGraphEnum } from '../../lib/enums';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { inputClass, labelClass } from '../../ui/form/Field';
import { translateInspectionError } from './model';

/** The rooms one may add: every type but the apartment as a whole, which the report has. */
const ADDABLE: readonly InspectionRoomType[] = ROOM_TYPES.filter((r) => r !== 'apartment').map(
  (r) => toGraphEnum(r),
);

/** A room the contract did not list (a storage room, a second bathroom), with its usual subjects. */
export function AddRoomForm({ reportId }: { reportId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [type, setType] = useState<InspectionRoomType>('STORAGE');
  const [name, setName] = useState('');
  const [add, { loading }] = useMutation(AddInspectionRoomDocument);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await add({ variables: { input: { reportId, type, name: name.trim() || null } } });
      setName('');
      toast.success(t('inspections.web.room_added'));
    } catch (error) {
      toast.error(translateInspectionError(t, error));
    }
  };
  return (
    <form
      onSubmit={submit}
      aria-label={t('inspections.web.add_room')}
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-line p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-type`} className={labelClass}>
          {t('inspections.web.room_type')}
        </label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(e) => setType(e.target.value as InspectionRoomType)}
          className={inputClass}
        >
          {ADDABLE.map((r) => (
            <option key={r} value={r}>
              {t(`inspections.rooms.${r.toLowerCase()}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className={labelClass}>
          {t('inspections.web.room_name')}
        </label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          className={inputClass}
        />
      </div>
      <Button type="submit" variant="secondary" isLoading={loading}>
        {t('inspections.web.add_room')}
      </Button>
    </form>
  );
}
