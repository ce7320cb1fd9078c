import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, readOutbox, restLogin, startStack, type Stack } from './helpers.js';

/** Guarantee applicants through the graph: invite, answer as the invitee, assess everyone. */
type Invitation = { id: string; status: string; currentUserSide: string; tenantName: string };
type Applicant = { fullName: string; role: string; hasCreditConsent: boolean };

const INVITATION = 'id status currentUserSide tenantName';
const CREATE = `mutation ($input: CreateRentalGuaranteeInput!) {
  createRentalGuarantee(input: $input) { id } }`;
const INVITE = `mutation ($input: InviteGuaranteeApplicantInput!) {
  inviteGuaranteeApplicant(input: $input) { ${INVITATION} } }`;
const ONE = `query ($id: ID!) { guaranteeApplicantInvitation(id: $id) { ${INVITATION} } }`;
const ACCEPT = `mutation ($input: AcceptGuaranteeApplicantInvitationInput!) {
  acceptGuaranteeApplicantInvitation(input: $input) { ${INVITATION} } }`;
const DELETE = `mutation ($input: GuaranteeApplicantInvitationInput!) {
  deleteGuaranteeApplicantInvitation(input: $input) { ${INVITATION} } }`;
const RESEND = `mutation ($input: GuaranteeApplicantInvitationInput!) {
  resendGuaranteeApplicantInvitation(input: $input) { ${INVITATION} } }`;
const ASSESS = `mutation ($input: AssessRentalGuaranteeInput!) {
  assessRentalGuarantee(input: $input) { status creditGrade cashThresholdPercent } }`;
const GUARANTEE = `query ($id: ID!) { rentalGuarantee(id: $id) { id status
  applicants { fullName role hasCreditConsent } applicantInvitations { ${INVITATION} } } }`;
const MINE = `query { myRentalGuarantees(pageSize: 25) { items { id
  applicants { fullName } applicantInvitations { id } } } }`;

let stack: Stack;
let anna: string;
let kristin: string;
let olena: string;

beforeAll(async () => {
  stack = await startStack();
  [anna, kristin, olena] = (await Promise.all(
    ['anna', 'kristin', 'olena'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
}, 120_000);
afterAll(() => stack?.close());

const apply = async () =>
  (
    await stack.gql<{ createRentalGuarantee: { id: string } }>(
      CREATE,
      { input: { monthlyRent: 200_000, amount: 400_000 } },
      { token: anna },
    )
  ).data!.createRentalGuarantee.id;

describe('guarantee applicants in the graph', () => {
  it('a co-applicant is invited, accepts with consent, and both are assessed', async () => {
    const guaranteeId = await apply();
    const invited = await stack.gql<{ inviteGuaranteeApplicant: Invitation }>(
      INVITE,
      { input: { guaranteeId, email: 'kristin@leiga.is', kennitala: '0911883419' } },
      { token: anna },
    );
    expect(invited.errors).toEqual([]);
    const { id } = invited.data!.inviteGuaranteeApplicant;
    expect((await readOutbox(stack, 'kristin@leiga.is'))[0]!.data['link']).toContain(
      `/invitations/rental-guarantee/${id}`,
    );

    const seen = await stack.gql<{ guaranteeApplicantInvitation: Invitation }>(
      ONE,
      { id },
      { token: kristin },
    );
    expect(seen.data!.guaranteeApplicantInvitation).toMatchObject({
      status: 'PENDING',
      currentUserSide: 'INVITEE',
      tenantName: 'Anna Sigurðardóttir',
    });
    expect(codesOf(await stack.gql(ONE, { id }, { token: olena }))).toEqual(['NOT_FOUND']);
    const byInviter = await stack.gql(ACCEPT, { input: { id, consent: true } }, { token: anna });
    expect(codesOf(byInviter)).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(RESEND, { input: { id } }, { token: anna }))).toEqual([
      'RATE_LIMITED',
    ]);
    const noConsent = await stack.gql(
      ACCEPT,
      { input: { id, consent: false } },
      { token: kristin },
    );
    expect(codesOf(noConsent)).toEqual(['BAD_USER_INPUT']);

    const accepted = await stack.gql<{ acceptGuaranteeApplicantInvitation: Invitation }>(
      ACCEPT,
      { input: { id, consent: true } },
      { token: kristin },
    );
    expect(accepted.data!.acceptGuaranteeApplicantInvitation.status).toBe('ACCEPTED');

    const other = await stack.gql<{ inviteGuaranteeApplicant: Invitation }>(
      INVITE,
      { input: { guaranteeId, email: 'olena@leiga.is' } },
      { token: anna },
    );
    const deleted = await stack.gql<{ deleteGuaranteeApplicantInvitation: Invitation }>(
      DELETE,
      { input: { id: other.data!.inviteGuaranteeApplicant.id } },
      { token: anna },
    );
    expect(deleted.data!.deleteGuaranteeApplicantInvitation.status).toBe('DELETED');

    const g = await stack.gql<{
      rentalGuarantee: { applicants: Applicant[]; applicantInvitations: Invitation[] };
    }>(GUARANTEE, { id: guaranteeId }, { token: anna });
    expect(g.data!.rentalGuarantee.applicants).toEqual([
      { fullName: 'Anna Sigurðardóttir', role: 'MAIN', hasCreditConsent: expect.any(Boolean) },
      { fullName: 'Kristín Þórsdóttir', role: 'CO_APPLICANT', hasCreditConsent: true },
    ]);
    expect(g.data!.rentalGuarantee.applicantInvitations.map((i) => i.status)).toEqual([
      'ACCEPTED',
      'DELETED',
    ]);

    const assessed = await stack.gql<{ assessRentalGuarantee: Record<string, unknown> }>(
      ASSESS,
      { input: { id: guaranteeId, consent: true } },
      { token: anna },
    );
    expect(assessed.errors).toEqual([]);
    expect(assessed.data!.assessRentalGuarantee).toEqual({
      status: 'APPROVED',
      creditGrade: 'B1',
      cashThresholdPercent: 15,
    });
  });

  it('a guarantor is invited as such and reads the guarantee as GUARANTOR', async () => {
    const guaranteeId = await apply();
    const asMain = await stack.gql(
      INVITE,
      { input: { guaranteeId, email: 'olena@leiga.is', role: 'MAIN' } },
      { token: anna },
    );
    expect(codesOf(asMain)).toEqual(['BAD_USER_INPUT']);
    const invited = await stack.gql<{ inviteGuaranteeApplicant: Invitation & { role: string } }>(
      `mutation ($input: InviteGuaranteeApplicantInput!) {
        inviteGuaranteeApplicant(input: $input) { id role status } }`,
      { input: { guaranteeId, email: 'olena@leiga.is', role: 'GUARANTOR' } },
      { token: anna },
    );
    expect(invited.errors).toEqual([]);
    const { id, role } = invited.data!.inviteGuaranteeApplicant;
    expect(role).toBe('GUARANTOR');
    const accepted = await stack.gql(ACCEPT, { input: { id, consent: true } }, { token: olena });
    expect(accepted.errors).toEqual([]);
    const seen = await stack.gql<{
      rentalGuarantee: { currentUserRole: string; applicants: Applicant[] };
    }>(
      `query ($id: ID!) { rentalGuarantee(id: $id) { currentUserRole
        applicants { fullName role hasCreditConsent } } }`,
      { id: guaranteeId },
      { token: olena },
    );
    expect(seen.data!.rentalGuarantee.currentUserRole).toBe('GUARANTOR');
    expect(seen.data!.rentalGuarantee.applicants.map((a) => [a.fullName, a.role])).toEqual([
      ['Anna Sigurðardóttir', 'MAIN'],
      ['Olena Kovalenko', 'GUARANTOR'],
    ]);
  });

  it('reads the applicants of a page of guarantees once per guarantee', async () => {
    await apply();
    const before = stack.log.length;
    const mine = await stack.gql<{ myRentalGuarantees: { items: unknown[] } }>(
      MINE,
      {},
      { token: anna },
    );
    expect(mine.errors).toEqual([]);
    const n = mine.data!.myRentalGuarantees.items.length;
    // The page, then for each guarantee its applicants and its invitations.
    expect(stack.log.slice(before).map((l) => l.restCalls)).toEqual([1 + 2 * n]);
  });
});
