import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg' } as const;

/** A dialog centred over the dimmed page; Escape or a click outside closes it. */
export function ModalDialog({
  isOpen,
  onOpenChange,
  role = 'dialog',
  width = 'md',
  children,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** `alertdialog` for a question that needs an answer before anything else. */
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
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
