import { graphRequest } from './login';

/** The seed's committed leases are all Anna's (api/src/seed/seed-contracts.ts). */
export const BORROWER = 'anna@leiga.is';

type Contract = {
  id: string;
  status: string;
  signType: string | null;
  tenants: { name: string }[];
  realEstate: { address: { street: string; postalCode: string } | null } | null;
};

/**
 * The landlord's lease with Anna signed on paper, and its address as rows show it. No other suite
 * changes it (the signing suites take the committed one and sign it), and every page is read:
 * other suites on the shared stack add contracts of the same landlords.
 */
export async function paperLeaseOf(landlordToken: string) {
  for (let page = 1; ; page++) {
    const list = await graphRequest<{ contracts: { count: number; items: Contract[] } }>(
      landlordToken,
      `query ($page: Int) { contracts(page: $page, pageSize: 100) { count
        items { id status signType tenants { name } realEstate { address { street postalCode } } }
      } }`,
      { page },
    );
    const lease = list.contracts.items.find(
      (c) =>
        c.status === 'SIGNED' &&
        c.signType === 'PAPER' &&
        c.realEstate?.address?.street &&
        c.tenants.some((tenant) => tenant.name === 'Anna Sigurðardóttir'),
    );
    const address = lease?.realEstate?.address;
    if (lease && address)
      return { id: lease.id, address: `${address.street}, ${address.postalCode}` };
    if (page * 100 >= list.contracts.count)
      throw new Error('the landlord has no lease with Anna signed on paper');
  }
}

/**
 * A loan the borrower applies for step by step through the graph, as the web's wizard does:
 * the lease, the amount and term, alone, household, personal details, then the assessment with
 * consent (Anna's credit class approves it).
 */
export async function applyForLoan(
  token: string,
  contractId: string,
  amount: number,
  months: number,
): Promise<{ id: string; status: string }> {
  const created = await graphRequest<{ createLoan: { id: string } }>(
    token,
    'mutation { createLoan { id } }',
  );
  const loanId = created.createLoan.id;
  const step = (name: string, type: string, input: Record<string, unknown>) =>
    graphRequest(token, `mutation ($input: ${type}!) { ${name}(input: $input) { id } }`, {
      input: { loanId, ...input },
    });
  await step('attachLoanContract', 'AttachLoanContractInput', { contractId });
  await step('configureLoan', 'ConfigureLoanInput', { amount, months });
  await step('setLoanApplicants', 'SetLoanApplicantsInput', { borrowers: 1 });
  await step('setLoanHousehold', 'SetLoanHouseholdInput', {
    adults: 1,
    children: 0,
    netIncome: 650_000,
    housingCost: 220_000,
    otherLoanPayments: 0,
    childcare: 0,
    carCosts: 0,
  });
  await step('setLoanPersonalDetails', 'SetLoanPersonalDetailsInput', {
    address: 'Laugavegur 1, 101 Reykjavík',
    phone: '611 2233',
    email: 'anna@leiga.is',
    employment: 'EMPLOYED',
  });
  const assessed = await graphRequest<{ assessLoan: { id: string; status: string } }>(
    token,
    'mutation ($input: AssessLoanInput!) { assessLoan(input: $input) { id status } }',
    { input: { loanId, consent: true } },
  );
  return assessed.assessLoan;
}

/** The loan's annuity schedule as the graph computes it (what the screen must show). */
export async function scheduleOf(token: string, loanId: string) {
  const data = await graphRequest<{
    loan: {
      monthlyPayment: number;
      firstDueDate: string;
      paymentSchedule: {
        aprcPercent: number;
        rows: {
          number: number;
          dueDate: string;
          principal: number;
          total: number;
          balance: number;
        }[];
      };
    };
  }>(
    token,
    `query ($id: ID!) { loan(id: $id) { monthlyPayment firstDueDate
      paymentSchedule { aprcPercent rows { number dueDate principal total balance } } } }`,
    { id: loanId },
  );
  return data.loan;
}

/** 2027-01-04 as the app writes dates (04.01.2027). */
export function shownDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}
