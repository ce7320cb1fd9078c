import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditableList, type EditableListProps } from '../../ui/EditableList';
import { useProfileAction } from './use-profile-action';

/** What an item form gets: empty to add, prefilled (with Cancel) to edit. */
export type ItemFormSlot<TOut> = {
  submitLabel: string;
  pending: boolean;
  onSave: (values: TOut) => Promise<boolean>;
  onCancel?: () => void;
  label?: string;
};

/**
 * A profile's list of items (employers, schools, children, pets) on the shared editable list:
 * the add, update and remove calls run with a pending state and a toast for the outcome.
 */
export function ProfileItems<Item extends { id: string }, TOut>({
  items,
  isOwner,
  renderForm,
  addLabel,
  onAdd,
  onUpdate,
  onRemove,
  ...listProps
}: Pick<
  EditableListProps<Item>,
  | 'renderItem'
  | 'renderAfter'
  | 'renderActions'
  | 'editLabel'
  | 'removeLabel'
  | 'emptyText'
  | 'listClassName'
  | 'itemClassName'
  | 'rowClassName'
> & {
  items: readonly Item[];
  isOwner: boolean;
  /** The item's form; `item` is left out for the add form. */
  renderForm: (slot: ItemFormSlot<TOut>, item?: Item) => ReactNode;
  addLabel: string;
  onAdd: (values: TOut) => Promise<unknown>;
  onUpdate: (item: Item, values: TOut) => Promise<unknown>;
  onRemove: (item: Item) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { run, pending } = useProfileAction();
  return (
    <EditableList
      {...listProps}
      items={items}
      getKey={(item) => item.id}
      canEdit={isOwner}
      onRemove={(item) => run(item.id, () => onRemove(item))}
      renderEditForm={(item, close) =>
        renderForm(
          {
            label: listProps.editLabel?.(item),
            submitLabel: t('profiles.actions.save_changes'),
            pending: pending === `edit-${item.id}`,
            onCancel: close,
            onSave: async (values) => {
              const ok = await run(
                `edit-${item.id}`,
                () => onUpdate(item, values),
                t('profiles.saved'),
              );
              if (ok) close();
              return ok;
            },
          },
          item,
        )
      }
      addForm={renderForm({
        submitLabel: addLabel,
        pending: pending === 'add',
        onSave: (values) => run('add', () => onAdd(values)),
      })}
    />
  );
}
