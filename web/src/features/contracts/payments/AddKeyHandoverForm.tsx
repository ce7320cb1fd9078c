import { useMutation } from '@apollo/client/react';
import { KEY_DIRECTIONS, keyTransactionInputSchema } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { AddKeyHandoverDocument } from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { NumberField, SelectField, TextField } from '../../../ui/form/controlled';
import { FormError, SubmitButton, useServerSubmit } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';
import { useZodForm } from '../../../ui/form/zod-form';
import { toGraphEnum } from '../../../lib/enums';
import { todayIso } from '../../../lib/format';
import { translateContractError } from '../model';

/** Record keys handed over: the day, which way, how many and what they open (domain's rules). */
export function AddKeyHandoverForm({
  contractId,
  onDone,
}: {
  contractId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(keyTransactionInputSchema, {
    defaultValues: {
      handed_over_on: todayIso(),
      direction: 'to_tenant',
      key_count: 1,
      description: null,
    },
  });
  const [add] = useMutation(AddKeyHandoverDocument, {
    refetchQueries: ['ContractKeyHandovers'],
    awaitRefetchQueries: true,
  });
  const submit = useServerSubmit(
    form,
    async (values) => {
      await add({
        variables: {
          input: {
            contractId,
            handedOverOn: values.handed_over_on,
            direction: toGraphEnum(values.direction),
            keyCount: values.key_count,
            description: values.description,
          },
        },
      });
      onDone();
    },
    { translateError: translateContractError },
  );
  return (
    <FieldNamespace.Provider value="contracts.keys">
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('contracts.keys.add_title')}
        className="mt-3 flex flex-col gap-4 rounded-xl border border-line p-4"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            control={form.control}
            name="handed_over_on"
            type="date"
            label={t('contracts.keys.date')}
          />
          <SelectField
            control={form.control}
            name="direction"
            label={t('contracts.keys.direction')}
            options={KEY_DIRECTIONS.map((d) => ({
              value: d,
              label: t(`contracts.keys.directions.${d}`),
            }))}
          />
          <NumberField control={form.control} name="key_count" label={t('contracts.keys.count')} />
        </div>
        <TextField
          control={form.control}
          name="description"
          isNullable
          label={t('contracts.keys.description')}
          hint={t('contracts.keys.description_hint')}
        />
        <FormError control={form.control} />
        <div className="flex gap-3">
          <SubmitButton control={form.control}>{t('contracts.keys.add_submit')}</SubmitButton>
          <Button variant="secondary" onPress={onDone}>
            {t('common.actions.cancel')}
          </Button>
        </div>
      </form>
    </FieldNamespace.Provider>
  );
}
