import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './Button';
import { ModalDialog } from './ModalDialog';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: ReactNode;
  /** The confirm button's text; "Delete" unless told. */
  confirmLabel?: string;
  onConfirm: () => void;
  isLoading?: boolean;
  tone?: ButtonVariant;
  /** Optional fields (a message to send along) between the text and the buttons. */
  children?: ReactNode;
};

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
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} role="alertdialog">
      <Heading slot="title" className="text-xl font-bold text-ink">
        {title}
      </Heading>
      {text && <div className="mt-2 text-ink-muted">{text}</div>}
      {children && <div className="mt-4 flex flex-col gap-4">{children}</div>}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {t('common.actions.cancel')}
        </Button>
        <Button variant={tone} isLoading={isLoading} onPress={onConfirm}>
          {confirmLabel ?? t('common.actions.delete')}
        </Button>
      </div>
    </ModalDialog>
  );
}
