import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** The loan application through the graph: each step, the schedule, the assessment, who sees it. */
type Loan = {
  id: string;
  status: string;
  contractId: string | null;
  amount: number | null;
  monthlyPayment: number | null;
  paymentAssessmentRequired: boolean | null;
  currentUserRole: string;
  household: { netIncome: number } | null;
  creditAssessment: {
    creditStatus: string;
    creditClass: string | null;
    declineReason: string | null;
    paymentAssessment: { required: boolean; positive: boolean } | null;
  } | null;
  paymentSchedule: {
    noticeFee: number;
    rows: { principal: number; interest: number; noticeFee: number; balance: number }[];
  } | null;
};

const FIELDS = `id status contractId amount monthlyPayment paymentAssessmentRequired currentUserRole
  household { netIncome }
  creditAssessment { creditStatus creditClass declineReason paymentAssessment { required positive } }
  paymentSchedule { noticeFee rows { principal interest noticeFee balance } }`;
const CREATE = `mutation { createLoan { ${FIELDS} } }`;
const step = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { loan(id: $id) { ${FIELDS} } }`;
const LIST = `query { myLoans { count items { id status } } }`;
const CONTRACTS = `query { contracts(pageSize: 100) { items { id status } } }`;

let stack: Stack;
let anna: string;
let kristin: string;
let staff: string;

beforeAll(async () => {
  stack = await startStack();
  [anna, kristin, staff] = (await Promise.all(
    ['anna', 'kristin', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
}, 120_000);
afterAll(() => stack?.close());

describe('a loan application in the graph', () => {
  it('goes through the steps to an approved loan with its annuity schedule', async () => {
    const created = await stack.gql<{ createLoan: Loan }>(CREATE, {}, { token: anna });
    expect(created.errors).toEqual([]);
    const loan = created.data!.createLoan;
    expect(loan).toMatchObject({
      status: 'DRAFT',
      paymentSchedule: null,
      currentUserRole: 'OWNER',
    });

    const contracts = await stack.gql<{ contracts: { items: { id: string; status: string }[] } }>(
      CONTRACTS,
      {},
      { token: anna },
    );
    const contractId = contracts.data!.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
    const attached = await stack.gql<{ attachLoanContract: Loan }>(
      step('attachLoanContract', 'AttachLoanContractInput'),
      { input: { loanId: loan.id, contractId } },
      { token: anna },
    );
    expect(attached.data!.attachLoanContract).toMatchObject({
      status: 'CONTRACT_ATTACHED',
      contractId,
    });

    const over = await stack.gql(
      step('configureLoan', 'ConfigureLoanInput'),
      { input: { loanId: loan.id, amount: 3_000_001, months: 12 } },
      { token: anna },
    );
    expect(codesOf(over)).toEqual(['BAD_USER_INPUT']);
    expect(over.errors[0]!.extensions?.['fields']).toMatchObject({ amount: 'loans.errors.amount' });

    const configured = await stack.gql<{ configureLoan: Loan }>(
      step('configureLoan', 'ConfigureLoanInput'),
      { input: { loanId: loan.id, amount: 240_000, months: 6 } },
      { token: anna },
    );
    const c = configured.data!.configureLoan;
    expect(c).toMatchObject({
      status: 'CONFIGURED',
      amount: 240_000,
      paymentAssessmentRequired: false,
    });
    expect(c.paymentSchedule!.rows).toHaveLength(6);
    expect(c.paymentSchedule!.rows.reduce((s, r) => s + r.principal, 0)).toBe(240_000);
    expect(c.paymentSchedule!.rows.at(-1)!.balance).toBe(0);

    await stack.gql(
      step('setLoanHousehold', 'SetLoanHouseholdInput'),
      {
        input: {
          loanId: loan.id,
          adults: 1,
          children: 0,
          netIncome: 650_000,
          housingCost: 220_000,
          otherLoanPayments: 0,
          childcare: 0,
          carCosts: 20_000,
        },
      },
      { token: anna },
    );
    const personal = await stack.gql<{ setLoanPersonalDetails: Loan }>(
      step('setLoanPersonalDetails', 'SetLoanPersonalDetailsInput'),
      {
        input: {
          loanId: loan.id,
          address: 'Laugavegur 1, 101 Reykjavík',
          phone: '6112233',
          email: 'anna@leiga.is',
          employment: 'EMPLOYED',
        },
      },
      { token: anna },
    );
    expect(personal.errors).toEqual([]);

    const assessed = await stack.gql<{ assessLoan: Loan }>(
      step('assessLoan', 'AssessLoanInput'),
      { input: { loanId: loan.id, consent: true } },
      { token: anna },
    );
    expect(assessed.errors).toEqual([]);
    expect(assessed.data!.assessLoan).toMatchObject({
      status: 'APPROVED',
      creditAssessment: {
        creditStatus: 'SCORED',
        creditClass: 'A2',
        declineReason: null,
        paymentAssessment: { required: false, positive: true },
      },
    });

    const list = await stack.gql<{ myLoans: { items: { id: string }[] } }>(
      LIST,
      {},
      { token: anna },
    );
    expect(list.data!.myLoans.items.map((l) => l.id)).toContain(loan.id);
    const stranger = await stack.gql<{ loan: Loan | null }>(
      GET,
      { id: loan.id },
      { token: kristin },
    );
    expect(codesOf(stranger)).toEqual(['NOT_FOUND']);
    const byStaff = await stack.gql<{ loan: Loan }>(GET, { id: loan.id }, { token: staff });
    expect(byStaff.data!.loan.currentUserRole).toBe('STAFF');
  });
});
