import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteAccountDocument } from '../../../__generated__/graphql';
import { useSession } from '../../../app/context';
import { useLocalizedPath } from '../../../app/links';
import { paths as routes } from '../../../app/paths';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { translateGraphError } from '../../../ui/graph-errors';
import { Section } from './Section';

/** Delete with confirmation; SPEC 4: deletion logs the user out, then /account-deleted. */
export function DeleteAccountSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [remove, { loading }] = useMutation(DeleteAccountDocument);
  const [isOpen, setOpen] = useState(false);
  const [isConfirmed, setConfirmed] = useState(false);
  const confirm = async () => {
    try {
      await remove({ variables: { input: { userId } } });
      await session.signOut();
      await navigate(localize(routes.accountDeleted.href()), { replace: true });
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };
  return (
    <Section
      id="delete"
      title={t('accounts.settings.delete.title')}
      description={t('accounts.settings.delete.description')}
    >
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('accounts.settings.delete.button')}
      </Button>
      <ModalOverlay
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          if (!open) setConfirmed(false);
        }}
        isDismissable
        className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4"
      >
        <Modal className="w-full max-w-md rounded-2xl bg-surface-raised p-6 shadow-2xl">
          <Dialog role="alertdialog" className="outline-none">
            <Heading slot="title" className="text-xl font-bold text-ink">
              {t('accounts.settings.delete.confirm_title')}
            </Heading>
            <p className="mt-2 text-ink-muted">{t('accounts.settings.delete.confirm_text')}</p>
            <Checkbox
              isSelected={isConfirmed}
              onChange={setConfirmed}
              className="group mt-5 flex cursor-pointer items-start gap-3 text-sm text-ink"
            >
              <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded border-2 border-line group-selected:border-red-700 group-selected:bg-red-700 group-focus-visible:ring-2 group-focus-visible:ring-brand-500">
                <svg
                  viewBox="0 0 12 12"
                  className="hidden size-3 fill-none stroke-white stroke-2 group-selected:block"
                  aria-hidden="true"
                >
                  <path d="m2 6 3 3 5-6" />
                </svg>
              </span>
              {t('accounts.settings.delete.confirm_check')}
            </Checkbox>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onPress={() => setOpen(false)}>
                {t('common.actions.cancel')}
              </Button>
              <Button
                variant="danger"
                isDisabled={!isConfirmed}
                isLoading={loading}
                onPress={() => void confirm()}
              >
                {t('accounts.settings.delete.confirm_button')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </Section>
  );
}
