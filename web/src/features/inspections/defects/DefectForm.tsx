import { useMutation } from '@apollo/client/react';
import { DEFECT_WINDOW_LIMITS, ISSUE_SEVERITIES, tenantDefectSchema } from '@leiga/domain';
import { useState } from 'react';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddInspectionDefectDocument } from '../../../__generated__/graphql';
import { toGraphEnum } from '../../../lib/enums';
import { FormAlert, translateFieldError } from '../../../ui/fields';
import { labelClass } from '../../../ui/form/Field';
import { FormError, SubmitButton, useServerSubmit } from '../../../ui/form/FormKit';
import { TextField } from '../../../ui/form/controlled';
import { useZodForm } from '../../../ui/form/zod-form';
import { Button } from '../../../ui/Button';
import { ProgressBar } from '../../../ui/ProgressBar';
import { DefectPhotoField } from './DefectPhotoField';
import { sendDefectPhotos, type ChosenPhoto } from './defect-photos';
import { readDefect, translateDefectError, type DefectAddendum } from './model';

type Sending = { done: number; total: number; fraction: number };
type Unsent = { defectId: string; photos: ChosenPhoto[]; errorKey: string };

const radioClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-4 text-sm text-ink outline-none selected:border-brand-600 selected:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 dark:selected:bg-brand-900';

/**
 * A defect the tenant found after moving in: what, a description and how serious (domain's
 * tenantDefectSchema judges it); the api adds it to the signed report as a final addendum.
 */
export function DefectForm({
  reportId,
  token,
  onAdded,
  onPhotosSent,
}: {
  reportId: string;
  token: string;
  onAdded: (addendum: DefectAddendum) => void;
  /** Photos of a defect were stored: the page reads the defects again to show them. */
  onPhotosSent: () => void;
}) {
  const { t } = useTranslation();
  const [added, setAdded] = useState(false);
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [sending, setSending] = useState<Sending | null>(null);
  const [unsent, setUnsent] = useState<Unsent | null>(null);

  /** Sends the photos of a defect already added; those that fail stay for another try. */
  const sendPhotos = async (defectId: string, list: ChosenPhoto[]) => {
    setUnsent(null);
    setSending({ done: 0, total: list.length, fraction: 0 });
    const failed = await sendDefectPhotos({
      reportId,
      defectId,
      token,
      photos: list,
      onProgress: (done, fraction) => setSending({ done, total: list.length, fraction }),
    });
    setSending(null);
    if (failed.length < list.length) onPhotosSent();
    if (failed.length > 0)
      setUnsent({ defectId, photos: failed.map((f) => f.photo), errorKey: failed[0]!.errorKey });
  };
  const [add] = useMutation(AddInspectionDefectDocument);
  const form = useZodForm(tenantDefectSchema, {
    defaultValues: { token, subject: '', description: '', severity: undefined },
  });
  const { control } = form;
  const onSubmit = useServerSubmit(
    form,
    async (values) => {
      setAdded(false);
      const { data } = await add({
        variables: {
          input: {
            reportId,
            token: values.token,
            subject: values.subject,
            description: values.description,
            severity: toGraphEnum(values.severity),
          },
        },
      });
      if (!data) return;
      const defect = readDefect(data.addInspectionDefect);
      onAdded(defect);
      form.reset({ token, subject: '', description: '', severity: undefined });
      setAdded(true);
      const chosen = photos;
      setPhotos([]);
      if (chosen.length > 0) await sendPhotos(defect.id, chosen);
    },
    { translateError: translateDefectError },
  );

  return (
    <form
      className="flex flex-col gap-4"
      aria-labelledby="defect-form-title"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
    >
      <h2 id="defect-form-title" className="text-lg font-semibold text-ink">
        {t('inspection-window.form_title')}
      </h2>
      {added && !sending && <FormAlert tone="success">{t('inspection-window.added')}</FormAlert>}
      {sending && (
        <div className="flex flex-col gap-1" aria-live="polite">
          <p className="text-sm text-ink">
            {t('inspection-window.photos.sending', {
              current: Math.min(sending.done + 1, sending.total),
              total: sending.total,
            })}
          </p>
          <ProgressBar
            label={t('inspection-window.photos.progress')}
            fraction={(sending.done + sending.fraction) / sending.total}
          />
        </div>
      )}
      {unsent && (
        <FormAlert>
          <p>{t('inspection-window.photos.failed', { count: unsent.photos.length })}</p>
          <p>{t(unsent.errorKey, { max: DEFECT_WINDOW_LIMITS.photosPerDefect })}</p>
          <div className="mt-2">
            <Button
              size="sm"
              variant="secondary"
              onPress={() => void sendPhotos(unsent.defectId, unsent.photos)}
            >
              {t('inspection-window.photos.retry')}
            </Button>
          </div>
        </FormAlert>
      )}
      <FormError control={control} />
      <TextField
        control={control}
        name="subject"
        label={t('inspection-window.fields.subject')}
        isRequired
      />
      <TextField
        control={control}
        name="description"
        label={t('inspection-window.fields.description')}
        multiline
        rows={4}
        isRequired
      />
      <Controller
        control={control}
        name="severity"
        render={({ field, fieldState }) => (
          <RadioGroup
            name={field.name}
            value={field.value ?? null}
            onChange={field.onChange}
            isInvalid={Boolean(fieldState.error)}
            isRequired
            validationBehavior="aria"
            className="flex flex-col gap-2"
          >
            <Label className={labelClass}>{t('inspection-window.fields.severity')}</Label>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {ISSUE_SEVERITIES.map((severity) => (
                <Radio key={severity} value={severity} className={radioClass}>
                  {t(`inspection-window.severity.${severity}`)}
                </Radio>
              ))}
            </div>
            <FieldError className="text-sm text-red-700 dark:text-red-400">
              {translateFieldError(t, fieldState.error?.message)}
            </FieldError>
          </RadioGroup>
        )}
      />
      <DefectPhotoField photos={photos} onChange={setPhotos} isDisabled={sending !== null} />
      <div>
        <SubmitButton control={control}>{t('inspection-window.submit')}</SubmitButton>
      </div>
    </form>
  );
}
