import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';

export function ConfirmDelete({
  isOpen,
  onOpenChange,
  title,
  text,
  onConfirm,
  isLoading,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  onConfirm: () => void;
  isLoading?: boolean;
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
            <Button variant="danger" isLoading={isLoading} onPress={onConfirm}>
              {t('common.actions.delete')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
