import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-lg' } as const;

/**
 * A modal dialog: a dimmed overlay (a click outside or Escape closes it), a card with the title
 * that names the dialog, then what the dialog says and asks.
 */
export function DialogFrame({
  isOpen,
  onOpenChange,
  title,
  role,
  width = 'md',
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** `alertdialog` for a question before something hard to undo. */
  role?: 'dialog' | 'alertdialog';
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4"
    >
      <Modal className={`w-full ${WIDTHS[width]} rounded-2xl bg-surface-raised p-6 shadow-2xl`}>
        <Dialog role={role} className="outline-none">
          <Heading slot="title" className="text-xl font-bold text-ink">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A dialog's buttons: side by side at the end, stacked (the main one on top) on a phone. */
export function DialogActions({
  className = 'mt-6',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${className} flex flex-col-reverse gap-2 sm:flex-row sm:justify-end`}>
      {children}
    </div>
  );
}
