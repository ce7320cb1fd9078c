import { useEffect } from 'react';
import { photoUploads, type PhotoUploadQueue } from './photo-upload-queue';

/**
 * Reads the page's report again whenever an upload of it is stored; photos stored close together
 * cause one read, not one each. Stored uploads then leave the queue (the page shows them).
 */
export function usePhotoRefetch(
  reportId: string,
  refetch: () => Promise<unknown>,
  queue: PhotoUploadQueue = photoUploads,
): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = queue.onDone((photo) => {
      if (photo.reportId !== reportId) return;
      clearTimeout(timer);
      timer = setTimeout(() => void refetch().then(() => queue.clearDone()), 300);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [reportId, queue, refetch]);
}
