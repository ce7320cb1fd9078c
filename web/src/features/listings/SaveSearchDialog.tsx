import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariablesOf } from '@graphql-typed-document-node/core';
import { SaveSearchDocument } from '../../__generated__/graphql';
import { getLoadedApolloClient } from '../../app/graph';
import { fetchGraph } from '../../app/graph-fetch';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { DialogActions, DialogFrame } from '../../ui/DialogFrame';
import { FormAlert } from '../../ui/fields';
import { ChoiceLabel } from '../../ui/form/Choice';
import { translateGraphError } from '../../ui/graph-errors';
import { toSearchInput } from './model';
import { SearchNameField } from './SearchNameField';
import type { SearchFilters } from './use-search-filters';

/**
 * The "save this search" dialog: a name (the search's own words to begin with) and whether to
 * send e-mail alerts. Loaded when first opened, so the search page does not pay for it.
 */
export function SaveSearchDialog({
  filters,
  isCommercial,
  suggestedName,
  onClose,
}: {
  filters: SearchFilters;
  isCommercial: boolean;
  suggestedName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(suggestedName);
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
      onClose();
      toast.success(t('listings.saved.saved', { name: trimmed }));
    } catch (e) {
      setError(translateGraphError(t, e));
    }
  };

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('listings.saved.dialog_title')}
    >
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
          <Button variant="secondary" onPress={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" isLoading={loading}>
            {t('common.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
