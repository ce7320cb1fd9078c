import { useMutation } from '@apollo/client/react';
import { INSPECTION_ENTITY_LIMITS, inspectionEntityPatchSchemaFor } from '@leiga/domain';
import { useId, useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UpdateInspectionUserDocument } from '../../../__generated__/graphql';
import { enumKey } from '../../../lib/enums';
import { toast } from '../../../shell/toast-store';
import { Button } from '../../../ui/Button';
import { DialogActions, DialogFrame } from '../../../ui/DialogFrame';
import { ChoiceLabel } from '../../../ui/form/Choice';
import { FieldMessage, inputClass, labelClass } from '../../../ui/form/Field';
import { FormError, SubmitButton, useServerSubmit } from '../../../ui/form/FormKit';
import { useZodForm } from '../../../ui/form/zod-form';
import { translatePeopleError } from './people-errors';
import { translateCode, type StepsReport } from './step-model';

type Person = StepsReport['users'][number];

/** A list's own error: zod's resolver keeps it at `root` beside the rows' errors. */
const listError = (error: { message?: string; root?: { message?: string } } | undefined) =>
  error?.root?.message ?? error?.message;

/**
 * Changes a person on a DRAFT report (SPEC 7's inspection-entities): name, person or company,
 * and the phones and e-mails, which replace the person's lists. Domain's patch schema for the
 * person's role judges the form first (an agent stays an individual); the api's field errors are
 * shown beside their fields. The role is not changed here.
 */
export function EditPersonDialog({
  reportId,
  person,
  onClose,
}: {
  reportId: string;
  person: Person;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const schema = useMemo(
    () => inspectionEntityPatchSchemaFor({ role: person.role, isIndividual: person.isIndividual }),
    [person.role, person.isIndividual],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      name: person.name,
      is_individual: person.isIndividual,
      phones: person.phones.map((p) => ({ country_code: p.countryCode, number: p.number })),
      emails: person.emails.map((e) => ({ email: e.email })),
    },
  });
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const emails = useFieldArray({ control: form.control, name: 'emails' });
  const isIndividual = useWatch({ control: form.control, name: 'is_individual' });
  const errors = form.formState.errors;
  const [update] = useMutation(UpdateInspectionUserDocument);

  const onSubmit = useServerSubmit(
    form,
    async (values) => {
      await update({
        variables: {
          input: {
            reportId,
            userId: person.id,
            name: values.name,
            isIndividual: values.is_individual,
            phones: values.phones?.map((p) => ({ countryCode: p.country_code, number: p.number })),
            emails: values.emails?.map((e) => ({ email: e.email })),
          },
        },
      });
      toast.success(t('inspection-rooms.people.saved', { name: values.name ?? person.name }));
      onClose();
    },
    { translateError: translatePeopleError },
  );

  const error = (message: string | undefined) => (message ? translateCode(t, message) : undefined);
  const described = (field: string, message: string | undefined) =>
    message ? `${id}-${field}-error` : undefined;
  const max = INSPECTION_ENTITY_LIMITS.maxContacts;
  const phonesError = listError(errors.phones);
  const emailsError = listError(errors.emails);

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('inspection-rooms.people.title')}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          {t('inspection-rooms.people.role_fixed', {
            role: t(enumKey('inspections.roles', person.role)),
          })}
        </p>
        <FormError control={form.control} />
        <div className="flex flex-col gap-1.5">
          <label className={labelClass} htmlFor={`${id}-name`}>
            {t('inspection-steps.summary.name')}
          </label>
          <input
            id={`${id}-name`}
            className={inputClass}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name', errors.name?.message)}
            {...form.register('name')}
          />
          <FieldMessage id={`${id}-name-error`} error={error(errors.name?.message)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <ChoiceLabel
            label={t('inspection-steps.summary.is_company')}
            checked={isIndividual === false}
            aria-invalid={errors.is_individual ? true : undefined}
            aria-describedby={described('is_individual', errors.is_individual?.message)}
            onChange={(e) =>
              form.setValue('is_individual', !e.target.checked, { shouldDirty: true })
            }
          />
          <FieldMessage
            id={`${id}-is_individual-error`}
            error={error(errors.is_individual?.message)}
          />
        </div>

        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={described('phones', phonesError)}
        >
          <legend className={labelClass}>{t('inspection-rooms.people.phones')}</legend>
          {phones.fields.length === 0 && (
            <p className="text-sm text-ink-muted">{t('inspection-rooms.people.no_phones')}</p>
          )}
          {phones.fields.map((row, i) => {
            const rowErrors = errors.phones?.[i];
            const n = i + 1;
            const message = rowErrors?.country_code?.message ?? rowErrors?.number?.message;
            return (
              <div key={row.id} className="flex flex-col gap-1" data-testid="edit-phone">
                <div className="flex items-center gap-2">
                  <input
                    className={`${inputClass} w-20`}
                    inputMode="numeric"
                    autoComplete="off"
                    aria-label={t('inspection-rooms.people.country_code_n', { n })}
                    aria-invalid={rowErrors?.country_code ? true : undefined}
                    aria-describedby={described(`phones-${i}`, message)}
                    {...form.register(`phones.${i}.country_code`)}
                  />
                  <input
                    className={`${inputClass} flex-1`}
                    type="tel"
                    autoComplete="off"
                    aria-label={t('inspection-rooms.people.phone_n', { n })}
                    aria-invalid={rowErrors?.number ? true : undefined}
                    aria-describedby={described(`phones-${i}`, message)}
                    {...form.register(`phones.${i}.number`)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('inspection-rooms.people.remove_phone', { n })}
                    onPress={() => phones.remove(i)}
                  >
                    {t('inspection-steps.summary.remove')}
                  </Button>
                </div>
                <FieldMessage id={`${id}-phones-${i}-error`} error={error(message)} />
              </div>
            );
          })}
          {phones.fields.length < max && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onPress={() =>
                phones.append(
                  { country_code: '354', number: '' },
                  { focusName: `phones.${phones.fields.length}.number` },
                )
              }
            >
              {t('inspection-rooms.people.add_phone')}
            </Button>
          )}
          <FieldMessage id={`${id}-phones-error`} error={error(phonesError)} />
        </fieldset>

        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={described('emails', emailsError)}
        >
          <legend className={labelClass}>{t('inspection-rooms.people.emails')}</legend>
          {emails.fields.length === 0 && (
            <p className="text-sm text-ink-muted">{t('inspection-rooms.people.no_emails')}</p>
          )}
          {emails.fields.map((row, i) => {
            const message = errors.emails?.[i]?.email?.message;
            const n = i + 1;
            return (
              <div key={row.id} className="flex flex-col gap-1" data-testid="edit-email">
                <div className="flex items-center gap-2">
                  <input
                    className={`${inputClass} flex-1`}
                    type="email"
                    autoComplete="off"
                    aria-label={t('inspection-rooms.people.email_n', { n })}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={described(`emails-${i}`, message)}
                    {...form.register(`emails.${i}.email`)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('inspection-rooms.people.remove_email', { n })}
                    onPress={() => emails.remove(i)}
                  >
                    {t('inspection-steps.summary.remove')}
                  </Button>
                </div>
                <FieldMessage id={`${id}-emails-${i}-error`} error={error(message)} />
              </div>
            );
          })}
          {emails.fields.length < max && (
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              onPress={() =>
                emails.append({ email: '' }, { focusName: `emails.${emails.fields.length}.email` })
              }
            >
              {t('inspection-rooms.people.add_email')}
            </Button>
          )}
          <FieldMessage id={`${id}-emails-error`} error={error(emailsError)} />
        </fieldset>

        <DialogActions className="">
          <Button variant="secondary" onPress={onClose}>
            {t('common.actions.cancel')}
          </Button>
          <SubmitButton control={form.control}>{t('inspection-rooms.people.save')}</SubmitButton>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
