import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { SaveSearchDocument } from '../../__generated__/graphql';
import { useCurrentUser } from '../../app/context';
import { getLoadedApolloClient } from '../../app/graph';
import { fetchGraph } from '../../app/graph-fetch';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { DialogActions, DialogFrame } from '../../ui/DialogFrame';
import { FormAlert } from '../../ui/fields';
import { translateGraphError } from '../../ui/graph-errors';
import { BellIcon } from '../../ui/icons';
import { toSearchInput } from './model';
import { SearchNameField } from './SearchNameField';
import { SignInPrompt } from './SignInPrompt';
import type { SearchFilters } from './use-search-filters';
import { ChoiceLabel } from '../../ui/form/Choice';

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
      <DialogFrame isOpen={isOpen} onOpenChange={setOpen} title={t('listings.saved.dialog_title')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          className="mt-4 flex flex-col gap-4"
        >
          <p className="text-sm text-ink-muted">{t('listings.saved.dialog_text')}</p>
          {error && <FormAlert>{error}</FormAlert>}
          <SearchNameField value={name} onChange={setName} />
          <ChoiceLabel
            className="flex cursor-pointer items-center gap-2 text-sm text-ink"
            label={t('listings.saved.alerts')}
            checked={isAlertEnabled}
            onChange={(e) => setAlertEnabled(e.target.checked)}
          />
          <DialogActions className="">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" isLoading={loading}>
              {t('common.actions.save')}
            </Button>
          </DialogActions>
        </form>
      </DialogFrame>
    </>
  );
}
