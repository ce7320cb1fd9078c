import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './Button';
import { DialogActions, DialogFrame } from './DialogFrame';

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
    <DialogFrame isOpen={isOpen} onOpenChange={onOpenChange} title={title} role="alertdialog">
      {text && <div className="mt-2 text-ink-muted">{text}</div>}
      {children && <div className="mt-4 flex flex-col gap-4">{children}</div>}
      <DialogActions>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {t('common.actions.cancel')}
        </Button>
        <Button variant={tone} isLoading={isLoading} onPress={onConfirm}>
          {confirmLabel ?? t('common.actions.delete')}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
