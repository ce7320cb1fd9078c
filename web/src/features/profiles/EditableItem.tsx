import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

/**
 * One item of a list section: what it says, and for the owner an edit button that swaps in the
 * item's form (prefilled) and a remove button. Cancelling, Escape or saving closes the form and
 * puts the focus back on the edit button.
 */
export function EditableItem({
  isOwner,
  className,
  view,
  editLabel,
  removeLabel,
  isRemoving,
  onRemove,
  removeText,
  extraActions,
  renderForm,
}: {
  isOwner: boolean;
  className: string;
  view: ReactNode;
  /** The edit button's accessible name, e.g. "Edit employer Arkís"; starts with "Edit". */
  editLabel: string;
  /** The remove button's accessible name; starts with "Remove". */
  removeLabel: string;
  isRemoving: boolean;
  onRemove: () => void;
  /** The remove button's visible text; "Remove" unless told. */
  removeText?: string;
  extraActions?: ReactNode;
  /** The edit form; `close` ends editing (after a save or on cancel). */
  renderForm: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const editId = useId();
  const [editing, setEditing] = useState(false);
  const returnFocus = useRef(false);
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(editId)?.focus();
  }, [editing, editId]);
  if (editing && isOwner)
    return (
      <>
        {renderForm(() => {
          returnFocus.current = true;
          setEditing(false);
        })}
      </>
    );
  return (
    <div className={className}>
      {view}
      {isOwner && (
        <div className="flex flex-wrap gap-2">
          {extraActions}
          <Button
            id={editId}
            variant="secondary"
            size="sm"
            aria-label={editLabel}
            onPress={() => setEditing(true)}
          >
            {t('profiles.actions.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isLoading={isRemoving}
            aria-label={removeLabel}
            onPress={onRemove}
          >
            {removeText ?? t('profiles.actions.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}
