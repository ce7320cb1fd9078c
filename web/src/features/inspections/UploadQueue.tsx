import type { InspectionPhotoOwner } from '@leiga/domain';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { photoUploads, type PhotoUploadQueue, type QueuedPhoto } from './photo-upload-queue';

/** The queue's photos as they change. */
export function useQueuedPhotos(queue: PhotoUploadQueue = photoUploads): readonly QueuedPhoto[] {
  return useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
}

function statusText(t: (key: string, o?: Record<string, unknown>) => string, p: QueuedPhoto) {
  const name = p.file.name;
  if (p.status === 'uploading')
    return t('inspection-photos.queue.uploading', { name, percent: Math.round(p.progress * 100) });
  if (p.status === 'waiting' || p.status === 'offline')
    return t('inspection-photos.queue.waiting', { name });
  if (p.status === 'retrying') return t('inspection-photos.queue.retrying', { name });
  return t('inspection-photos.queue.failed', { name });
}

/**
 * The photos of one room, subject or issue still on their way: each with its progress, a
 * refused one with its reason and "try again"; stored ones leave the list (the page shows them).
 */
export function UploadQueue({
  reportId,
  target,
  queue = photoUploads,
}: {
  reportId: string;
  target: InspectionPhotoOwner;
  queue?: PhotoUploadQueue;
}) {
  const { t } = useTranslation();
  const all = useQueuedPhotos(queue);
  const mine = all.filter(
    (p) =>
      p.reportId === reportId &&
      p.target.kind === target.kind &&
      p.target.id === target.id &&
      p.status !== 'done',
  );
  if (mine.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-col gap-2" aria-label={t('inspection-photos.queue.title')}>
      {mine.map((p) => {
        const percent = Math.round(p.progress * 100);
        const isFailed = p.status === 'failed';
        return (
          <li
            key={p.key}
            className="rounded-lg border border-line p-2 text-sm"
            data-testid="inspection-photo-upload"
            data-status={p.status}
          >
            <p className={isFailed ? 'text-red-700 dark:text-red-400' : 'text-ink'}>
              {statusText(t, p)}
            </p>
            {p.errorKey && (
              <p className={isFailed ? 'text-red-700 dark:text-red-400' : 'text-ink-muted'}>
                {t(p.errorKey)}
              </p>
            )}
            {!isFailed && (
              <div
                role="progressbar"
                aria-label={t('inspection-photos.queue.uploading', {
                  name: p.file.name,
                  percent,
                })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1 h-2 overflow-hidden rounded-full bg-surface-sunken"
              >
                <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
              </div>
            )}
            <div className="mt-1 flex gap-2">
              {(isFailed || p.status === 'retrying' || p.status === 'offline') && (
                <Button size="sm" variant="secondary" onPress={() => queue.retry(p.key)}>
                  {t('inspection-photos.queue.retry')}
                </Button>
              )}
              {p.status !== 'uploading' && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('inspection-photos.queue.remove', { name: p.file.name })}
                  onPress={() => queue.remove(p.key)}
                >
                  <CloseIcon aria-hidden />
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Said once a page: how many photos wait for the connection to come back, and how many that
 * waited when the page was last reloaded or closed are on their way again.
 */
export function OfflineNotice({ queue = photoUploads }: { queue?: PhotoUploadQueue }) {
  const { t } = useTranslation();
  const photos = useQueuedPhotos(queue);
  const waiting = photos.filter((p) => p.status === 'offline').length;
  const restored = photos.filter(
    (p) => p.isRestored && p.status !== 'done' && p.status !== 'failed',
  ).length;
  return (
    <>
      <p aria-live="polite" className="text-sm text-amber-800 dark:text-amber-300">
        {waiting > 0 ? t('inspection-photos.queue.offline', { count: waiting }) : ''}
      </p>
      <p
        aria-live="polite"
        className="text-sm text-ink-muted"
        data-testid="inspection-photo-restored"
      >
        {restored > 0 ? t('inspection-photos.queue.restored', { count: restored }) : ''}
      </p>
    </>
  );
}
