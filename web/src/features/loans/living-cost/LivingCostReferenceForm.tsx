import { useMutation } from '@apollo/client/react';
import {
  livingCostReferenceCreateSchema,
  type LivingCostReferenceCreateInput,
} from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { AddLivingCostReferenceDocument } from '../../../__generated__/graphql';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../shell/toast-store';
import { NumberField, TextField } from '../../../ui/form/controlled';
import { FormError, SubmitButton, useServerSubmit } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';
import { useZodForm } from '../../../ui/form/zod-form';

const EMPTY = { from: '', source: '' };

/**
 * Record UMS's newly published figures from a day on. The domain's schema checks them here as the
 * api does; a day already recorded is refused by the api (a recorded period is never changed).
 */
export function LivingCostReferenceForm() {
  const { t } = useTranslation();
  const form = useZodForm(livingCostReferenceCreateSchema, { defaultValues: EMPTY });
  const [add] = useMutation(AddLivingCostReferenceDocument, {
    refetchQueries: ['LivingCostReferences'],
  });
  const onSubmit = useServerSubmit(form, async (values: LivingCostReferenceCreateInput) => {
    await add({
      variables: {
        input: {
          from: values.from,
          firstAdult: values.first_adult,
          otherAdult: values.other_adult,
          perChild: values.per_child,
          source: values.source,
        },
      },
    });
    toast.success(t('loans.living_cost.added', { date: formatDate(values.from) }));
    form.reset(EMPTY);
  });
  return (
    <FieldNamespace.Provider value="loans.living_cost">
      <form
        onSubmit={(e) => void onSubmit(e)}
        aria-label={t('loans.living_cost.add_title')}
        className="mb-6 flex max-w-xl flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-5"
        noValidate
      >
        <h2 className="text-lg font-semibold text-ink">{t('loans.living_cost.add_title')}</h2>
        <FormError control={form.control} />
        <TextField
          control={form.control}
          name="from"
          label={t('loans.living_cost.fields.from')}
          hint={t('loans.living_cost.fields.from_hint')}
          placeholder="2027-01-01"
          isRequired
        />
        <NumberField
          control={form.control}
          name="first_adult"
          label={t('loans.living_cost.fields.first_adult')}
        />
        <NumberField
          control={form.control}
          name="other_adult"
          label={t('loans.living_cost.fields.other_adult')}
        />
        <NumberField
          control={form.control}
          name="per_child"
          label={t('loans.living_cost.fields.per_child')}
        />
        <TextField
          control={form.control}
          name="source"
          label={t('loans.living_cost.fields.source')}
          hint={t('loans.living_cost.fields.source_hint')}
          maxLength={300}
          isRequired
        />
        <div>
          <SubmitButton control={form.control}>{t('loans.living_cost.add')}</SubmitButton>
        </div>
      </form>
    </FieldNamespace.Provider>
  );
}
