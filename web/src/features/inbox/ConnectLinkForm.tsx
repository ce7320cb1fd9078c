import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { FilterSelect } from '../../ui/FilterSelect';
import { translateGraphError } from '../../ui/graph-errors';

export type LinkChoice = { value: string; label: string };

/** The catalogue keys of one kind of link under `inbox-links`. */
type LinkTexts = 'connect' | 'connect_contract';

/**
 * Connects something of the participant's (a listing, a contract) to the conversation: closed it
 * is one button; opened, a choice of what is not yet connected. The chips above show the result.
 */
export function ConnectLinkForm({
  texts,
  isOpen,
  onOpenChange,
  choices,
  isLoading,
  isConnecting,
  connect,
}: {
  texts: LinkTexts;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What may be connected, already-connected ones left out. */
  choices: readonly LinkChoice[];
  isLoading: boolean;
  isConnecting: boolean;
  connect: (id: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState('');
  const value = choices.some((o) => o.value === chosen) ? chosen : (choices[0]?.value ?? '');

  if (!isOpen)
    return (
      <Button size="sm" variant="ghost" onPress={() => onOpenChange(true)}>
        {t(`inbox-links.${texts}.open`)}
      </Button>
    );
  if (isLoading) return <p className="text-xs text-ink-muted">{t('common.status.loading')}</p>;
  if (choices.length === 0)
    return <p className="text-xs text-ink-muted">{t(`inbox-links.${texts}.none`)}</p>;

  const submit = async () => {
    try {
      await connect(value);
      toast.success(t(`inbox-links.${texts}.done`));
      onOpenChange(false);
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };

  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FilterSelect
        label={t(`inbox-links.${texts}.label`)}
        value={value}
        options={choices}
        onChange={setChosen}
        className="flex min-w-0 flex-col gap-1 text-sm"
      />
      <Button size="sm" type="submit" isLoading={isConnecting}>
        {t('inbox-links.connect.submit')}
      </Button>
      <Button size="sm" variant="ghost" onPress={() => onOpenChange(false)}>
        {t('inbox-links.connect.cancel')}
      </Button>
    </form>
  );
}
