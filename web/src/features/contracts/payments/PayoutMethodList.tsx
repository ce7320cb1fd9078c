import { useMutation } from '@apollo/client/react';
import { formatKennitala } from '@leiga/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RemovePayoutMethodDocument,
  type PayoutMethodItemFragment,
} from '../../../__generated__/graphql';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorText } from '../../../ui/ListState';
import { translateContractError } from '../model';
import { formatAccount, isPayeesAccount } from './model';

/**
 * The signed-in user's accounts as radio buttons: one held by the payee may be chosen, the
 * others say why not. Removing one asks first.
 */
export function PayoutMethodList({
  methods,
  chosenId,
  payeeIdentifier,
  isChoosing,
  onChoose,
}: {
  methods: readonly PayoutMethodItemFragment[];
  chosenId: string | null;
  payeeIdentifier: string | null;
  isChoosing: boolean;
  onChoose: (method: PayoutMethodItemFragment) => void;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<PayoutMethodItemFragment | null>(null);
  const [remove, removal] = useMutation(RemovePayoutMethodDocument, {
    refetchQueries: ['ContractPaymentsStep'],
    awaitRefetchQueries: true,
  });
  if (methods.length === 0)
    return <p className="text-sm text-ink-muted">{t('contracts.payments.no_methods')}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={t('contracts.payments.methods_label')}>
        {methods.map((m) => {
          const isUsable = isPayeesAccount(m, payeeIdentifier);
          const kt = m.icelandicFormat?.holderKennitala;
          return (
            <li
              key={m.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-line px-3 py-2"
            >
              <label className="flex flex-1 items-center gap-3 text-sm text-ink">
                <input
                  type="radio"
                  name="payout-method"
                  className="size-4 accent-brand-700"
                  checked={chosenId === m.id}
                  disabled={!isUsable || isChoosing}
                  onChange={() => onChoose(m)}
                />
                <span className="flex flex-col">
                  <span className="font-medium tabular-nums">{formatAccount(m)}</span>
                  <span className="text-ink-muted">
                    {m.holderName}
                    {kt && `, ${formatKennitala(kt)}`}
                  </span>
                  {!isUsable && payeeIdentifier && (
                    <span className="text-ink-muted">{t('contracts.payments.not_payees')}</span>
                  )}
                </span>
              </label>
              <Button variant="ghost" size="sm" onPress={() => setRemoving(m)}>
                {t('contracts.payments.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {removal.error && <ErrorText>{translateContractError(t, removal.error)}</ErrorText>}
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('contracts.payments.remove_title')}
        text={removing && t('contracts.payments.remove_text', { account: formatAccount(removing) })}
        isLoading={removal.loading}
        onConfirm={() => {
          if (!removing) return;
          void remove({ variables: { id: removing.id } })
            .then(() => setRemoving(null))
            .catch(() => setRemoving(null));
        }}
      />
    </>
  );
}
