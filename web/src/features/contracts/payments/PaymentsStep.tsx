import { useMutation, useQuery } from '@apollo/client/react';
import { paymentsFormSchema, type Contract } from '@leiga/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../__generated__';
import {
  ChoosePayoutMethodDocument,
  PayoutMethodItemFragmentDoc,
  ContractPaymentsStepDocument,
  type ContractPaymentsStepQuery,
  type PayoutMethodItemFragment,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { ErrorText, LoadState } from '../../../ui/ListState';
import { translateContractError, type ContractDetail } from '../model';
import { StepFrame } from '../wizard/StepFrame';
import { useStepForm } from '../wizard/useStepForm';
import { AddPayoutAccountForm } from './AddPayoutAccountForm';
import { PartySelect } from './PartySelect';
import { PayoutMethodList } from './PayoutMethodList';
import { formatAccount, toChosenPayoutMethod, toDomainPayoutMethod } from './model';

type StepProps = { contract: ContractDetail; domain: Contract };

/**
 * Payments (SPEC 2, section 5 rules): cash, or a bank account of the payee's. The payee is a
 * landlord and the payor a tenant of the contract; the account is one of the signed-in user's,
 * chosen from the list or added here once the bank confirms it.
 */
export function PaymentsStep({ contract, domain }: StepProps) {
  const { data, loading, error } = useQuery(ContractPaymentsStepDocument, {
    variables: { id: contract.id },
  });
  if (!data?.contract)
    return (
      <LoadState
        hasData={false}
        isLoading={loading}
        error={error}
        translateError={translateContractError}
      />
    );
  return (
    <PaymentsForm
      contract={contract}
      domain={domain}
      current={data.contract.payoutMethod ?? null}
      methods={getFragmentData(PayoutMethodItemFragmentDoc, data.myPayoutMethods)}
    />
  );
}

type CurrentMethod = NonNullable<ContractPaymentsStepQuery['contract']>['payoutMethod'];

function PaymentsForm({
  contract,
  domain,
  current,
  methods,
}: StepProps & { current: CurrentMethod; methods: readonly PayoutMethodItemFragment[] }) {
  const { t } = useTranslation();
  const step = useStepForm({
    contractId: contract.id,
    step: 'payments',
    schema: paymentsFormSchema,
    fields: ['paid_with_cash', 'payee', 'payor'],
    defaultValues: {
      paid_with_cash: domain.paid_with_cash,
      payout_method: toDomainPayoutMethod(current ?? null),
      payee: domain.payee,
      payor: domain.payor,
    },
  });
  const [isCash, payee, payor, chosen] = useWatch({
    control: step.control,
    name: ['paid_with_cash', 'payee', 'payor', 'payout_method'],
  });
  const [isAdding, setIsAdding] = useState(false);
  const [choose, choosing] = useMutation(ChoosePayoutMethodDocument);
  const errors = step.form.formState.errors;
  const payeeIdentifier = payee?.identifier ?? null;
  const chosenId = chosen?.id === undefined ? null : String(chosen.id);
  const isListed = chosenId !== null && methods.some((m) => m.id === chosenId);

  const setPayoutMethod = async (method: PayoutMethodItemFragment) => {
    await choose({
      variables: { input: { id: contract.id, payoutMethodId: method.id, paidWithCash: false } },
    });
    step.form.setValue('paid_with_cash', false);
    step.form.setValue('payout_method', toChosenPayoutMethod(method), { shouldValidate: true });
  };
  // A failed choice shows beside the list (choosing.error); nothing else to do with it here.
  const onChoose = (method: PayoutMethodItemFragment) =>
    void setPayoutMethod(method).catch(() => {});

  return (
    <StepFrame
      title={t('contracts.steps.payments')}
      note={t('contracts.payments.note')}
      status={step.status}
      formError={step.formError}
      onBlur={step.onBlur}
      onSubmit={step.onSubmit}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">
          {t('contracts.payments.how_label')}
        </legend>
        {[true, false].map((option) => (
          <label key={String(option)} className="flex items-center gap-3 text-sm text-ink">
            <input
              type="radio"
              name="paid-with-cash"
              className="size-4 accent-brand-700"
              checked={isCash === option}
              onChange={() => step.form.setValue('paid_with_cash', option, { shouldDirty: true })}
            />
            {option ? t('contracts.payments.cash') : t('contracts.payments.bank')}
          </label>
        ))}
      </fieldset>
      <PartySelect
        id="contract-payee"
        label={t('contracts.fields.payee')}
        hint={t('contracts.payments.payee_hint')}
        parties={domain.landlords}
        value={payee ?? null}
        error={errors.payee?.message}
        onChange={(party) => step.form.setValue('payee', party, { shouldDirty: true })}
      />
      <PartySelect
        id="contract-payor"
        label={t('contracts.payments.payor')}
        hint={t('contracts.payments.payor_hint')}
        parties={domain.tenants}
        value={payor ?? null}
        onChange={(party) => step.form.setValue('payor', party, { shouldDirty: true })}
      />
      {!isCash && (
        <section aria-labelledby="payout-methods-title" className="flex flex-col gap-3">
          <h3 id="payout-methods-title" className="font-semibold text-ink">
            {t('contracts.fields.payout_method')}
          </h3>
          {chosen && !isListed && (
            <p className="text-sm text-ink" data-testid="current-payout-method">
              {t('contracts.payments.current', {
                account: formatAccount({ iban: chosen.bank_account.iban }),
              })}
            </p>
          )}
          <PayoutMethodList
            methods={methods}
            chosenId={chosenId}
            payeeIdentifier={payeeIdentifier}
            isChoosing={choosing.loading}
            onChoose={onChoose}
          />
          {choosing.error && <ErrorText>{translateContractError(t, choosing.error)}</ErrorText>}
          {errors.payout_method?.message && (
            <p className="text-sm text-red-700 dark:text-red-400" role="alert">
              {t(`contracts.${errors.payout_method.message}`)}
            </p>
          )}
          {isAdding ? (
            <AddPayoutAccountForm
              payeeIdentifier={payeeIdentifier}
              onCancel={() => setIsAdding(false)}
              onAdded={(method) => {
                setIsAdding(false);
                onChoose(method);
              }}
            />
          ) : (
            <div>
              <Button variant="secondary" onPress={() => setIsAdding(true)}>
                {t('contracts.payments.add')}
              </Button>
            </div>
          )}
        </section>
      )}
    </StepFrame>
  );
}
