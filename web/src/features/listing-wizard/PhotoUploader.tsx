import { useMutation } from '@apollo/client/react';
import { LISTING_PHOTOS } from '@leiga/domain';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteListingPhotoDocument,
  ReorderListingPhotosDocument,
  SetListingCoverDocument,
} from '../../__generated__/graphql';
import { toast } from '../../shell/toast-store';
import { Button } from '../../ui/Button';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { translateGraphError } from '../../ui/graph-errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { translateFieldMessage } from './model';
import { checkPhotoFile, uploadPhoto, UploadError, type UploadFn } from './upload';

export type UploaderPhoto = {
  id: string;
  key: string;
  placeholder: string;
  isCover: boolean;
  position: number;
};

type Upload = {
  id: number;
  name: string;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
};

const CONCURRENCY = 3;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * The photos step: pick or drop several files, each uploads with its own progress bar; then drag
 * to reorder (or move with the buttons), choose the cover, delete after confirming.
 */
export function PhotoUploader({
  listingId,
  photos,
  onUploaded,
  upload = uploadPhoto,
}: {
  listingId: string;
  photos: readonly UploaderPhoto[];
  /** Called after each finished upload: refetch the listing. */
  onUploaded: () => Promise<unknown> | void;
  upload?: UploadFn;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [isDragOver, setDragOver] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState<UploaderPhoto | null>(null);
  const [announce, setAnnounce] = useState('');
  const [reorder] = useMutation(ReorderListingPhotosDocument);
  const [setCover] = useMutation(SetListingCoverDocument);
  const [removePhoto, removeState] = useMutation(DeleteListingPhotoDocument);

  // The order shown while a reorder is saved; the listing's own order takes over when it comes.
  useEffect(() => setOrder(null), [photos]);

  const sorted = [...photos].sort((a, b) => a.position - b.position);
  const ordered = order
    ? order.map((id) => sorted.find((p) => p.id === id)).filter((p): p is UploaderPhoto => !!p)
    : sorted;
  const room = LISTING_PHOTOS.max - photos.length;

  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const addFiles = async (files: File[]) => {
    const accepted: { file: File; id: number }[] = [];
    const added: Upload[] = [];
    for (const file of files) {
      const id = nextId.current++;
      const problem = checkPhotoFile(file);
      const tooMany = !problem && accepted.length >= room;
      if (problem || tooMany) {
        added.push({
          id,
          name: file.name,
          progress: 0,
          state: 'failed',
          error: tooMany
            ? t('listings.errors.too_many_photos', { max: LISTING_PHOTOS.max })
            : translateFieldMessage(t, problem!),
        });
      } else {
        accepted.push({ file, id });
        added.push({ id, name: file.name, progress: 0, state: 'waiting' });
      }
    }
    setUploads((list) => [...list.filter((u) => u.state !== 'done'), ...added]);
    const queue = [...accepted];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { file, id } = job;
        patch(id, { state: 'uploading' });
        try {
          await upload(listingId, file, (progress) => patch(id, { progress }));
          patch(id, { state: 'done', progress: 1 });
          await onUploaded();
        } catch (error) {
          const key =
            error instanceof UploadError ? error.messageKey : 'errors.something_went_wrong';
          patch(id, {
            state: 'failed',
            error: key.startsWith('validation.')
              ? translateFieldMessage(t, key)
              : t([key, 'errors.something_went_wrong'], { max: LISTING_PHOTOS.max }),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, accepted.length) }, worker));
    if (accepted.length > 0) {
      // Refetches that overlap share one request (Apollo deduplicates them), so the last one may
      // have left before the last upload ended: one more, with none in flight, shows them all.
      await onUploaded();
      setAnnounce(t('listings.photos.uploads_finished'));
    }
  };

  const saveOrder = async (ids: string[]) => {
    setOrder(ids);
    try {
      await reorder({ variables: { input: { listingId, photoIds: ids } } });
    } catch (error) {
      setOrder(null);
      toast.error(translateGraphError(t, error));
    }
  };

  const move = (index: number, delta: number) => {
    const ids = ordered.map((p) => p.id);
    const target = index + delta;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    setAnnounce(t('listings.photos.moved', { position: target + 1, count: ids.length }));
    void saveOrder(ids);
  };

  const dropOn = (targetId: string) => {
    if (!dragging || dragging === targetId) return;
    const ids = ordered.map((p) => p.id).filter((id) => id !== dragging);
    ids.splice(
      ids.indexOf(targetId) +
        (ordered.findIndex((p) => p.id === dragging) < ordered.findIndex((p) => p.id === targetId)
          ? 1
          : 0),
      0,
      dragging,
    );
    setDragging(null);
    void saveOrder(ids);
  };

  const makeCover = async (photo: UploaderPhoto) => {
    try {
      await setCover({ variables: { input: { listingId, photoId: photo.id } } });
      setAnnounce(t('listings.photos.cover_set'));
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removePhoto({ variables: { input: { listingId, photoId: deleting.id } } });
      setDeleting(null);
      toast.success(t('listings.photos.deleted'));
    } catch (error) {
      toast.error(translateGraphError(t, error));
    }
  };

  const onDropFiles = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    if (e.dataTransfer.files.length) void addFiles([...e.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        onDragOver={(e) => {
          if (e.dataTransfer.types.includes('Files')) {
            e.preventDefault();
            setDragOver(true);
          }
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDropFiles}
        className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-8 text-center ${isDragOver ? 'border-brand-500 bg-brand-50 dark:bg-brand-900' : 'border-line'}`}
      >
        <p className="font-semibold text-ink">{t('listings.photos.drop_here')}</p>
        <p className="text-sm text-ink-muted">
          {t('listings.photos.rules', {
            max: LISTING_PHOTOS.max,
            min: LISTING_PHOTOS.minToPublish,
          })}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          aria-label={t('listings.photos.choose')}
          data-testid="photo-input"
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) void addFiles(files);
          }}
        />
        <Button onPress={() => input.current?.click()} isDisabled={room <= 0}>
          {t('listings.photos.choose')}
        </Button>
      </div>

      {uploads.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('listings.photos.uploads')}>
          {uploads.map((u) => (
            <li
              key={u.id}
              className="rounded-lg border border-line p-3 text-sm"
              data-testid="upload-row"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="truncate text-ink">{u.name}</span>
                <span
                  className={
                    u.state === 'failed' ? 'text-red-700 dark:text-red-400' : 'text-ink-muted'
                  }
                >
                  {u.state === 'failed'
                    ? t('listings.photos.failed')
                    : u.state === 'done'
                      ? t('listings.photos.done')
                      : `${Math.round(u.progress * 100)}%`}
                </span>
              </div>
              {u.state !== 'failed' && (
                <div
                  role="progressbar"
                  aria-label={t('listings.photos.progress', { name: u.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(u.progress * 100)}
                  className="mt-2 h-2 overflow-hidden rounded-full bg-surface-sunken"
                >
                  <div
                    className={`h-full rounded-full transition-[width] ${u.state === 'done' ? 'bg-green-600' : 'bg-brand-600'}`}
                    style={{ width: `${Math.round(u.progress * 100)}%` }}
                  />
                </div>
              )}
              {u.error && (
                <p role="alert" className="mt-1 text-red-700 dark:text-red-400">
                  {u.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}

      {ordered.length > 0 && (
        <div>
          <h2 className="mb-1 font-semibold text-ink">
            {t('listings.photos.your_photos', { count: ordered.length })}
          </h2>
          <p className="mb-3 text-sm text-ink-muted">{t('listings.photos.reorder_hint')}</p>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="photo-grid">
            {ordered.map((photo, i) => (
              <li
                key={photo.id}
                draggable
                onDragStart={(e) => {
                  setDragging(photo.id);
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', photo.id);
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(e) => {
                  if (dragging) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  dropOn(photo.id);
                }}
                className={`overflow-hidden rounded-xl border bg-surface-raised ${dragging === photo.id ? 'opacity-50' : ''} ${photo.isCover ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line'}`}
                data-testid="photo-item"
                data-photo-id={photo.id}
              >
                <div className="relative cursor-grab">
                  <ImageWithPlaceholder
                    src={photo.key}
                    placeholder={photo.placeholder}
                    alt={t('listings.photos.photo_alt', { position: i + 1 })}
                    sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 90vw"
                  />
                  <span className="absolute top-2 left-2 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
                    {photo.isCover ? t('listings.photos.cover') : i + 1}
                  </span>
                </div>
                <div className="flex flex-wrap gap-1 p-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    isDisabled={i === 0}
                    onPress={() => move(i, -1)}
                    aria-label={t('listings.photos.move_earlier', { position: i + 1 })}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    isDisabled={i === ordered.length - 1}
                    onPress={() => move(i, 1)}
                    aria-label={t('listings.photos.move_later', { position: i + 1 })}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    variant={photo.isCover ? 'primary' : 'secondary'}
                    aria-pressed={photo.isCover}
                    onPress={() => void makeCover(photo)}
                    aria-label={t('listings.photos.make_cover_n', { position: i + 1 })}
                  >
                    {t('listings.photos.make_cover')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="ml-auto"
                    onPress={() => setDeleting(photo)}
                    aria-label={t('listings.photos.delete_n', { position: i + 1 })}
                  >
                    {t('common.actions.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('listings.photos.delete_title')}
        text={t('listings.photos.delete_text')}
        isLoading={removeState.loading}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
