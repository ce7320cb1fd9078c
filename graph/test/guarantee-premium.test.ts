import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** Spread payments through the graph: the schedule of an approved offer and the tenant's choice. */
type Schedule = {
  yearlyInterestPercent: number;
  noticeFee: number;
  annuity: number;
  totalInterest: number;
  totalFees: number;
  totalPaid: number;
  aprcPercent: number;
  rows: { number: number; dueDate: string; principal: number; total: number; balance: number }[];
};
type Guarantee = {
  id: string;
  status: string;
  yearlyPremium: number | null;
  spreadPayments: boolean;
  loanPaymentSchedule: Schedule | null;
};

const FIELDS = `id status yearlyPremium spreadPayments loanPaymentSchedule {
  yearlyInterestPercent noticeFee annuity totalInterest totalFees totalPaid aprcPercent
  rows { number dueDate principal total balance } }`;
const CREATE = `mutation ($input: CreateRentalGuaranteeInput!) {
  createRentalGuarantee(input: $input) { ${FIELDS} } }`;
const ASSESS = `mutation ($input: AssessRentalGuaranteeInput!) {
  assessRentalGuarantee(input: $input) { ${FIELDS} } }`;
const SPREAD = `mutation ($input: SetGuaranteeSpreadPaymentsInput!) {
  setGuaranteeSpreadPayments(input: $input) { ${FIELDS} } }`;

let stack: Stack;
let anna: string;
let kristin: string;

beforeAll(async () => {
  stack = await startStack();
  [anna, kristin] = (await Promise.all(
    ['anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string];
}, 120_000);
afterAll(() => stack?.close());

describe('spreading a guarantee premium in the graph', () => {
  it('an approved offer carries its 12 payments; the tenant chooses; others cannot', async () => {
    const created = await stack.gql<{ createRentalGuarantee: Guarantee }>(
      CREATE,
      { input: { monthlyRent: 250_000, amount: 500_000 } },
      { token: anna },
    );
    expect(created.errors).toEqual([]);
    const draft = created.data!.createRentalGuarantee;
    expect(draft).toMatchObject({ spreadPayments: false, loanPaymentSchedule: null });

    const early = await stack.gql(
      SPREAD,
      { input: { guaranteeId: draft.id, spreadPayments: true } },
      { token: anna },
    );
    expect(codesOf(early)).toEqual(['CONFLICT']);

    const assessed = await stack.gql<{ assessRentalGuarantee: Guarantee }>(
      ASSESS,
      { input: { id: draft.id, consent: true } },
      { token: anna },
    );
    expect(assessed.errors).toEqual([]);
    const offer = assessed.data!.assessRentalGuarantee;
    expect(offer.status).toBe('APPROVED');
    const s = offer.loanPaymentSchedule!;
    expect(s).toMatchObject({ yearlyInterestPercent: 15.65, noticeFee: 322, totalFees: 12 * 322 });
    expect(s.rows).toHaveLength(12);
    expect(s.rows.reduce((sum, r) => sum + r.principal, 0)).toBe(offer.yearlyPremium);
    expect(s.totalPaid).toBe(offer.yearlyPremium! + s.totalInterest + s.totalFees);
    expect(s.rows.at(-1)!.balance).toBe(0);

    const stranger = await stack.gql(
      SPREAD,
      { input: { guaranteeId: offer.id, spreadPayments: true } },
      { token: kristin },
    );
    expect(codesOf(stranger)).toEqual(['NOT_FOUND']);

    const chosen = await stack.gql<{ setGuaranteeSpreadPayments: Guarantee }>(
      SPREAD,
      { input: { guaranteeId: offer.id, spreadPayments: true } },
      { token: anna },
    );
    expect(chosen.errors).toEqual([]);
    expect(chosen.data!.setGuaranteeSpreadPayments).toMatchObject({
      id: offer.id,
      spreadPayments: true,
      status: 'APPROVED',
    });
  });
});
