import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';

/** A step's form: its fields (catalogue namespace `contracts`), what saving did, and Continue. */
export function StepFrame({
  title,
  note,
  status,
  formError,
  onBlur,
  onSubmit,
  children,
}: {
  title: string;
  note?: ReactNode;
  status: 'idle' | 'saving' | 'saved' | 'failed';
  formError: string | null;
  onBlur: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FieldNamespace.Provider value="contracts">
      <form noValidate onBlur={onBlur} onSubmit={onSubmit} className="flex flex-col gap-5">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        {note && <FormAlert tone="info">{note}</FormAlert>}
        {children}
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex items-center gap-3">
          <Button type="submit">{t('common.actions.continue')}</Button>
          <span className="text-sm text-ink-muted" aria-live="polite" data-testid="save-status">
            {status === 'saving' && t('common.status.saving')}
            {status === 'saved' && t('common.status.saved')}
          </span>
        </div>
      </form>
    </FieldNamespace.Provider>
  );
}
