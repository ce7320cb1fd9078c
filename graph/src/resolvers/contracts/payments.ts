import type {
  BankAccountCheckResolvers,
  ContractResolvers,
  IcelandicBankAccountResolvers,
  KeyHandoverResolvers,
  MutationResolvers,
  PayoutMethodResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import { unauthenticated } from '../../errors.js';
import { toRestId } from '../ids.js';

export { KeyHandoverDirection } from '../../rest/contract-payments-types.js';

export const PayoutMethod: PayoutMethodResolvers = {
  userId: (m) => m.user_id,
  iban: (m) => m.bank_account.iban,
  icelandicFormat: (m) => m.bank_account.icelandic_format,
  holderName: (m) => m.holder_name,
  createdAt: (m) => m.created_at,
};

export const IcelandicBankAccount: IcelandicBankAccountResolvers = {
  holderKennitala: (f) => f.kt,
};

export const BankAccountCheck: BankAccountCheckResolvers = {
  holderName: (c) => c.holder_name,
  icelandicFormat: (c) => c.icelandic_format,
};

export const KeyHandover: KeyHandoverResolvers = {
  handedOverOn: (k) => k.handed_over_on,
  keyCount: (k) => k.key_count,
  createdAt: (k) => k.created_at,
};

/** Contract's key handovers (one loader call) and its account as the bank sees it now. */
export const PaymentsContract: Pick<ContractResolvers, 'keyHandovers' | 'payoutAccountCheck'> = {
  keyHandovers: async (c, _args, { dataSources }) =>
    (await dataSources.contractPayments.keyHandovers.load(c.id)).results,
  payoutAccountCheck: (c, _args, { dataSources }) =>
    c.payout_method
      ? dataSources.contractPayments.checkAccount(c.payout_method.bank_account.iban)
      : null,
};

export const PaymentsQuery: Pick<QueryResolvers, 'myPayoutMethods'> = {
  myPayoutMethods: (_root, _args, { dataSources }) =>
    dataSources.contractPayments.myPayoutMethods(),
};

export const PaymentsMutation: Pick<
  MutationResolvers,
  'addPayoutMethod' | 'removePayoutMethod' | 'addKeyHandover' | 'removeKeyHandover'
> = {
  addPayoutMethod: async (_root, { input }, { dataSources }) => {
    const me = await dataSources.accounts.getMe();
    if (!me) throw unauthenticated();
    return dataSources.contractPayments.addPayoutMethod(me.id, input.iban);
  },
  removePayoutMethod: async (_root, { id }, { dataSources }) => {
    const restId = toRestId(id);
    await dataSources.contractPayments.removePayoutMethod(restId);
    return restId;
  },
  addKeyHandover: (_root, { input }, { dataSources }) =>
    dataSources.contractPayments.addKeyHandover(toRestId(input.contractId, 'contractId'), {
      handed_over_on: input.handedOverOn,
      direction: input.direction,
      key_count: input.keyCount,
      description: input.description ?? null,
    }),
  removeKeyHandover: async (_root, { id }, { dataSources }) => {
    const restId = toRestId(id);
    await dataSources.contractPayments.removeKeyHandover(restId);
    return restId;
  },
};
