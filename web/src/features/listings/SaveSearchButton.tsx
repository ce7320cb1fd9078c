import { useId, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { SaveSearchDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { getLoadedApolloClient } from '../../app/graph';
import { fetchGraph } from '../../app/graph-fetch';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { FormAlert, inputClass, labelClass } from '../../ui/fields';
import { translateGraphError } from '../../ui/graph-errors';
import { BellIcon } from '../../ui/icons';
import { toSearchInput } from './model';
import { SignInPrompt } from './SignInPrompt';
import type { SearchFilters } from './use-search-filters';
import { ChoiceLabel } from '../../ui/form/Choice';

export const SAVED_SEARCH_NAME_MAX = 100;

/** "Save this search": name it, choose e-mail alerts; a visitor is asked to sign in. */
export function SaveSearchButton({
  filters,
  isCommercial,
  suggestedName,
}: {
  filters: SearchFilters;
  isCommercial: boolean;
  suggestedName: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const nameId = useId();
  const [isOpen, setOpen] = useState(false);
  const [isPromptOpen, setPromptOpen] = useState(false);
  const [name, setName] = useState('');
  const [isAlertEnabled, setAlertEnabled] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // Sent without Apollo (the search page does not load it); a loaded Apollo forgets its list.
  const save = async (variables: VariablesOf<typeof SaveSearchDocument>) => {
    setLoading(true);
    try {
      await fetchGraph(SaveSearchDocument, variables);
      getLoadedApolloClient()?.cache.evict({ fieldName: 'savedSearches' });
    } finally {
      setLoading(false);
    }
  };

  const open = () => {
    if (!user) {
      setPromptOpen(true);
      return;
    }
    setName(suggestedName);
    setError(null);
    setOpen(true);
  };
  const trimmed = name.trim();
  const submit = async () => {
    if (!trimmed) {
      setError(t('listings.saved.name_required'));
      return;
    }
    try {
      const { page: _page, page_size: _size, ...rest } = filters;
      await save({
        input: { name: trimmed, filter: toSearchInput(rest, isCommercial), isAlertEnabled },
      });
      setOpen(false);
      toast.success(t('listings.saved.saved', { name: trimmed }));
    } catch (e) {
      setError(translateGraphError(t, e));
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={open} data-testid="save-search">
        <BellIcon size={18} />
        {t('listings.saved.save_search')}
      </Button>
      <SignInPrompt
        isOpen={isPromptOpen}
        onOpenChange={setPromptOpen}
        title={t('listings.saved.sign_in_title')}
        text={t('listings.saved.sign_in_text')}
      />
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4"
      >
        <Modal className="w-full max-w-md rounded-2xl bg-surface-raised p-6 shadow-2xl">
          <Dialog className="outline-none">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
              className="flex flex-col gap-4"
            >
              <Heading slot="title" className="text-xl font-bold text-ink">
                {t('listings.saved.dialog_title')}
              </Heading>
              <p className="text-sm text-ink-muted">{t('listings.saved.dialog_text')}</p>
              {error && <FormAlert>{error}</FormAlert>}
              <div className="flex flex-col gap-1.5">
                <label htmlFor={nameId} className={labelClass}>
                  {t('listings.saved.name')}
                </label>
                <input
                  id={nameId}
                  value={name}
                  maxLength={SAVED_SEARCH_NAME_MAX}
                  onChange={(e) => setName(e.target.value)}
                  className={inputClass}
                  autoFocus
                />
              </div>
              <ChoiceLabel
                className="flex cursor-pointer items-center gap-2 text-sm text-ink"
                label={t('listings.saved.alerts')}
                checked={isAlertEnabled}
                onChange={(e) => setAlertEnabled(e.target.checked)}
              />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="secondary" onPress={() => setOpen(false)}>
                  {t('common.actions.cancel')}
                </Button>
                <Button type="submit" isLoading={loading}>
                  {t('common.actions.save')}
                </Button>
              </div>
            </form>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
