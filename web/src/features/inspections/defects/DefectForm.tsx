import { useMutation } from '@apollo/client/react';
import { ISSUE_SEVERITIES, tenantDefectSchema } from '@leiga/domain';
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
import { readDefect, translateDefectError, type DefectAddendum } from './model';

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
}: {
  reportId: string;
  token: string;
  onAdded: (addendum: DefectAddendum) => void;
}) {
  const { t } = useTranslation();
  const [added, setAdded] = useState(false);
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
      onAdded(readDefect(data.addInspectionDefect));
      form.reset({ token, subject: '', description: '', severity: undefined });
      setAdded(true);
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
      {added && <FormAlert tone="success">{t('inspection-window.added')}</FormAlert>}
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
      <div>
        <SubmitButton control={control}>{t('inspection-window.submit')}</SubmitButton>
      </div>
    </form>
  );
}
