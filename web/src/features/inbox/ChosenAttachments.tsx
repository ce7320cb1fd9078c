import { MESSAGE_ATTACHMENTS } from '@leiga/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { CloseIcon, PlusIcon } from '../../ui/icons';
import { formatFileSize as formatBytes } from './model';
import type { ChosenFile } from './attachment-uploads';

const ACCEPT = [...MESSAGE_ATTACHMENTS.accept, '.heic', '.heif'].join(',');

/** The message box's attach button: a keyboard-reachable button opening the file picker. */
export function AttachButton({
  onChoose,
  isDisabled,
}: {
  onChoose: (files: File[]) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attachment-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onChoose(files);
        }}
      />
      <Button
        variant="ghost"
        aria-label={t('inbox-attachments.composer.attach')}
        isDisabled={isDisabled}
        onPress={() => input.current?.click()}
      >
        <PlusIcon size={20} aria-hidden="true" />
      </Button>
    </>
  );
}

/** The files going with the message: progress while uploading, why one was refused, remove. */
export function ChosenAttachments({
  chosen,
  onRemove,
  onRetry,
}: {
  chosen: readonly ChosenFile[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (chosen.length === 0) return null;
  return (
    <ul
      className="flex flex-wrap gap-2 px-3 pt-3"
      aria-label={t('inbox-attachments.composer.chosen')}
    >
      {chosen.map((c) => (
        <li
          key={c.key}
          className="flex max-w-full flex-col gap-1 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm"
          data-testid="chosen-attachment"
          data-status={c.status}
        >
          <div className="flex items-center gap-2">
            <span className="max-w-48 truncate text-ink">{c.file.name}</span>
            <span className="text-xs text-ink-muted">
              {formatBytes(c.file.size, i18n.language)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('inbox-attachments.composer.remove', { name: c.file.name })}
              onPress={() => onRemove(c.key)}
            >
              <CloseIcon size={16} aria-hidden="true" />
            </Button>
          </div>
          {c.status === 'uploading' && (
            <progress
              className="h-1 w-full"
              max={1}
              value={c.progress}
              aria-label={t('inbox-attachments.composer.uploading', {
                name: c.file.name,
                percent: Math.round(c.progress * 100),
              })}
            />
          )}
          {c.status === 'ready' && (
            <span className="sr-only" aria-live="polite">
              {t('inbox-attachments.composer.uploaded', { name: c.file.name })}
            </span>
          )}
          {c.status === 'failed' && c.errorKey && (
            <div
              role="alert"
              className="flex items-center gap-2 text-xs text-red-700 dark:text-red-400"
            >
              {t(c.errorKey, { max: MESSAGE_ATTACHMENTS.maxPerMessage })}
              {c.errorKey.endsWith('.network') && (
                <Button size="sm" variant="secondary" onPress={() => onRetry(c.key)}>
                  {t('inbox-attachments.composer.retry')}
                </Button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
