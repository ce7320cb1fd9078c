import { staffFinanceReasonSchema } from '@leiga/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { labelClass, textAreaClass, translateFieldError } from './fields';

/**
 * The confirmation before a staff money change: what will happen, and the reason (3 to 500
 * characters) that is recorded with the staff member's name. `onConfirm` gets the reason.
 */
export function ReasonDialog({
  title,
  text,
  confirmLabel,
  isLoading,
  onClose,
  onConfirm,
}: {
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  isLoading: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const parsed = staffFinanceReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onConfirm(parsed.data.reason);
  };
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      text={text}
      tone="primary"
      confirmLabel={confirmLabel}
      isLoading={isLoading}
      onConfirm={confirm}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className={labelClass}>
          {t('finances.admin.reason')}
        </label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
          className={textAreaClass}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-danger-700 dark:text-danger-300">
            {translateFieldError(t, error)}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
