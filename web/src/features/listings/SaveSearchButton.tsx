import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/context';
import { Button } from '../../ui/Button';
import { BellIcon } from '../../ui/icons';
import type { SearchFilters } from './use-search-filters';

// The dialogs load when first opened: the search page's first visit does not pay for them.
const SaveSearchDialog = lazy(() =>
  import('./SaveSearchDialog').then((m) => ({ default: m.SaveSearchDialog })),
);
const SignInPrompt = lazy(() =>
  import('./SignInPrompt').then((m) => ({ default: m.SignInPrompt })),
);

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
  const open = () => (user ? setOpen(true) : setPromptOpen(true));

  return (
    <>
      <Button variant="secondary" onPress={open} data-testid="save-search">
        <BellIcon size={18} />
        {t('listings.saved.save_search')}
      </Button>
      {isPromptOpen && (
        <Suspense fallback={null}>
          <SignInPrompt
            isOpen
            onOpenChange={setPromptOpen}
            title={t('listings.saved.sign_in_title')}
            text={t('listings.saved.sign_in_text')}
          />
        </Suspense>
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            filters={filters}
            isCommercial={isCommercial}
            suggestedName={suggestedName}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
