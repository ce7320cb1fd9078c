import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** Rent collection through the graph: invoice, pay at the sandbox bank, poll, payouts, staff. */
type Item = {
  dueDate: string;
  status: string;
  claim: { id: string | null; status: string | null };
};
type ContractsAnswer = {
  contracts: {
    items: { id: string; status: string; paymentSchedule: { items: Item[] } | null }[];
  };
};

const LIST = `query { contracts(pageSize: 25) { items { id status
  paymentSchedule { items { dueDate status claim { id status }
  payout { id amount status } } } } } }`;
const INVOICE = `mutation ($input: PaymentScheduleItemRef!) {
  invoicePaymentScheduleItem(input: $input) { dueDate claimId claimStatus claimAmount } }`;
const REVERT = `mutation ($input: PaymentScheduleItemRef!) {
  revertPaymentScheduleItemInvoice(input: $input) { dueDate claimStatus } }`;
const POLL = `mutation { pollClaimPayments { ok } }`;
const PAYOUTS = `query ($filter: PayoutFilter) { myPayouts(filter: $filter, pageSize: 5) {
  count hasNextPage totals { grossAmount feeAmount amount }
  items { id contractId dueDate ibanMasked grossAmount feeAmount amount status } } }`;
const PAYOUT = `query ($id: ID!) { payout(id: $id) { id amount status } }`;
const INVOICES = `query ($filter: InvoiceFilter) { myInvoices(filter: $filter) {
  count totals { claimAmount paidAmount outstanding } items { dueDate claimStatus overdue } } }`;
const SERVICES = `query ($id: ID!) { contractPaymentServices(contractId: $id) {
  contractId bills { dueDate claimStatus } payouts { id status } actions { action reason } } }`;
const REVERT_PAYOUT = `mutation ($input: StaffPaymentActionInput!) {
  executeRevertPayout(input: $input) { id status reversedAt } }`;

let stack: Stack;
let jon: string;
let anna: string;
let staff: string;
let contractId: string;
let open: Item[];

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, staff] = (await Promise.all(
    ['jon', 'anna', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
  const res = await stack.gql<ContractsAnswer>(LIST, {}, { token: jon });
  expect(res.errors).toEqual([]);
  const signed = res.data!.contracts.items.find(
    (c) => c.status === 'SIGNED' && (c.paymentSchedule?.items.length ?? 0) > 2,
  )!;
  contractId = signed.id;
  open = signed.paymentSchedule!.items.filter((i) => i.claim.id === null);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('rent collection over the graph', () => {
  it('invoices an item, cancels another’s claim, and refuses the tenant', async () => {
    const [first, second] = open;
    const refused = await stack.gql(
      INVOICE,
      { input: { contractId, date: first!.dueDate } },
      { token: anna },
    );
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
    const sent = await stack.gql<{ invoicePaymentScheduleItem: { claimStatus: string } }>(
      INVOICE,
      { input: { contractId, date: first!.dueDate } },
      { token: jon },
    );
    expect(sent.errors).toEqual([]);
    expect(sent.data!.invoicePaymentScheduleItem.claimStatus).toBe('UNPAID');
    await stack.gql(INVOICE, { input: { contractId, date: second!.dueDate } }, { token: jon });
    const cancelled = await stack.gql<{
      revertPaymentScheduleItemInvoice: { claimStatus: string };
    }>(REVERT, { input: { contractId, date: second!.dueDate } }, { token: jon });
    expect(cancelled.errors).toEqual([]);
    expect(cancelled.data!.revertPaymentScheduleItemInvoice.claimStatus).toBe('CANCELLED');
  });

  it('shows the paid claim’s payout to the landlord, and staff revert it', async () => {
    const first = open[0]!;
    const list = await stack.gql<ContractsAnswer>(LIST, {}, { token: jon });
    const item = list
      .data!.contracts.items.find((c) => c.id === contractId)!
      .paymentSchedule!.items.find((i) => i.dueDate === first.dueDate)!;
    const paid = await fetch(
      `${stack.api.url}/api/sandbox/bank/claims/${encodeURIComponent(item.claim.id!)}/pay/`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(paid.status).toBe(200);
    expect(codesOf(await stack.gql(POLL, {}, { token: jon }))).toEqual(['FORBIDDEN']);
    expect((await stack.gql(POLL, {}, { token: staff })).errors).toEqual([]);

    const payouts = await stack.gql<{
      myPayouts: {
        count: number;
        items: {
          id: string;
          dueDate: string;
          amount: number;
          grossAmount: number;
          feeAmount: number;
          ibanMasked: string;
        }[];
      };
    }>(PAYOUTS, { filter: { contractId } }, { token: jon });
    expect(payouts.errors).toEqual([]);
    const payout = payouts.data!.myPayouts.items.find((p) => p.dueDate === first.dueDate)!;
    expect(payout.grossAmount - payout.feeAmount).toBe(payout.amount);
    expect(payout.ibanMasked).toMatch(/\d{4}$/);

    const one = await stack.gql<{ payout: { id: string } }>(
      PAYOUT,
      { id: payout.id },
      { token: jon },
    );
    expect(one.data!.payout.id).toBe(payout.id);
    expect(codesOf(await stack.gql(PAYOUT, { id: payout.id }, { token: anna }))).toEqual([
      'NOT_FOUND',
    ]);
    const invoices = await stack.gql<{
      myInvoices: { items: { dueDate: string; claimStatus: string }[] };
    }>(INVOICES, { filter: { contractId, status: 'PAID' } }, { token: jon });
    expect(invoices.data!.myInvoices.items.map((i) => i.dueDate)).toContain(first.dueDate);

    const reverted = await stack.gql<{ executeRevertPayout: { status: string } }>(
      REVERT_PAYOUT,
      { input: { contractId, date: first.dueDate, reason: 'Rangur reikningur' } },
      { token: staff },
    );
    expect(reverted.errors).toEqual([]);
    expect(reverted.data!.executeRevertPayout.status).toBe('REVERSED');
    const services = await stack.gql<{
      contractPaymentServices: { actions: { action: string; reason: string }[] };
    }>(SERVICES, { id: contractId }, { token: staff });
    expect(services.data!.contractPaymentServices.actions[0]).toMatchObject({
      action: 'execute_revert_payout',
      reason: 'Rangur reikningur',
    });
    expect(codesOf(await stack.gql(SERVICES, { id: contractId }, { token: jon }))).toEqual([
      'FORBIDDEN',
    ]);
  });
});
