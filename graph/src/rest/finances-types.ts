/**
 * REST shapes of rent collection's bank side and the landlord's finances, inferred from the api's
 * response schemas; the enums' values come from @leiga/domain.
 */
import { INVOICE_STATUSES, PAYOUT_STATUSES } from '@leiga/domain';
import type {
  RestBill,
  RestFinancePayout,
  RestFinancePayoutPage,
  RestInvoice,
  RestInvoicePage,
  RestPaymentServices,
  RestPaymentServicesContractPage,
  RestStaffBill,
  RestStaffPayout,
  RestStaffPayoutState,
} from '@leiga/api/contract';

export type {
  RestBill,
  RestFinancePayout,
  RestFinancePayoutPage,
  RestInvoice,
  RestInvoicePage,
  RestPaymentServices,
  RestPaymentServicesContractPage,
  RestStaffBill,
  RestStaffPayout,
  RestStaffPayoutState,
};
export type RestStaffItemAction = RestStaffBill['actions'][number];
export type RestStaffFinanceChange = RestStaffItemAction['changes'][number];
export type RestPayoutTotals = RestFinancePayoutPage['totals'];
export type RestInvoiceTotals = RestInvoicePage['totals'];
export type RestStaffFinanceAction = RestPaymentServices['actions'][number];
export type RestPaymentServicesContract = RestPaymentServicesContractPage['results'][number];

type EnumOf<T extends readonly string[]> = { readonly [V in T[number] as Uppercase<V>]: V };

function enumOf<const T extends readonly string[]>(values: T): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as EnumOf<T>;
}

export const PayoutStatus = enumOf(PAYOUT_STATUSES);
export type PayoutStatus = (typeof PayoutStatus)[keyof typeof PayoutStatus];
export const InvoiceStatusFilter = enumOf(INVOICE_STATUSES);
export type InvoiceStatusFilter = (typeof InvoiceStatusFilter)[keyof typeof InvoiceStatusFilter];

type Paged<K extends string, R> = { kind: K; page: number; pageSize: number; rest: R };
export type GraphPayoutPage = Paged<'PayoutPage', RestFinancePayoutPage>;
export type GraphInvoicePage = Paged<'InvoicePage', RestInvoicePage>;
export type GraphPaymentServicesContractPage = Paged<
  'PaymentServicesContractPage',
  RestPaymentServicesContractPage
>;
