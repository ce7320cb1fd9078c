import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  codesOf,
  readOutbox,
  restLogin,
  startStack,
  type Stack,
} from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Panel = {
  id: string;
  viewerAccess: string;
  collaborators: {
    id: string;
    userId: string;
    fullName: string;
    email: string;
    accessType: string;
  }[];
  collaboratorInvitations: { id: string; email: string; accessType: string; status: string }[];
};

const PANEL = /* GraphQL */ `
  fragment Panel on Contract {
    id
    viewerAccess
    collaborators {
      id
      userId
      fullName
      email
      accessType
    }
    collaboratorInvitations {
      id
      email
      accessType
      status
      inviter {
        fullName
      }
      sentAt
    }
  }
`;
const CREATE = `mutation { createContract(input: {}) { id } }`;
const CONTRACT = `${PANEL} query ($id: ID!) { contract(id: $id) { ...Panel } }`;
const INVITE = `${PANEL} mutation ($id: ID!, $email: String!, $access: ContractCollaboratorAccess!) {
  inviteContractCollaborator(input: { contractId: $id, email: $email, accessType: $access }) { ...Panel } }`;
const PREVIEW = `query ($id: ID!, $token: String!) { contractInvitation(id: $id, token: $token) {
  id contractId email accessType status inviter { fullName } address { street } } }`;
const ACCEPT = `${PANEL} mutation ($id: ID!, $token: String!) {
  acceptContractInvitation(input: { id: $id, token: $token }) { ...Panel } }`;
const DECLINE = `mutation ($id: ID!, $token: String!) {
  declineContractInvitation(input: { id: $id, token: $token }) { id status } }`;
const RETRACT = `${PANEL} mutation ($id: ID!) { retractContractInvitation(input: { id: $id }) { ...Panel } }`;
const RESEND = `${PANEL} mutation ($id: ID!) { resendContractInvitation(input: { id: $id }) { ...Panel } }`;
const CHANGE = `${PANEL} mutation ($id: ID!, $access: ContractCollaboratorAccess!) {
  changeContractCollaboratorAccess(input: { id: $id, accessType: $access }) { ...Panel } }`;
const REMOVE = `${PANEL} mutation ($id: ID!, $contractId: ID!) {
  removeContractCollaborator(input: { id: $id, contractId: $contractId }) { ...Panel } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { accessToken } }`;

let stack: Stack;
let jon: string;
let anna: string;
let contractId: string;

async function gql<T>(query: string, variables: Record<string, unknown>, token: string | null) {
  const res = await stack.gql<T>(query, variables, { token });
  expect(res.errors).toEqual([]);
  return res.data!;
}

let registered = 0;
async function register(): Promise<{ token: string; email: string }> {
  registered += 1;
  const email = `samstarf${registered}@example.is`;
  const data = await gql<{ register: { accessToken: string } }>(
    REGISTER,
    {
      input: {
        email,
        password: DEMO_PASSWORD,
        fullName: `Samstarfsmaður ${registered}`,
        userType: 'TENANT',
        sessionMode: 'TOKEN',
      },
    },
    null,
  );
  return { token: data.register.accessToken, email };
}

/** Invites the address as Jón and reads the invitation's id and token from the sent e-mail. */
async function invite(email: string, access: 'R' | 'W') {
  const data = await gql<{ inviteContractCollaborator: Panel }>(
    INVITE,
    { id: contractId, email, access },
    jon,
  );
  const [mail] = await readOutbox(stack, email);
  const link = new URL(mail!.data['link']!);
  return {
    panel: data.inviteContractCollaborator,
    id: link.pathname.split('/').at(-1)!,
    token: link.searchParams.get('token')!,
  };
}

beforeAll(async () => {
  stack = await startStack();
  [jon, anna] = await Promise.all(
    ['jon', 'anna'].map((n) => restLogin(stack, `${n}@leiga.is`)) as [
      Promise<string>,
      Promise<string>,
    ],
  );
  contractId = (await gql<{ createContract: { id: string } }>(CREATE, {}, jon)).createContract.id;
});
afterAll(async () => {
  await stack?.close();
});

describe('contract collaborators over the graph', () => {
  it('invites by e-mail; the invitee sees who invited them, signed out, and accepts', async () => {
    const invitee = await register();
    const sent = await invite(invitee.email, 'R');
    expect(sent.panel.collaboratorInvitations).toEqual([
      expect.objectContaining({ email: invitee.email, accessType: 'R', status: 'PENDING' }),
    ]);
    const preview = await gql<{ contractInvitation: Record<string, unknown> }>(
      PREVIEW,
      { id: sent.id, token: sent.token },
      null,
    );
    expect(preview.contractInvitation).toMatchObject({
      contractId,
      email: invitee.email,
      accessType: 'R',
      status: 'PENDING',
      inviter: { fullName: expect.stringMatching(/Jón/) },
      address: null,
    });
    const accepted = await gql<{ acceptContractInvitation: Panel }>(
      ACCEPT,
      { id: sent.id, token: sent.token },
      invitee.token,
    );
    expect(accepted.acceptContractInvitation.viewerAccess).toBe('READ');
    expect(accepted.acceptContractInvitation.collaborators).toEqual([
      expect.objectContaining({
        email: invitee.email,
        fullName: 'Samstarfsmaður 1',
        accessType: 'R',
      }),
    ]);
    // A reader sees no invitations (they cannot manage them), and may not invite.
    expect(accepted.acceptContractInvitation.collaboratorInvitations).toEqual([]);
    const refused = await stack.gql(
      INVITE,
      { id: contractId, email: 'someone@example.is', access: 'R' },
      { token: invitee.token },
    );
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });

  it('answers a wrong token with NOT_FOUND, a malformed one and a bad e-mail with field errors', async () => {
    const invitee = await register();
    const sent = await invite(invitee.email, 'W');
    const wrong = await stack.gql(PREVIEW, { id: sent.id, token: 'x'.repeat(43) }, {});
    expect(codesOf(wrong)).toEqual(['NOT_FOUND']);
    const malformed = await stack.gql(PREVIEW, { id: sent.id, token: 'short' }, {});
    expect(codesOf(malformed)).toEqual(['BAD_USER_INPUT']);
    expect(malformed.errors[0]!.extensions!['fields']).toHaveProperty('token');
    const bad = await stack.gql(
      INVITE,
      { id: contractId, email: 'not-an-address', access: 'R' },
      { token: jon },
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(bad.errors[0]!.extensions!['fields'] as object)).toEqual(['email']);
    const twice = await stack.gql(
      INVITE,
      { id: contractId, email: invitee.email, access: 'R' },
      { token: jon },
    );
    expect(codesOf(twice)).toEqual(['CONFLICT']);
    // Someone who is neither party nor collaborator does not learn the contract exists.
    const stranger = await stack.gql(
      INVITE,
      { id: contractId, email: 'x@example.is', access: 'R' },
      { token: anna },
    );
    expect(codesOf(stranger)).toEqual(['NOT_FOUND']);
  });

  it('resends with a new link, retracts, and a declined link no longer accepts', async () => {
    const invitee = await register();
    const first = await invite(invitee.email, 'R');
    await gql(RESEND, { id: first.id }, jon);
    const [mail] = await readOutbox(stack, invitee.email);
    const newToken = new URL(mail!.data['link']!).searchParams.get('token')!;
    expect(newToken).not.toBe(first.token);
    const old = await stack.gql(PREVIEW, { id: first.id, token: first.token }, {});
    expect(codesOf(old)).toEqual(['NOT_FOUND']);
    const retracted = await gql<{ retractContractInvitation: Panel }>(
      RETRACT,
      { id: first.id },
      jon,
    );
    expect(
      retracted.retractContractInvitation.collaboratorInvitations.map((i) => i.id),
    ).not.toContain(first.id);
    const late = await stack.gql(
      ACCEPT,
      { id: first.id, token: newToken },
      { token: invitee.token },
    );
    expect(codesOf(late)).toEqual(['CONFLICT']);

    const other = await register();
    const second = await invite(other.email, 'R');
    const declined = await gql<{ declineContractInvitation: { status: string } }>(
      DECLINE,
      { id: second.id, token: second.token },
      other.token,
    );
    expect(declined.declineContractInvitation.status).toBe('DECLINED');
    const after = await stack.gql(
      ACCEPT,
      { id: second.id, token: second.token },
      { token: other.token },
    );
    expect(codesOf(after)).toEqual(['CONFLICT']);
  });

  it('changes a collaborator’s access and removes them; a collaborator may leave', async () => {
    const invitee = await register();
    const sent = await invite(invitee.email, 'R');
    const accepted = await gql<{ acceptContractInvitation: Panel }>(
      ACCEPT,
      { id: sent.id, token: sent.token },
      invitee.token,
    );
    const mine = accepted.acceptContractInvitation.collaborators.find(
      (c) => c.email === invitee.email,
    )!;
    const notYours = await stack.gql(
      CHANGE,
      { id: mine.id, access: 'W' },
      { token: invitee.token },
    );
    expect(codesOf(notYours)).toEqual(['FORBIDDEN']);
    const changed = await gql<{ changeContractCollaboratorAccess: Panel }>(
      CHANGE,
      { id: mine.id, access: 'W' },
      jon,
    );
    expect(
      changed.changeContractCollaboratorAccess.collaborators.find((c) => c.id === mine.id)
        ?.accessType,
    ).toBe('W');
    const asEditor = await gql<{ contract: Panel }>(CONTRACT, { id: contractId }, invitee.token);
    expect(asEditor.contract.viewerAccess).toBe('EDIT');
    const left = await gql<{ removeContractCollaborator: Panel | null }>(
      REMOVE,
      { id: mine.id, contractId },
      invitee.token,
    );
    expect(left.removeContractCollaborator).toBeNull();
    const gone = await stack.gql(CONTRACT, { id: contractId }, { token: invitee.token });
    expect(gone.data).toEqual({ contract: null });
  });

  it('reads the contract page’s panel in a bounded number of REST calls', async () => {
    const data = await gql<{ contract: Panel }>(CONTRACT, { id: contractId }, jon);
    expect(data.contract.collaborators.length).toBeGreaterThan(0);
    expect(data.contract.collaboratorInvitations.length).toBeGreaterThan(0);
    // The contract, the viewer, the collaborators and the invitations: once each.
    expect(lastRestCalls(stack)).toBe(4);
  });
});
