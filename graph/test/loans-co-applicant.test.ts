import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** A loan's co-applicant through the graph: invited by the borrower, answered by the invitee. */
type CoApplicant = {
  id: string;
  status: string;
  hasConsent: boolean;
  hasHousehold: boolean;
  household: { netIncome: number } | null;
  viewerSide: string;
};
const FIELDS = 'id status hasConsent hasHousehold household { netIncome } viewerSide';
const INVITE = `mutation ($input: InviteLoanCoApplicantInput!) {
  inviteLoanCoApplicant(input: $input) { ${FIELDS} } }`;
const ACCEPT = `mutation ($id: ID!, $consent: Boolean!) {
  acceptLoanCoApplicant(id: $id, consent: $consent) { ${FIELDS} } }`;
const HOUSEHOLD = `mutation ($input: SetLoanCoApplicantHouseholdInput!) {
  setLoanCoApplicantHousehold(input: $input) { ${FIELDS} } }`;
const LOAN = `query ($id: ID!) { loan(id: $id) { id borrowers coApplicant { ${FIELDS} } } }`;

let stack: Stack;
let anna: string;
let kristin: string;
let jon: string;

beforeAll(async () => {
  stack = await startStack();
  [anna, kristin, jon] = (await Promise.all(
    ['anna', 'kristin', 'jon'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
}, 120_000);
afterAll(() => stack?.close());

describe('a loan co-applicant in the graph', () => {
  it('the borrower invites; only the invitee accepts and gives their household', async () => {
    const created = await stack.gql<{ createLoan: { id: string } }>(
      'mutation { createLoan { id } }',
      {},
      { token: anna },
    );
    const loanId = created.data!.createLoan.id;
    const byJon = await stack.gql(
      INVITE,
      { input: { loanId, email: 'kristin@leiga.is' } },
      { token: jon },
    );
    expect(codesOf(byJon)).toEqual(['NOT_FOUND']);
    const bad = await stack.gql(INVITE, { input: { loanId, email: 'nope' } }, { token: anna });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);

    const invited = await stack.gql<{ inviteLoanCoApplicant: CoApplicant }>(
      INVITE,
      { input: { loanId, email: 'kristin@leiga.is' } },
      { token: anna },
    );
    expect(invited.errors).toEqual([]);
    const id = invited.data!.inviteLoanCoApplicant.id;
    expect(invited.data!.inviteLoanCoApplicant).toMatchObject({
      status: 'PENDING',
      viewerSide: 'INVITER',
    });

    expect(codesOf(await stack.gql(ACCEPT, { id, consent: true }, { token: anna }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codesOf(await stack.gql(ACCEPT, { id, consent: true }, { token: jon }))).toEqual([
      'NOT_FOUND',
    ]);
    expect(codesOf(await stack.gql(ACCEPT, { id, consent: false }, { token: kristin }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    const accepted = await stack.gql<{ acceptLoanCoApplicant: CoApplicant }>(
      ACCEPT,
      { id, consent: true },
      { token: kristin },
    );
    expect(accepted.data!.acceptLoanCoApplicant).toMatchObject({
      status: 'ACCEPTED',
      hasConsent: true,
      viewerSide: 'INVITEE',
    });

    const figures = {
      coApplicantId: id,
      adults: 2,
      children: 0,
      netIncome: 550_000,
      housingCost: 250_000,
      otherLoanPayments: 0,
      childcare: 0,
      carCosts: 20_000,
    };
    const saved = await stack.gql<{ setLoanCoApplicantHousehold: CoApplicant }>(
      HOUSEHOLD,
      { input: figures },
      { token: kristin },
    );
    expect(saved.data!.setLoanCoApplicantHousehold).toMatchObject({
      hasHousehold: true,
      household: { netIncome: 550_000 },
    });

    // The borrower sees that the figures are given, not the figures.
    const loan = await stack.gql<{ loan: { coApplicant: CoApplicant } }>(
      LOAN,
      { id: loanId },
      { token: anna },
    );
    expect(loan.data!.loan.coApplicant).toMatchObject({
      status: 'ACCEPTED',
      hasHousehold: true,
      household: null,
    });
  }, 60_000);

  it('the invitee declines, the borrower withdraws, each only their own side', async () => {
    const created = await stack.gql<{ createLoan: { id: string } }>(
      'mutation { createLoan { id } }',
      {},
      { token: anna },
    );
    const loanId = created.data!.createLoan.id;
    const inviteKristin = async () =>
      (
        await stack.gql<{ inviteLoanCoApplicant: CoApplicant }>(
          INVITE,
          { input: { loanId, email: 'kristin@leiga.is' } },
          { token: anna },
        )
      ).data!.inviteLoanCoApplicant.id;
    const DECLINE = `mutation ($id: ID!) { declineLoanCoApplicant(id: $id) { ${FIELDS} } }`;
    const DELETE = `mutation ($id: ID!) { deleteLoanCoApplicant(id: $id) { ${FIELDS} } }`;

    const first = await inviteKristin();
    expect(codesOf(await stack.gql(DECLINE, { id: first }, { token: anna }))).toEqual([
      'FORBIDDEN',
    ]);
    expect(codesOf(await stack.gql(DELETE, { id: first }, { token: jon }))).toEqual(['NOT_FOUND']);
    const declined = await stack.gql<{ declineLoanCoApplicant: CoApplicant }>(
      DECLINE,
      { id: first },
      { token: kristin },
    );
    expect(declined.data!.declineLoanCoApplicant.status).toBe('DECLINED');

    const second = await inviteKristin();
    expect(codesOf(await stack.gql(DELETE, { id: second }, { token: kristin }))).toEqual([
      'FORBIDDEN',
    ]);
    const deleted = await stack.gql<{ deleteLoanCoApplicant: CoApplicant }>(
      DELETE,
      { id: second },
      { token: anna },
    );
    expect(deleted.data!.deleteLoanCoApplicant.status).toBe('DELETED');
    const loan = await stack.gql<{ loan: { coApplicant: CoApplicant | null } }>(
      LOAN,
      { id: loanId },
      { token: anna },
    );
    expect(loan.data!.loan.coApplicant).toBeNull();
  }, 60_000);
});
