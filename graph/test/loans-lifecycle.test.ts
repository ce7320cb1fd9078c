import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** An approved loan's signing through the graph: the link, who may sign, the poll. */
type Lifecycle = {
  id: string;
  status: string;
  signing: { status: string; signingUrl: string | null; signedAt: string | null } | null;
  disbursement: { status: string; amount: number } | null;
  repayments: { number: number; state: string; amount: number }[];
};

const FIELDS = `id status signing { status signingUrl signedAt } disbursement { status amount }
  repayments { number state amount }`;
const SIGN = `mutation ($id: ID!) { signLoan(loanId: $id) { ${FIELDS} } }`;
const REFRESH = `mutation ($id: ID!) { refreshLoanSigning(loanId: $id) { ${FIELDS} } }`;
const GET = `query ($id: ID!) { loan(id: $id) { id status lifecycle { ${FIELDS} } } }`;
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

/** Anna applies for a small loan through the graph's steps and is approved. */
async function approvedLoan(): Promise<string> {
  const run = async (query: string, variables: Record<string, unknown>) => {
    const answer = await stack.gql<Record<string, { id: string; status: string }>>(
      query,
      variables,
      { token: anna },
    );
    expect(answer.errors).toEqual([]);
    return Object.values(answer.data!)[0]!;
  };
  const loan = await run('mutation { createLoan { id status } }', {});
  const contracts = await stack.gql<{ contracts: { items: { id: string; status: string }[] } }>(
    CONTRACTS,
    {},
    { token: anna },
  );
  const contractId = contracts.data!.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
  const step = (name: string, type: string, input: Record<string, unknown>) =>
    run(`mutation ($input: ${type}!) { ${name}(input: $input) { id status } }`, {
      input: { loanId: loan.id, ...input },
    });
  await step('attachLoanContract', 'AttachLoanContractInput', { contractId });
  await step('configureLoan', 'ConfigureLoanInput', { amount: 240_000, months: 6 });
  await step('setLoanPersonalDetails', 'SetLoanPersonalDetailsInput', {
    address: 'Laugavegur 1, 101 Reykjavík',
    phone: '6112233',
    email: 'anna@leiga.is',
    employment: 'EMPLOYED',
  });
  const assessed = await step('assessLoan', 'AssessLoanInput', { consent: true });
  expect(assessed.status).toBe('APPROVED');
  return loan.id;
}

/** The sandbox signer page: open, sign, and wait for the electronic ID's confirmation. */
async function signInSandbox(url: string): Promise<void> {
  const token = /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\//.exec(url)![1]!;
  const post = (path: string) =>
    fetch(`${stack.api.url}/api/sandbox/e-sign/${token}/${path}`, { method: 'POST' });
  expect((await post('')).status).toBe(200);
  for (let i = 0; i < 100; i++) {
    const state = (await (await post('status/')).json()) as { status: string };
    if (state.status !== 'pending') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the sandbox signature did not complete');
}

describe('an approved loan in the graph', () => {
  it('has no lifecycle before approval, then the borrower signs it with electronic ID', async () => {
    const draft = await stack.gql<{ createLoan: { id: string } }>(
      'mutation { createLoan { id } }',
      {},
      { token: anna },
    );
    const before = await stack.gql<{ loan: { lifecycle: Lifecycle | null } }>(
      GET,
      { id: draft.data!.createLoan.id },
      { token: anna },
    );
    expect(before.data!.loan.lifecycle).toBeNull();

    const id = await approvedLoan();
    const read = await stack.gql<{ loan: { lifecycle: Lifecycle } }>(GET, { id }, { token: anna });
    expect(read.data!.loan.lifecycle).toMatchObject({ status: 'APPROVED', signing: null });

    expect(codesOf(await stack.gql(SIGN, { id }, { token: kristin }))).toEqual(['NOT_FOUND']);
    const signed = await stack.gql<{ signLoan: Lifecycle }>(SIGN, { id }, { token: anna });
    expect(signed.errors).toEqual([]);
    const url = signed.data!.signLoan.signing!.signingUrl!;
    expect(url).toMatch(/\/sandbox\/e-sign\//);
    expect(signed.data!.signLoan.signing!.status).toBe('pending');

    const byStaff = await stack.gql<{ loan: { lifecycle: Lifecycle } }>(
      GET,
      { id },
      { token: staff },
    );
    expect(byStaff.data!.loan.lifecycle.signing).toMatchObject({
      status: 'pending',
      signingUrl: null,
    });

    await signInSandbox(url);
    const after = await stack.gql<{ refreshLoanSigning: Lifecycle }>(
      REFRESH,
      { id },
      {
        token: anna,
      },
    );
    expect(after.errors).toEqual([]);
    expect(after.data!.refreshLoanSigning.signing).toMatchObject({ status: 'signed' });
    expect(after.data!.refreshLoanSigning.signing!.signedAt).toBeTruthy();
    expect(after.data!.refreshLoanSigning.status).not.toBe('APPROVED');
    const again = await stack.gql(SIGN, { id }, { token: anna });
    expect(codesOf(again)).toEqual(['CONFLICT']);
  }, 60_000);
});

describe('the loan agreement in the graph', () => {
  const AGREEMENT = `query ($id: ID!) {
    loanAgreementPdf(loanId: $id) { filename contentType signed base64 }
  }`;
  type Agreement = {
    loanAgreementPdf: { filename: string; contentType: string; signed: boolean; base64: string };
  };

  it('the borrower and staff download it with its signing deadline; others hear NOT_FOUND', async () => {
    const draft = await stack.gql<{ createLoan: { id: string } }>(
      'mutation { createLoan { id } }',
      {},
      { token: anna },
    );
    const early = await stack.gql(AGREEMENT, { id: draft.data!.createLoan.id }, { token: anna });
    expect(codesOf(early)).toEqual(['CONFLICT']);

    const id = await approvedLoan();
    const read = await stack.gql<{ loan: { lifecycle: { signingExpiresAt: string | null } } }>(
      'query ($id: ID!) { loan(id: $id) { lifecycle { signingExpiresAt } } }',
      { id },
      { token: anna },
    );
    expect(Date.parse(read.data!.loan.lifecycle.signingExpiresAt!)).toBeGreaterThan(Date.now());

    const own = await stack.gql<Agreement>(AGREEMENT, { id }, { token: anna });
    expect(own.errors).toEqual([]);
    expect(own.data!.loanAgreementPdf).toMatchObject({
      filename: `lanssamningur-${id}.pdf`,
      contentType: 'application/pdf',
      signed: false,
    });
    expect(Buffer.from(own.data!.loanAgreementPdf.base64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );
    const byStaff = await stack.gql<Agreement>(AGREEMENT, { id }, { token: staff });
    expect(byStaff.data!.loanAgreementPdf.signed).toBe(false);
    expect(codesOf(await stack.gql(AGREEMENT, { id }, { token: kristin }))).toEqual(['NOT_FOUND']);
  }, 60_000);
});

describe('retrying a loan payout in the graph', () => {
  const RETRY = `mutation ($input: RetryLoanPayoutInput!) {
    retryLoanPayout(input: $input) { id payoutAttempts { attempt status reason } }
  }`;
  const ATTEMPTS = `query ($id: ID!) { loan(id: $id) { lifecycle { payoutAttempts { attempt } } } }`;

  it('is staff only, needs a reason, and is refused until the bank rejected a payout', async () => {
    const id = await approvedLoan();
    const input = { loanId: id, reason: 'Reikningur leiðréttur' };
    expect(codesOf(await stack.gql(RETRY, { input }, { token: anna }))).toEqual(['FORBIDDEN']);
    const short = await stack.gql(RETRY, { input: { ...input, reason: 'x' } }, { token: staff });
    expect(codesOf(short)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await stack.gql(RETRY, { input }, { token: staff }))).toEqual(['CONFLICT']);
    const read = await stack.gql<{ loan: { lifecycle: { payoutAttempts: unknown[] } } }>(
      ATTEMPTS,
      { id },
      { token: staff },
    );
    expect(read.errors).toEqual([]);
    expect(read.data!.loan.lifecycle.payoutAttempts).toEqual([]);
  }, 60_000);
});
