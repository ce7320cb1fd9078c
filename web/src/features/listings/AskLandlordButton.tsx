import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/context';
import { Button } from '../../ui/Button';
import { MessageIcon } from '../../ui/icons';

/** The dialog (react-aria, a form) loads when first opened, not with the listing page. */
const AskLandlordDialog = lazy(() =>
  import('./AskLandlordDialog').then((m) => ({ default: m.AskLandlordDialog })),
);

/**
 * "Send a question" for a signed-in tenant on someone else's listing: it opens (or continues) a
 * conversation with the landlord and goes to it.
 */
export function AskLandlordButton({
  listingId,
  ownerId,
  ownerName,
}: {
  listingId: string;
  ownerId: string;
  ownerName: string;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [isOpen, setOpen] = useState(false);
  if (!user || user.userType !== 'TENANT' || user.id === ownerId) return null;
  return (
    <>
      <Button variant="secondary" className="mt-4 w-full" onPress={() => setOpen(true)}>
        <MessageIcon size={16} />
        {t('inbox.ask.cta')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <AskLandlordDialog
            listingId={listingId}
            ownerName={ownerName}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
