import { useTranslation } from 'react-i18next';
import type { AttachmentData } from './attachment-uploads';
import { DocumentIcon } from '../../ui/icons';
import { formatFileSize as formatBytes } from './model';

/** A message's files: photos as thumbnails that open full size, PDFs as chips that download. */
export function MessageAttachments({
  attachments,
  isMine,
}: {
  attachments: readonly AttachmentData[];
  isMine: boolean;
}) {
  const { t, i18n } = useTranslation();
  const files = attachments;
  if (files.length === 0) return null;
  return (
    <ul
      className={`flex max-w-[85%] flex-wrap gap-2 sm:max-w-[70%] ${isMine ? 'justify-end' : ''}`}
      aria-label={t('inbox-attachments.message.files')}
    >
      {files.map((file) => (
        <li key={file.id} data-testid="message-attachment">
          {file.isImage && file.thumbnailUrl ? (
            <a
              href={file.url}
              target="_blank"
              rel="noopener"
              className="block overflow-hidden rounded-xl border border-line outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              aria-label={t('inbox-attachments.message.open_photo', { name: file.fileName })}
            >
              <img
                src={file.thumbnailUrl}
                alt={t('inbox-attachments.message.photo_alt', { name: file.fileName })}
                width={file.width ?? undefined}
                height={file.height ?? undefined}
                loading="lazy"
                className="h-40 w-auto max-w-full object-cover"
                data-testid="attachment-thumbnail"
              />
            </a>
          ) : (
            <a
              href={file.url}
              download={file.fileName}
              className="flex items-center gap-2 rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm text-ink outline-none hover:bg-surface-sunken focus-visible:ring-2 focus-visible:ring-brand-500"
              // The visible name and size are the accessible name; the title says what it does.
              title={t('inbox-attachments.message.download', {
                name: file.fileName,
                size: formatBytes(file.size, i18n.language),
              })}
              data-testid="attachment-file"
            >
              <DocumentIcon size={18} aria-hidden="true" />
              <span className="max-w-48 truncate">{file.fileName}</span>{' '}
              <span className="text-xs text-ink-muted">
                {formatBytes(file.size, i18n.language)}
              </span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
