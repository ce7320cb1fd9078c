import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../shell/toast-store';
import { buttonClass } from '../../ui/Button';
import { ProgressBar } from '../../ui/ProgressBar';
import { translateProfileField } from './messages';
import { uploadProfileFiles, UploadError } from './upload';

/** A file picker that uploads straight to REST with a progress bar, then calls onDone. */
export function UploadButton({
  label,
  path,
  accept = 'image/jpeg,image/png,image/webp,image/heic,image/heif',
  multiple = false,
  onDone,
  testId,
}: {
  label: string;
  path: string;
  accept?: string;
  multiple?: boolean;
  onDone: () => Promise<unknown> | void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    setProgress(0);
    try {
      await uploadProfileFiles(path, files, setProgress);
      await onDone();
      toast.success(t('profiles.upload.done'));
    } catch (error) {
      const key = error instanceof UploadError ? error.messageKey : 'errors.something_went_wrong';
      toast.error(translateProfileField(t, key) ?? t([key, 'errors.something_went_wrong']));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="inline-flex flex-col gap-1">
      <label
        className={`${buttonClass('secondary', 'sm')} cursor-pointer focus-within:ring-2 focus-within:ring-brand-500`}
      >
        {label}
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple={multiple}
          className="sr-only"
          data-testid={testId}
          disabled={progress !== null}
          onChange={(e) => void onFiles(Array.from(e.target.files ?? []))}
        />
      </label>
      {progress !== null && (
        <ProgressBar label={t('profiles.upload.progress')} fraction={progress} />
      )}
    </div>
  );
}
