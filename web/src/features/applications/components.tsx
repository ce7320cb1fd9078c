import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { RentalApplicationStatus } from '../../__generated__/graphql';
import { Button, type ButtonVariant } from '../../ui/Button';
import { Badge } from '../../ui/Card';
import { labelClass } from '../../ui/fields';
import { STATUS_TONES } from './model';

export function StatusBadge({ status }: { status: RentalApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONES[status]}>{t(`applications.status.${status.toLowerCase()}`)}</Badge>
  );
}

export const textAreaClass =
  'min-h-24 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink outline-none placeholder:text-ink-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm';

type DialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isLoading?: boolean;
  tone?: ButtonVariant;
  children?: ReactNode;
};

/** A modal that asks before acting; optional fields go in `children`. */
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
}: DialogProps) {
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
          {text && <div className="mt-2 text-ink-muted">{text}</div>}
          {children && <div className="mt-4 flex flex-col gap-4">{children}</div>}
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

/** An optional message to the tenant (denials), up to 2000 characters. */
export function MessageField({
  value,
  onChange,
  label,
  description,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  description?: string;
}) {
  return (
    <TextField value={value} onChange={onChange} maxLength={2000} className="flex flex-col gap-1.5">
      <Label className={labelClass}>{label}</Label>
      <TextArea className={textAreaClass} rows={4} />
      {description && <p className="text-xs text-ink-muted">{description}</p>}
    </TextField>
  );
}

/** Previous / next with "page 2 of 4". */
export function Pagination({
  page,
  pages,
  hasNextPage,
  onPage,
}: {
  page: number;
  pages: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1 && !hasNextPage && page <= 1) return null;
  return (
    <nav
      aria-label={t('applications.pagination.label')}
      className="mt-6 flex items-center justify-between gap-3"
    >
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('applications.pagination.previous')}
      </Button>
      <span className="text-sm text-ink-muted">
        {t('applications.pagination.page', { page, pages: Math.max(pages, page) })}
      </span>
      <Button variant="secondary" isDisabled={!hasNextPage} onPress={() => onPage(page + 1)}>
        {t('applications.pagination.next')}
      </Button>
    </nav>
  );
}

/** A labelled native select: simple, keyboard- and screen-reader friendly everywhere. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  id,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  id: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="h-11 rounded-lg border border-line bg-surface px-3 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-line p-10 text-center">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {text && <p className="mt-1 text-ink-muted">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}
