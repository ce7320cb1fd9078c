import { useMutation } from '@apollo/client/react';
import { inspectionAddendumSchema } from '@leiga/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CommitInspectionAddendumDocument,
  CreateInspectionAddendumDocument,
  InspectionESignatureDocument,
} from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { labelClass, textAreaClass } from '../../../ui/form/Field';
import { SigningSection } from './SigningSection';
import { DefectPhotoThumbs } from '../defects/DefectPhotoField';
import { parseDefectText } from '../defects/model';
import { translateSigningError, type Addendum } from './model';

/** Later findings on the signed report: written as a DRAFT, finalised with a confirmation. */
export function AddendaSection({
  reportId,
  addenda,
  canWrite,
}: {
  reportId: string;
  addenda: readonly Addendum[];
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [committing, setCommitting] = useState<string | null>(null);
  const refetch = {
    refetchQueries: [{ query: InspectionESignatureDocument, variables: { reportId } }],
  };
  const [create, creating] = useMutation(CreateInspectionAddendumDocument, refetch);
  const [commit, committingState] = useMutation(CommitInspectionAddendumDocument, refetch);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = inspectionAddendumSchema.safeParse({ text });
    if (!parsed.success) {
      setFieldError(t(parsed.error.issues[0]?.message ?? 'inspection-signing.validation.required'));
      return;
    }
    setFieldError(null);
    try {
      await create({ variables: { input: { reportId, text: parsed.data.text } } });
      setText('');
    } catch (error) {
      toast.error(translateSigningError(t, error));
    }
  };

  return (
    <SigningSection title={t('inspection-signing.page.addenda')}>
      {addenda.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('inspection-signing.page.addenda_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="inspection-addenda">
          {addenda.map((a) => (
            <li key={a.id} className="rounded-xl bg-surface p-3 text-sm">
              <p className="whitespace-pre-wrap">{a.text}</p>
              <DefectPhotoThumbs
                photos={a.photos}
                subject={parseDefectText(a.text)?.subject ?? ''}
              />
              <p className="mt-1 text-ink-muted">
                {formatDate(a.createdAt)} ·{' '}
                {a.status === 'DRAFT'
                  ? t('inspection-signing.page.addendum_draft')
                  : t('inspection-signing.page.addendum_committed')}
              </p>
              {canWrite && a.status === 'DRAFT' && (
                <Button size="sm" variant="secondary" onPress={() => setCommitting(a.id)}>
                  {t('inspection-signing.page.addendum_commit')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        <form className="mt-3 flex flex-col gap-2" onSubmit={(e) => void onSubmit(e)} noValidate>
          <label htmlFor={`${id}-text`} className={labelClass}>
            {t('inspection-signing.page.addendum_text')}
          </label>
          <textarea
            id={`${id}-text`}
            className={textAreaClass}
            value={text}
            rows={3}
            aria-invalid={fieldError !== null}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {fieldError && (
            <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
              {fieldError}
            </p>
          )}
          <div>
            <Button type="submit" size="sm" isLoading={creating.loading}>
              {t('inspection-signing.page.addendum_add')}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        isOpen={committing !== null}
        onOpenChange={(open) => !open && setCommitting(null)}
        title={t('inspection-signing.page.addendum_commit')}
        text={t('inspection-signing.page.addendum_commit_confirm')}
        confirmLabel={t('inspection-signing.page.confirm')}
        tone="primary"
        isLoading={committingState.loading}
        onConfirm={() => {
          const addendumId = committing;
          setCommitting(null);
          if (addendumId)
            commit({ variables: { input: { reportId, addendumId } } }).catch((error: unknown) =>
              toast.error(translateSigningError(t, error)),
            );
        }}
      />
    </SigningSection>
  );
}
