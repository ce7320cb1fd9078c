import { useMutation } from '@apollo/client/react';
import { payoutAccountFormSchema, toPayoutAccountIban } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  AddPayoutMethodDocument,
  PayoutMethodItemFragmentDoc,
  type PayoutMethodItemFragment,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/form/controlled';
import { FormError, useServerSubmit } from '../../../ui/form/FormKit';
import { FieldNamespace } from '../../../ui/form/messages';
import { useZodForm } from '../../../ui/form/zod-form';
import { translateContractError } from '../model';

/**
 * A new account in the signed-in user's name: domain's form rules first (the holder must be
 * the payee), then the bank confirms the holder; its refusal lands on the field it is about.
 * Not a <form>: it sits inside the step's form, which must not submit with it.
 */
export function AddPayoutAccountForm({
  payeeIdentifier,
  onAdded,
  onCancel,
}: {
  payeeIdentifier: string | null;
  onAdded: (method: PayoutMethodItemFragment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(payoutAccountFormSchema(payeeIdentifier), {
    defaultValues: { account_number: '', holder_kennitala: payeeIdentifier ?? '' },
  });
  const [add] = useMutation(AddPayoutMethodDocument, { refetchQueries: ['ContractPaymentsStep'] });
  const submit = useServerSubmit(
    form,
    async (values) => {
      const { data } = await add({ variables: { input: { iban: toPayoutAccountIban(values) } } });
      if (data) onAdded(getFragmentData(PayoutMethodItemFragmentDoc, data.addPayoutMethod));
    },
    {
      translateError: translateContractError,
      // The bank answers about the IBAN the two fields make; its words go under the number.
      fieldPath: (path) => (path === 'iban' ? 'account_number' : null),
    },
  );
  return (
    <FieldNamespace.Provider value="contracts.payments">
      <div
        role="group"
        aria-label={t('contracts.payments.add_title')}
        className="flex flex-col gap-4 rounded-xl border border-line p-4"
        // The step saves on blur and submits on Enter; these fields are not the contract's.
        onBlur={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          void submit();
        }}
      >
        <h4 className="font-medium text-ink">{t('contracts.payments.add_title')}</h4>
        <p className="text-sm text-ink-muted">{t('contracts.payments.add_hint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={form.control}
            name="account_number"
            label={t('contracts.payments.account_number')}
            placeholder="0133-26-012345"
            inputMode="numeric"
            hint={t('contracts.payments.account_number_hint')}
          />
          <TextField
            control={form.control}
            name="holder_kennitala"
            label={t('contracts.payments.holder_kennitala')}
            inputMode="numeric"
          />
        </div>
        <FormError control={form.control} />
        <div className="flex gap-3">
          <Button isLoading={form.formState.isSubmitting} onPress={() => void submit()}>
            {t('contracts.payments.add_submit')}
          </Button>
          <Button variant="secondary" onPress={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        </div>
      </div>
    </FieldNamespace.Provider>
  );
}
