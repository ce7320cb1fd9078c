import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Extras = {
  id: string;
  status: string;
  eSignature: { process: { id: string; status: string } | null; signers: { status: string }[] };
  hmsSubmission: { id: string; status: string } | null;
  specialTerms: { id: string; text: string }[];
  privateNotes: { id: string; text: string }[];
};

const EXTRAS = /* GraphQL */ `
  fragment Extras on Contract {
    id
    status
    eSignature {
      process {
        id
        status
      }
      signers {
        name
        status
        signedAt
      }
    }
    hmsSubmission {
      id
      status
      registrationNumber
    }
    specialTerms {
      id
      text
    }
    privateNotes {
      id
      text
    }
  }
`;
const LIST = `${EXTRAS} query { contracts { items { ...Extras } } }`;
const ONE = `${EXTRAS} query ($id: ID!) { contract(id: $id) { ...Extras again: eSignature { signers { role } } } }`;
const START = `${EXTRAS} mutation ($id: ID!, $key: String) {
  startContractSigning(input: { id: $id }, idempotencyKey: $key) { ...Extras } }`;
const CANCEL = `mutation ($id: ID!) { cancelContractSigning(input: { id: $id }) { id status } }`;
const REGISTER = `${EXTRAS} mutation ($id: ID!) { registerContractWithHms(input: { id: $id }) { ...Extras } }`;
const PDF = `query ($id: ID!) { contract(id: $id) { pdf(lang: EN) { filename contentType base64 } } }`;
const ADD_TERM = `mutation ($id: ID!, $text: String!) { addSpecialTerm(input: { contractId: $id, text: $text }) { id text } }`;
const EDIT_TERM = `mutation ($id: ID!, $text: String!) { updateSpecialTerm(input: { id: $id, text: $text }) { id text } }`;
const REMOVE_TERM = `mutation ($id: ID!) { removeSpecialTerm(id: $id) }`;
const TEMPLATES = `query { specialTermTemplates(language: "is") { id language title text } }`;
const USE_TEMPLATE = `mutation ($t: ID!, $c: ID!) { useSpecialTermTemplate(input: { templateId: $t, contractId: $c }) { id text templateId } }`;
const ADD_NOTE = `mutation ($id: ID!, $text: String!) { addPrivateNote(input: { contractId: $id, text: $text }) { id text } }`;
const SUBMISSIONS = `query ($status: HmsSubmissionStatus) { hmsSubmissions(status: $status) { count pageSize items { id status contract { id landlords { name } } } } }`;
const SUBMISSION = `query ($id: ID!) { hmsSubmission(id: $id) { id status attemptsHistory { attempt outcome } } }`;
const CAN_SIGN = `query ($id: ID!) { contract(id: $id) { eSignature { viewerCanSign } } }`;
const LINK = `query ($id: ID!) { contractSigningLink(contractId: $id) { url } }`;

let stack: Stack;
let t: { anna: string; jon: string; staff: string };

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const res = await stack.gql<T>(query, variables, { token });
  expect(res.errors).toEqual([]);
  return res.data!;
}

async function jonsContracts(): Promise<Extras[]> {
  return (await gql<{ contracts: { items: Extras[] } }>(LIST, {}, t.jon)).contracts.items;
}

async function jonsContract(status: string): Promise<Extras> {
  const found = (await jonsContracts()).find((c) => c.status === status);
  if (!found) throw new Error(`Jón has no ${status} contract`);
  return found;
}

beforeAll(async () => {
  stack = await startStack();
  const [anna, jon, staff] = await Promise.all(
    ['anna', 'jon', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  );
  t = { anna: anna!, jon: jon!, staff: staff! };
});
afterAll(async () => {
  await stack?.close();
});

describe('contracts: signing, registration, terms and notes over the graph', () => {
  it('a page reads each list in one batch call: the list, then four calls whatever its size', async () => {
    const items = await jonsContracts();
    expect(items.length).toBeGreaterThan(1);
    expect(lastRestCalls(stack)).toBe(1 + 4);
    const one = await gql<{ contract: Extras }>(ONE, { id: items[0]!.id }, t.jon);
    // The contract, and each list once although eSignature is asked twice.
    expect(lastRestCalls(stack)).toBe(5);
    expect(one.contract.id).toBe(items[0]!.id);
  });

  it('the batch reads give each contract of the page what reading it alone gives', async () => {
    const items = await jonsContracts();
    for (const item of items) {
      const { contract } = await gql<{ contract: Extras }>(ONE, { id: item.id }, t.jon);
      const { again: _again, ...alone } = contract as Extras & { again: unknown };
      expect(alone, item.status).toEqual(item);
    }
  });

  it('starting signing with the same key twice answers the same process; cancel commits again', async () => {
    const committed = await jonsContract('COMMITTED');
    expect(committed.eSignature.process).toBeNull();
    const key = 'graph-signing-test-key-1';
    const first = await gql<{ startContractSigning: Extras }>(
      START,
      { id: committed.id, key },
      t.jon,
    );
    const again = await gql<{ startContractSigning: Extras }>(
      START,
      { id: committed.id, key },
      t.jon,
    );
    expect(first.startContractSigning.status).toBe('SIGNING');
    expect(first.startContractSigning.eSignature.process!.status).toBe('PENDING');
    expect(again.startContractSigning.eSignature.process!.id).toBe(
      first.startContractSigning.eSignature.process!.id,
    );
    expect(first.startContractSigning.eSignature.signers.every((s) => s.status === 'PENDING')).toBe(
      true,
    );
    const cancelled = await gql<{ cancelContractSigning: { status: string } }>(
      CANCEL,
      { id: committed.id },
      t.jon,
    );
    expect(cancelled.cancelContractSigning.status).toBe('COMMITTED');
  });

  it('the PDF arrives base64 with its filename', async () => {
    const committed = await jonsContract('COMMITTED');
    const data = await gql<{ contract: { pdf: { filename: string; base64: string } } }>(
      PDF,
      { id: committed.id },
      t.jon,
    );
    expect(data.contract.pdf.filename).toMatch(/\.pdf$/);
    expect(Buffer.from(data.contract.pdf.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('special terms: add, edit, remove, and one from a template', async () => {
    const draft = await jonsContract('DRAFT');
    const added = await gql<{ addSpecialTerm: { id: string } }>(
      ADD_TERM,
      { id: draft.id, text: 'Gæludýr eru ekki leyfð.' },
      t.jon,
    );
    const edited = await gql<{ updateSpecialTerm: { text: string } }>(
      EDIT_TERM,
      { id: added.addSpecialTerm.id, text: 'Köttur er leyfður.' },
      t.jon,
    );
    expect(edited.updateSpecialTerm.text).toBe('Köttur er leyfður.');
    const templates = (
      await gql<{ specialTermTemplates: { id: string; language: string }[] }>(TEMPLATES, {}, t.jon)
    ).specialTermTemplates;
    expect(templates.length).toBeGreaterThan(0);
    expect(templates.every((tpl) => tpl.language === 'is')).toBe(true);
    const used = await gql<{ useSpecialTermTemplate: { templateId: string } }>(
      USE_TEMPLATE,
      { t: templates[0]!.id, c: draft.id },
      t.jon,
    );
    expect(used.useSpecialTermTemplate.templateId).toBe(templates[0]!.id);
    await gql(REMOVE_TERM, { id: added.addSpecialTerm.id }, t.jon);
    const after = (await jonsContracts()).find((c) => c.id === draft.id)!;
    expect(after.specialTerms.map((s) => s.text)).not.toContain('Köttur er leyfður.');
    expect(after.specialTerms).toHaveLength(1);
  });

  it('private notes are only their writer’s', async () => {
    const committed = await jonsContract('COMMITTED');
    await gql(ADD_NOTE, { id: committed.id, text: 'Hringja í Önnu á mánudag.' }, t.jon);
    const jons = (await jonsContracts()).find((c) => c.id === committed.id)!;
    expect(jons.privateNotes.map((n) => n.text)).toEqual(['Hringja í Önnu á mánudag.']);
    const annas = await gql<{ contract: Extras }>(ONE, { id: committed.id }, t.anna);
    expect(annas.contract.privateNotes).toEqual([]);
  });

  it('only a signer still to sign is told so and given their own link', async () => {
    // The seed's lease in signing: Jón has signed, Anna has not.
    const signing = await jonsContract('SIGNING');
    const canSign = async (token: string) =>
      (
        await gql<{ contract: { eSignature: { viewerCanSign: boolean } } }>(
          CAN_SIGN,
          { id: signing.id },
          token,
        )
      ).contract.eSignature.viewerCanSign;
    expect(await canSign(t.anna)).toBe(true);
    expect(await canSign(t.jon)).toBe(false);
    expect(await canSign(t.staff)).toBe(false);

    const annas = await gql<{ contractSigningLink: { url: string } }>(
      LINK,
      { id: signing.id },
      t.anna,
    );
    expect(annas.contractSigningLink.url).toMatch(/\/sandbox\/e-sign\/[\w-]+\/$/);
    const jons = await stack.gql(LINK, { id: signing.id }, { token: t.jon });
    expect(codesOf(jons)).toEqual(['CONFLICT']);
    expect(jons.errors[0]?.extensions?.['reason']).toBe('already_done');
    expect(jons.data).toBeNull();
    const staffs = await stack.gql(LINK, { id: signing.id }, { token: t.staff });
    expect(codesOf(staffs)).toEqual(['FORBIDDEN']);
    expect(JSON.stringify(staffs)).not.toContain('/sandbox/e-sign/');
  });

  it('a signed lease goes to HMS; staff list it and read its attempts; others may not', async () => {
    const signed = await jonsContract('SIGNED');
    const registered = await gql<{ registerContractWithHms: Extras }>(
      REGISTER,
      { id: signed.id },
      t.jon,
    );
    const submission = registered.registerContractWithHms.hmsSubmission!;
    expect(submission).not.toBeNull();
    const page = await gql<{
      hmsSubmissions: {
        count: number;
        pageSize: number;
        items: { id: string; contract: { id: string } }[];
      };
    }>(SUBMISSIONS, {}, t.staff);
    expect(page.hmsSubmissions.pageSize).toBe(25);
    expect(page.hmsSubmissions.items.map((s) => s.contract.id)).toContain(signed.id);
    const detail = await gql<{ hmsSubmission: { id: string; attemptsHistory: unknown[] } }>(
      SUBMISSION,
      { id: submission.id },
      t.staff,
    );
    expect(detail.hmsSubmission.id).toBe(submission.id);
    const refused = await stack.gql(SUBMISSIONS, {}, { token: t.jon });
    expect(codesOf(refused)).toEqual(['FORBIDDEN']);
  });
});
