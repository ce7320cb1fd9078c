import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadError, uploadFilesForAnswer } from '../../../lib/upload';
import { ErrorText } from '../../../ui/ListState';
import { inputClass, labelClass } from '../../../ui/fields';
import type { Claim } from './model';

/**
 * Invoices (PDF) and photos for a draft claim, sent straight to REST like the inbox's files, for
 * the whole claim or one of its lines; `onUploaded` reads the claim again.
 */
export function EvidenceUpload({ claim, onUploaded }: { claim: Claim; onUploaded: () => void }) {
  const { t } = useTranslation();
  const [lineId, setLineId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    setProgress(0);
    try {
      await uploadFilesForAnswer({
        path: `/api/rental-guarantees/${encodeURIComponent(claim.guaranteeId)}/claims/${encodeURIComponent(claim.id)}/files/`,
        files,
        onProgress: setProgress,
        namespace: 'guarantee-claims',
        networkErrorKey: 'guarantee-claims.errors.network',
        fields: lineId ? { line_id: lineId } : {},
      });
      onUploaded();
    } catch (e) {
      setError(e instanceof UploadError ? t(e.messageKey) : t('errors.something_went_wrong'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <h2 className="font-semibold text-ink">{t('guarantee-claims.web.evidence')}</h2>
      <p className="text-sm text-ink-muted">{t('guarantee-claims.web.evidence_help')}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="evidence-line" className={labelClass}>
            {t('guarantee-claims.web.evidence_for')}
          </label>
          <select
            id="evidence-line"
            className={inputClass}
            value={lineId}
            onChange={(e) => setLineId(e.target.value)}
          >
            <option value="">{t('guarantee-claims.web.evidence_whole_claim')}</option>
            {claim.lines.map((l) => (
              <option key={l.id} value={l.id}>
                {l.description}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="evidence-file" className={labelClass}>
            {t('guarantee-claims.web.evidence_file')}
          </label>
          <input
            id="evidence-file"
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png"
            className={inputClass}
            disabled={progress !== null}
            onChange={(e) => void upload(e)}
          />
        </div>
      </div>
      {progress !== null && (
        <progress value={progress} max={1} aria-label={t('guarantee-claims.web.uploading')} />
      )}
      {error && <ErrorText>{error}</ErrorText>}
      {claim.files.filter((f) => f.lineId === null).length > 0 && (
        <ul className="flex flex-col gap-1">
          {claim.files
            .filter((f) => f.lineId === null)
            .map((f) => (
              <li key={f.id}>
                <a href={f.url} className="text-sm text-brand-700 underline">
                  {f.fileName}
                </a>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
