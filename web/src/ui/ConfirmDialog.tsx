import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** "Are you sure?" before something that is hard to undo. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  text,
  confirmLabel,
  onConfirm,
  isLoading,
  tone = 'danger',
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  isLoading?: boolean;
  tone?: 'danger' | 'primary';
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-surface-raised p-6 shadow-2xl">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-xl font-bold text-ink">
            {title}
          </Heading>
          <p className="mt-2 text-ink-muted">{text}</p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {t('common.actions.cancel')}
            </Button>
            <Button variant={tone} isLoading={isLoading} onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
