import {
  checkPaperSignatures,
  INSPECTION_PAPER_SCAN,
  paperSignaturesSchema,
  type InspectionRole,
} from '@leiga/domain';
import { useRef, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DatePicker } from '../../../ui/date-picker';
import { ProgressBar } from '../../../ui/ProgressBar';
import { todayIso } from '../../../lib/format';
import { labelClass, textAreaClass } from '../../../ui/form/Field';
import { UploadError, uploadFilesForAnswer } from '../../../lib/upload';
import { newIdempotencyKey, type SignatureStatus } from './model';
import { SigningSection } from './SigningSection';

const radioClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-4 text-sm text-ink outline-none selected:border-brand-600 selected:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:selected:bg-brand-900';
const errorClass = 'text-sm text-red-700 dark:text-red-400';
const SCAN_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

type Outcome = { signed: boolean; reason: string };

/**
 * A report to be signed on paper: print it, have the landlords and tenants sign it in the flat,
 * then record who signed (a tenant may refuse, with the reason), the day and a scan or photo of
 * the signed pages. The rules are domain's, as the api's; the scan goes straight to REST with
 * progress, and a retry of an answer lost on the way records it once (the client key).
 */
export function PaperSigningSection({
  status,
  onPrint,
  onRecorded,
}: {
  status: SignatureStatus;
  onPrint: () => void;
  onRecorded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const signers = status.attendance.filter((a) => a.role === 'LL' || a.role === 'TN');
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [signedOn, setSignedOn] = useState<string | null>(todayIso());
  const [scan, setScan] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const clientKey = useRef<string | null>(null);
  const outcomeOf = (userId: string): Outcome => outcomes[userId] ?? { signed: true, reason: '' };
  const setOutcome = (userId: string, change: Partial<Outcome>) =>
    setOutcomes((all) => ({ ...all, [userId]: { ...outcomeOf(userId), ...change } }));

  const body = () => ({
    signed_on: signedOn ?? '',
    signers: signers.map((s) => {
      const o = outcomeOf(s.userId);
      return o.signed || s.role === 'LL'
        ? { user_id: Number(s.userId), signed: true }
        : { user_id: Number(s.userId), signed: false, decline_reason: o.reason };
    }),
  });

  /** The same rules the api applies, so a mistake shows beside its field before any upload. */
  const validate = (): boolean => {
    const found: Record<string, string> = {};
    const parsed = paperSignaturesSchema.safeParse(body());
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    else
      Object.assign(
        found,
        checkPaperSignatures(
          parsed.data,
          signers.map((s) => ({ id: Number(s.userId), role: s.role as InspectionRole })),
          { committedOn: null, today: todayIso() },
        ),
      );
    if (!scan) found['file'] = 'inspection-signing.errors.paper_scan_required';
    else if (!SCAN_TYPES.includes(scan.type)) found['file'] = 'validation.file_type';
    else if (scan.size > INSPECTION_PAPER_SCAN.maxBytes)
      found['file'] = 'inspection-signing.errors.paper_scan_size';
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const record = async () => {
    if (!scan) return;
    const data = body();
    clientKey.current ??= newIdempotencyKey();
    setProgress(0);
    try {
      await uploadFilesForAnswer({
        path: `/api/inspection-reports/${encodeURIComponent(status.reportId)}/paper-signatures/`,
        files: [scan],
        fields: {
          client_key: clientKey.current,
          signed_on: data.signed_on,
          signers: JSON.stringify(data.signers),
        },
        onProgress: setProgress,
        namespace: 'inspection-signing',
        networkErrorKey: 'inspection-signing.page.paper_network',
      });
      setIsConfirming(false);
      toast.success(t('inspection-signing.page.paper_recorded'));
      await onRecorded();
    } catch (error) {
      setIsConfirming(false);
      toast.error(
        t(error instanceof UploadError ? error.messageKey : 'errors.something_went_wrong'),
      );
    } finally {
      setProgress(null);
    }
  };

  const error = (path: string) =>
    errors[path] ? (
      <p id={`paper-${path}-error`} className={errorClass}>
        {t(errors[path])}
      </p>
    ) : null;

  return (
    <SigningSection title={t('inspection-signing.page.paper_title')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">{t('inspection-signing.page.paper_intro')}</p>
        <div>
          <Button variant="secondary" onPress={onPrint}>
            {t('inspection-signing.page.paper_print')}
          </Button>
        </div>
        {signers.map((s, i) => {
          const o = outcomeOf(s.userId);
          const who = `${t(`inspections.roles.${s.role.toLowerCase()}`)}: ${s.name}`;
          if (s.role === 'LL')
            return (
              <p key={s.userId} className="text-sm text-ink">
                <span className="font-medium">{who}</span> —{' '}
                {t('inspection-signing.page.paper_landlord_signs')}
              </p>
            );
          return (
            <div key={s.userId} className="flex flex-col gap-2">
              <RadioGroup
                value={o.signed ? 'signed' : 'declined'}
                onChange={(value) => setOutcome(s.userId, { signed: value === 'signed' })}
                className="flex flex-col gap-2"
              >
                <Label className={labelClass}>{who}</Label>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  <Radio value="signed" className={radioClass}>
                    {t('inspection-signing.page.paper_signed')}
                  </Radio>
                  <Radio value="declined" className={radioClass}>
                    {t('inspection-signing.page.paper_declined')}
                  </Radio>
                </div>
              </RadioGroup>
              {!o.signed && (
                <>
                  <label htmlFor={`paper-reason-${s.userId}`} className={labelClass}>
                    {t('inspection-signing.page.paper_reason')}
                  </label>
                  <textarea
                    id={`paper-reason-${s.userId}`}
                    className={textAreaClass}
                    rows={2}
                    value={o.reason}
                    aria-invalid={Boolean(errors[`signers.${i}.decline_reason`])}
                    aria-describedby={
                      errors[`signers.${i}.decline_reason`]
                        ? `paper-signers.${i}.decline_reason-error`
                        : undefined
                    }
                    onChange={(e) => setOutcome(s.userId, { reason: e.target.value })}
                  />
                  {error(`signers.${i}.decline_reason`)}
                </>
              )}
            </div>
          );
        })}
        {error('signers')}
        <DatePicker
          label={t('inspection-signing.page.paper_date')}
          value={signedOn}
          onChange={setSignedOn}
          isRequired
          error={errors['signed_on'] ? t(errors['signed_on']) : undefined}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="paper-scan" className={labelClass}>
            {t('inspection-signing.page.paper_scan')}
          </label>
          <input
            id="paper-scan"
            type="file"
            accept={SCAN_TYPES.join(',')}
            className="text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-surface-sunken file:px-3 file:py-2 file:text-ink"
            aria-invalid={Boolean(errors['file'])}
            aria-describedby={errors['file'] ? 'paper-file-error' : 'paper-scan-hint'}
            onChange={(e) => setScan(e.target.files?.[0] ?? null)}
          />
          <p id="paper-scan-hint" className="text-xs text-ink-muted">
            {t('inspection-signing.page.paper_scan_hint')}
          </p>
          {error('file')}
        </div>
        {progress !== null && (
          <ProgressBar label={t('inspection-signing.page.paper_uploading')} fraction={progress} />
        )}
        <div>
          <Button onPress={() => validate() && setIsConfirming(true)}>
            {t('inspection-signing.page.paper_record')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('inspection-signing.page.paper_confirm_title')}
        text={t('inspection-signing.page.paper_confirm_body')}
        confirmLabel={t('inspection-signing.page.paper_record')}
        tone="primary"
        isLoading={progress !== null}
        onConfirm={() => void record()}
      />
    </SigningSection>
  );
}
