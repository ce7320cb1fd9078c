import { useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyText } from './EmptyState';
import { FieldNamespace } from './form/messages';

/**
 * A list that its owner edits in place: each item shows what it says, with an edit button that
 * swaps in the item's form (prefilled) and a remove button that asks first; an empty list says
 * so; an add form may follow. Cancel, Escape or a save closes an edit form and puts the focus
 * back on the item's edit button. Profile sections (employers, schools, children, pets,
 * interests) use it, and so will contract parties, utilities, special terms and rooms.
 */
export type EditableListProps<Item> = {
  items: readonly Item[];
  getKey: (item: Item) => string;
  /** Shows the edit and remove buttons and the add form. */
  canEdit: boolean;
  /** What the list says when it is empty. */
  emptyText?: string;
  /** What an item says. */
  renderItem: (item: Item) => ReactNode;
  /** Below an item, edited or not (a pet's photos). */
  renderAfter?: (item: Item) => ReactNode;
  /** More buttons beside edit and remove. */
  renderActions?: (item: Item) => ReactNode;
  /** The edit form of an item; `close` ends editing. Without it, items can only be removed. */
  renderEditForm?: (item: Item, close: () => void) => ReactNode;
  /** The add form under the list. */
  addForm?: ReactNode;
  /** The edit button's accessible name, e.g. "Edit employer Arkís". */
  editLabel?: (item: Item) => string;
  /** The remove button's accessible name, e.g. "Remove employer Arkís". */
  removeLabel: (item: Item) => string;
  /** The question before removing; the remove label and "this cannot be undone" unless told. */
  removeConfirm?: (item: Item) => { title: string; text?: string };
  /** Removes an item; resolves false (the failure already told) to keep the dialog open. */
  onRemove: (item: Item) => Promise<boolean>;
  /** The remove button's visible text; "Remove" unless told. */
  removeText?: ReactNode;
  listLabel?: string;
  listClassName?: string;
  itemClassName?: string;
  /** The class of an item's row (what it says and its buttons). */
  rowClassName?: string;
};

export const itemRowClass =
  'flex flex-wrap items-center justify-between gap-2 border-b border-line py-2 last:border-0';

export function EditableList<Item>({
  items,
  getKey,
  canEdit,
  emptyText,
  removeConfirm,
  onRemove,
  listLabel,
  listClassName,
  itemClassName,
  addForm,
  renderItem,
  renderAfter,
  renderActions,
  renderEditForm,
  editLabel,
  removeLabel,
  removeText,
  rowClassName,
}: EditableListProps<Item>) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<Item | null>(null);
  const [isPending, setPending] = useState(false);
  const ask =
    removeConfirm ??
    ((item: Item) => ({
      title: removeLabel(item),
      text: t('common.remove_confirm_text'),
    }));
  const confirm = removing === null ? null : ask(removing);
  const remove = async () => {
    if (removing === null) return;
    setPending(true);
    try {
      if (await onRemove(removing)) setRemoving(null);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      {items.length === 0 && emptyText && <EmptyText>{emptyText}</EmptyText>}
      <ul className={listClassName} aria-label={listLabel}>
        {items.map((item) => (
          <li key={getKey(item)} className={itemClassName}>
            <EditableItem
              canEdit={canEdit}
              className={rowClassName}
              view={renderItem(item)}
              editLabel={editLabel?.(item)}
              removeLabel={removeLabel(item)}
              removeText={removeText}
              isRemoving={isPending && removing === item}
              onRemove={() => setRemoving(item)}
              extraActions={renderActions?.(item)}
              renderForm={renderEditForm && ((close) => renderEditForm(item, close))}
            />
            {renderAfter?.(item)}
          </li>
        ))}
      </ul>
      {canEdit && addForm}
      <ConfirmDialog
        isOpen={confirm !== null}
        onOpenChange={(open) => !open && !isPending && setRemoving(null)}
        title={confirm?.title ?? ''}
        text={confirm?.text}
        isLoading={isPending}
        onConfirm={() => void remove()}
      />
    </>
  );
}

/**
 * One item that its owner edits in place: what it says, and for the owner an edit button that
 * swaps in the item's form (prefilled) and a remove button. Cancelling, Escape or saving closes
 * the form and puts the focus back on the edit button.
 */
export function EditableItem({
  canEdit,
  className = itemRowClass,
  view,
  editLabel,
  removeLabel,
  isRemoving,
  onRemove,
  removeText,
  extraActions,
  renderForm,
}: {
  canEdit: boolean;
  className?: string;
  view: ReactNode;
  /** The edit button's accessible name, e.g. "Edit employer Arkís". */
  editLabel?: string;
  /** The remove button's accessible name. */
  removeLabel: string;
  isRemoving: boolean;
  onRemove: () => void;
  /** The remove button's visible text; "Remove" unless told. */
  removeText?: ReactNode;
  extraActions?: ReactNode;
  /** The edit form; `close` ends editing (after a save or on cancel). Left out: no edit button. */
  renderForm?: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const editId = useId();
  const [isEditing, setEditing] = useState(false);
  const returnFocus = useRef(false);
  useLayoutEffect(() => {
    if (isEditing || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(editId)?.focus();
  }, [isEditing, editId]);
  if (isEditing && canEdit && renderForm)
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
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          {extraActions}
          {renderForm && (
            <Button
              id={editId}
              variant="secondary"
              size="sm"
              aria-label={editLabel}
              onPress={() => setEditing(true)}
            >
              {t('common.actions.edit')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            isLoading={isRemoving}
            aria-label={removeLabel}
            onPress={onRemove}
          >
            {removeText ?? t('common.actions.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The props of an item's form: empty under the list to add, prefilled in place to edit. */
export type ListItemFormProps<TIn, TOut> = {
  /** The item's values when editing; left out, the form adds a new item. */
  initial?: TIn;
  /** Resolves true when saved: an add form then empties itself. */
  onSave: (values: TOut) => Promise<boolean>;
  /** Editing: leave without saving. */
  onCancel?: () => void;
  submitLabel: string;
  /** The form's accessible name (the edit forms: "Edit employer Arkís"). */
  label?: string;
};

/** Submits through onSave; an add form empties itself after a save. */
export function useListItemSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  { initial, onSave }: Pick<ListItemFormProps<TIn, TOut>, 'initial' | 'onSave'>,
  empty: DefaultValues<NoInfer<TIn>>,
  afterReset?: () => void,
) {
  return form.handleSubmit(async (values) => {
    const ok = await onSave(values);
    if (ok && !initial) {
      form.reset(empty);
      afterReset?.();
    }
  });
}

/** Moves the focus into an edit form as it opens. */
export function useFocusOnEdit<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
  isEditing: boolean,
) {
  useLayoutEffect(() => {
    if (isEditing) form.setFocus(name);
  }, [form, isEditing, name]);
}

export const formGridClass = 'mt-4 grid gap-3 rounded-xl bg-surface-sunken p-4 sm:grid-cols-2';

/** An item's form: its fields in a grid, save (spinning while it saves) and, editing, Cancel. */
export function ListItemForm({
  label,
  onSubmit,
  onCancel,
  submitLabel,
  isPending,
  namespace,
  children,
}: {
  label?: string;
  /** The catalogue namespace of the fields' messages (see FieldNamespace); the one around unless told. */
  namespace?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
  submitLabel: string;
  isPending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <form
      aria-labelledby={label ? titleId : undefined}
      onSubmit={onSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onCancel) {
          e.preventDefault();
          onCancel();
        }
      }}
      className={formGridClass}
      noValidate
    >
      {label && (
        <p id={titleId} className="text-sm font-semibold text-ink sm:col-span-2">
          {label}
        </p>
      )}
      {namespace ? (
        <FieldNamespace.Provider value={namespace}>{children}</FieldNamespace.Provider>
      ) : (
        children
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
