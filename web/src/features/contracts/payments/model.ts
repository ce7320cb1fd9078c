import { formatIban, isSameIdentifier, type PayoutMethod } from '@leiga/domain';
import type {
  ContractPaymentsStepQuery,
  PayoutMethodItemFragment,
} from '../../../__generated__/graphql';

export type ContractPayoutMethod = NonNullable<
  NonNullable<ContractPaymentsStepQuery['contract']>['payoutMethod']
>;

/** The contract's account as domain's payments rule reads it (the holder the bank reported). */
export function toDomainPayoutMethod(method: ContractPayoutMethod | null): PayoutMethod | null {
  if (!method) return null;
  const kt = method.bankAccount.holderKennitala;
  return {
    ...(method.id ? { id: Number(method.id) } : {}),
    bank_account: {
      iban: method.bankAccount.iban,
      icelandic_format: kt ? { kt } : null,
    },
  };
}

/** One of the user's payout methods as the contract keeps it once chosen. */
export function toChosenPayoutMethod(method: PayoutMethodItemFragment): PayoutMethod {
  const kt = method.icelandicFormat?.holderKennitala;
  return {
    id: Number(method.id),
    bank_account: { iban: method.iban, icelandic_format: kt ? { kt } : null },
  };
}

/** Whether rent may be paid into the account for this payee: the holder is the payee. */
export function isPayeesAccount(
  method: PayoutMethodItemFragment,
  payeeIdentifier: string | null,
): boolean {
  const kt = method.icelandicFormat?.holderKennitala ?? null;
  return payeeIdentifier !== null && isSameIdentifier(kt, payeeIdentifier);
}

/** 0133-26-012345, the way Icelanders write an account; the IBAN in groups otherwise. */
export function formatAccount(method: {
  iban: string;
  icelandicFormat?: { bank: string; ledger: string; account: string } | null;
}): string {
  const f = method.icelandicFormat;
  return f ? `${f.bank}-${f.ledger}-${f.account}` : formatIban(method.iban);
}
