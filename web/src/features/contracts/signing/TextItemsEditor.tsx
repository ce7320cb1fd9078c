import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { labelClass, textAreaClass } from '../../../ui/fields';
import { translateContractError } from '../model';

export type TextItem = { id: string; text: string };

type Labels = {
  empty: string;
  text: string;
  add: string;
  removeTitle: string;
  removeText: string;
};

/** Runs a change; says what it did or why the api refused. */
async function report(change: () => Promise<unknown>, done: string, fail: (e: unknown) => string) {
  try {
    await change();
    toast.success(done);
    return true;
  } catch (error) {
    toast.error(fail(error));
    return false;
  }
}

function TextArea({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={textAreaClass}
      />
    </div>
  );
}

/**
 * A list of texts (special terms, private notes): add, edit in place, remove after confirming.
 * The api validates each text; its refusals show as toasts.
 */
export function TextItemsEditor({
  items,
  labels,
  onAdd,
  onUpdate,
  onRemove,
  extra,
}: {
  items: readonly TextItem[];
  labels: Labels;
  onAdd: (text: string) => Promise<unknown>;
  onUpdate: (id: string, text: string) => Promise<unknown>;
  onRemove: (id: string) => Promise<unknown>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<TextItem | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (e: unknown) => translateContractError(t, e);
  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    const ok = await report(change, done, fail);
    setBusy(false);
    return ok;
  };

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && <p className="text-sm text-ink-muted">{labels.empty}</p>}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li key={item.id} className="rounded-xl border border-line p-3" data-testid="text-item">
            {editing?.id === item.id ? (
              <div className="flex flex-col gap-2">
                <TextArea
                  label={labels.text}
                  value={editing.text}
                  onChange={(text) => setEditing({ id: item.id, text })}
                />
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    isDisabled={busy}
                    onPress={() =>
                      void act(
                        () => onUpdate(item.id, editing.text),
                        t('contracts.signing_web.saved'),
                      ).then((ok) => ok && setEditing(null))
                    }
                  >
                    {t('contracts.signing_web.save')}
                  </Button>
                  <Button size="sm" variant="ghost" onPress={() => setEditing(null)}>
                    {t('contracts.signing_web.cancel_edit')}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <p className="whitespace-pre-line text-sm text-ink">
                  <span className="mr-2 text-ink-muted">{index + 1}.</span>
                  {item.text}
                </p>
                <div className="flex shrink-0 gap-2">
                  <Button size="sm" variant="secondary" onPress={() => setEditing(item)}>
                    {t('contracts.signing_web.edit')}
                  </Button>
                  <Button size="sm" variant="danger" onPress={() => setRemoving(item.id)}>
                    {t('contracts.signing_web.remove')}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ol>
      <TextArea label={labels.text} value={draft} onChange={setDraft} />
      <div className="flex flex-wrap items-end gap-2">
        <Button
          size="sm"
          isDisabled={busy || draft.trim() === ''}
          onPress={() =>
            void act(() => onAdd(draft.trim()), t('contracts.signing_web.saved')).then(
              (ok) => ok && setDraft(''),
            )
          }
        >
          {labels.add}
        </Button>
        {extra}
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={labels.removeTitle}
        text={labels.removeText}
        confirmLabel={t('contracts.signing_web.remove')}
        isLoading={busy}
        onConfirm={() => {
          const id = removing;
          if (id)
            void act(() => onRemove(id), t('contracts.signing_web.removed')).then(() =>
              setRemoving(null),
            );
        }}
      />
    </div>
  );
}
