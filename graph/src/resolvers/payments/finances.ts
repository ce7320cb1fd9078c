import type {
  MutationResolvers,
  PaymentScheduleItemResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

const PAGE_SIZE = 20;

type Filter = {
  from?: string | null;
  to?: string | null;
  status?: string | null;
  contractId?: string | number | null;
};

const toFilter = (filter: Filter | null | undefined) => ({
  from: filter?.from ?? null,
  to: filter?.to ?? null,
  status: filter?.status ?? null,
  contract:
    filter?.contractId === null || filter?.contractId === undefined
      ? null
      : toRestId(filter.contractId, 'contractId'),
});

/** The landlord's finances and staff payment services; the api decides who may see what. */
export const FinancesQuery: Pick<
  QueryResolvers,
  'myPayouts' | 'payout' | 'myInvoices' | 'contractPaymentServices' | 'paymentServicesContracts'
> = {
  myPayouts: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZE);
    const rest = await dataSources.finances.listPayouts(toFilter(filter), paging);
    return { kind: 'PayoutPage', ...paging, rest };
  },
  payout: (_root, { id }, { dataSources }) => dataSources.finances.getPayout(toRestId(id)),
  myInvoices: async (_root, { filter, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZE);
    const rest = await dataSources.finances.listInvoices(toFilter(filter), paging);
    return { kind: 'InvoicePage', ...paging, rest };
  },
  contractPaymentServices: (_root, { contractId }, { dataSources }) =>
    dataSources.finances.paymentServices(toRestId(contractId, 'contractId')),
  paymentServicesContracts: async (_root, { page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, PAGE_SIZE);
    const rest = await dataSources.finances.paymentServicesContracts(paging);
    return { kind: 'PaymentServicesContractPage', ...paging, rest };
  },
};

/** Invoicing and staff's money actions, each sent with an Idempotency-Key. */
export const FinancesMutation: Pick<
  MutationResolvers,
  | 'invoicePaymentScheduleItem'
  | 'revertPaymentScheduleItemInvoice'
  | 'executePayout'
  | 'executeRevertPayout'
  | 'removeBillPaymentFee'
  | 'pollClaimPayments'
> = {
  invoicePaymentScheduleItem: (_root, { input }, { dataSources }) => {
    const id = toRestId(input.contractId, 'contractId');
    dataSources.paymentSchedule.schedules.clear(id);
    return dataSources.finances.invoice(id, input.date);
  },
  revertPaymentScheduleItemInvoice: (_root, { input }, { dataSources }) => {
    const id = toRestId(input.contractId, 'contractId');
    dataSources.paymentSchedule.schedules.clear(id);
    return dataSources.finances.revertInvoice(id, input.date);
  },
  executePayout: (_root, { input }, { dataSources }) =>
    dataSources.finances.staffPayoutAction(
      toRestId(input.contractId, 'contractId'),
      input.date,
      'execute-payout',
      input.reason,
    ),
  executeRevertPayout: (_root, { input }, { dataSources }) =>
    dataSources.finances.staffPayoutAction(
      toRestId(input.contractId, 'contractId'),
      input.date,
      'execute-revert-payout',
      input.reason,
    ),
  removeBillPaymentFee: (_root, { input }, { dataSources }) =>
    dataSources.finances.removeBillPaymentFee(
      toRestId(input.contractId, 'contractId'),
      input.date,
      input.reason,
    ),
  pollClaimPayments: (_root, _args, { dataSources }) => dataSources.finances.pollClaims(),
};

/** The payee's newest payout of this period; null for anyone else. */
export const PayoutOfItem: Pick<PaymentScheduleItemResolvers, 'payout'> = {
  payout: async (item, _args, { dataSources }) => {
    const all = await dataSources.finances.contractPayouts.load(item.contract_id);
    return all.find((p) => p.due_date === item.due_date) ?? null;
  },
};
