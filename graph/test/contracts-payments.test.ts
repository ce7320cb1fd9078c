import { makeIcelandicIban } from '@leiga/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

/** Anna's and Jón's accounts in the sandbox bank's register (sandbox-bank-accounts.ts). */
const ANNAS_IBAN = makeIcelandicIban('0101', '26', '071203', '1203942319');
const JONS_IBAN = makeIcelandicIban('0133', '26', '012345', '0407682389');

const METHOD = `id userId iban holderName icelandicFormat { bank ledger account holderKennitala }`;
const MINE = `query { myPayoutMethods { ${METHOD} } }`;
const ADD = `mutation ($iban: String!) { addPayoutMethod(input: { iban: $iban }) { ${METHOD} } }`;
const REMOVE = `mutation ($id: ID!) { removePayoutMethod(id: $id) }`;
const CONTRACTS = `query { contracts { items { id status paidWithCash keyHandovers { id } } } }`;
const CHECK = `query ($id: ID!) { contract(id: $id) {
  payoutMethod { bankAccount { iban holderKennitala } }
  payoutAccountCheck { iban valid holderName icelandicFormat { bank ledger account holderKennitala } } } }`;
const HANDOVERS = `query ($id: ID!) { contract(id: $id) {
  keyHandovers { id handedOverOn direction keyCount description createdAt } } }`;
const ADD_KEYS = `mutation ($input: AddKeyHandoverInput!) {
  addKeyHandover(input: $input) { id handedOverOn direction keyCount description } }`;
const REMOVE_KEYS = `mutation ($id: ID!) { removeKeyHandover(id: $id) }`;

type Method = {
  id: string;
  userId: string;
  iban: string;
  holderName: string;
  icelandicFormat: { bank: string; ledger: string; account: string; holderKennitala: string };
};
type Handover = {
  id: string;
  handedOverOn: string;
  direction: string;
  keyCount: number;
  description: string | null;
};

let stack: Stack;
let t: { anna: string; jon: string; staff: string };

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const res = await stack.gql<T>(query, variables, { token });
  expect(res.errors).toEqual([]);
  return res.data!;
}

async function jonsDraftId(): Promise<string> {
  const data = await gql<{ contracts: { items: { id: string; status: string }[] } }>(
    CONTRACTS,
    {},
    t.jon,
  );
  const draft = data.contracts.items.find((c) => c.status === 'DRAFT');
  if (!draft) throw new Error('Jón has no draft');
  return draft.id;
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

describe('contracts: payout methods and the bank check over the graph', () => {
  it('lists the viewer’s own accounts with their Icelandic parts', async () => {
    const { myPayoutMethods } = await gql<{ myPayoutMethods: Method[] }>(MINE, {}, t.jon);
    expect(myPayoutMethods).toHaveLength(1);
    expect(myPayoutMethods[0]).toMatchObject({
      iban: JONS_IBAN,
      holderName: 'Jón Guðmundsson',
      icelandicFormat: {
        bank: '0133',
        ledger: '26',
        account: '012345',
        holderKennitala: '0407682389',
      },
    });
  });

  it('refuses someone else’s account with a field error on iban', async () => {
    const res = await stack.gql(ADD, { iban: ANNAS_IBAN }, { token: t.jon });
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors[0]!.extensions?.fields).toEqual({
      iban: 'validation.account_holder_mismatch',
    });
    const { myPayoutMethods } = await gql<{ myPayoutMethods: Method[] }>(MINE, {}, t.jon);
    expect(myPayoutMethods.map((m) => m.iban)).toEqual([JONS_IBAN]);
  });

  it('adds the viewer’s own account as the bank reports it, and removes it', async () => {
    const { addPayoutMethod } = await gql<{ addPayoutMethod: Method }>(
      ADD,
      { iban: ANNAS_IBAN },
      t.anna,
    );
    expect(addPayoutMethod).toMatchObject({
      iban: ANNAS_IBAN,
      holderName: 'Anna Sigurðardóttir',
      icelandicFormat: { holderKennitala: '1203942319' },
    });
    // Another user cannot remove it: it does not exist for them.
    const foreign = await stack.gql(REMOVE, { id: addPayoutMethod.id }, { token: t.jon });
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
    const removed = await gql<{ removePayoutMethod: string }>(
      REMOVE,
      { id: addPayoutMethod.id },
      t.anna,
    );
    expect(removed.removePayoutMethod).toBe(addPayoutMethod.id);
    expect((await gql<{ myPayoutMethods: Method[] }>(MINE, {}, t.anna)).myPayoutMethods).toEqual(
      [],
    );
  });

  it('asks the bank about the contract’s account when staff read it', async () => {
    const id = await jonsDraftId();
    const data = await gql<{
      contract: {
        payoutMethod: { bankAccount: { iban: string; holderKennitala: string } };
        payoutAccountCheck: { iban: string; valid: boolean; holderName: string };
      };
    }>(CHECK, { id }, t.staff);
    expect(data.contract.payoutMethod.bankAccount).toEqual({
      iban: JONS_IBAN,
      holderKennitala: '0407682389',
    });
    expect(data.contract.payoutAccountCheck).toMatchObject({
      iban: JONS_IBAN,
      valid: true,
      holderName: 'Jón Guðmundsson',
      icelandicFormat: { holderKennitala: '0407682389' },
    });
  });
});

describe('contracts: key handovers over the graph', () => {
  it('an editor records, lists and removes a handover', async () => {
    const id = await jonsDraftId();
    const input = {
      contractId: id,
      handedOverOn: '2027-01-01',
      direction: 'TO_TENANT',
      keyCount: 3,
      description: 'Útidyr, íbúð og póstkassi',
    };
    const { addKeyHandover } = await gql<{ addKeyHandover: Handover }>(ADD_KEYS, { input }, t.jon);
    expect(addKeyHandover).toMatchObject({
      handedOverOn: '2027-01-01',
      direction: 'TO_TENANT',
      keyCount: 3,
      description: 'Útidyr, íbúð og póstkassi',
    });
    const listed = await gql<{ contract: { keyHandovers: Handover[] } }>(HANDOVERS, { id }, t.jon);
    expect(listed.contract.keyHandovers.map((k) => k.id)).toContain(addKeyHandover.id);

    await gql(REMOVE_KEYS, { id: addKeyHandover.id }, t.jon);
    const after = await gql<{ contract: { keyHandovers: Handover[] } }>(HANDOVERS, { id }, t.jon);
    expect(after.contract.keyHandovers.map((k) => k.id)).not.toContain(addKeyHandover.id);
  });

  it('bad input answers field errors; a tenant who only reads may not record keys', async () => {
    const id = await jonsDraftId();
    const input = { contractId: id, handedOverOn: '2027-01-01', direction: 'TO_LANDLORD' };
    const bad = await stack.gql(ADD_KEYS, { input: { ...input, keyCount: 0 } }, { token: t.jon });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors[0]!.extensions?.fields).toMatchObject({ keyCount: 'validation.key_count' });
    const tenant = await stack.gql(
      ADD_KEYS,
      { input: { ...input, keyCount: 1 } },
      { token: t.anna },
    );
    expect(codesOf(tenant)).toEqual(['FORBIDDEN']);
  });

  it('a list of contracts reads each contract’s handovers once', async () => {
    const data = await gql<{ contracts: { items: { id: string }[] } }>(CONTRACTS, {}, t.jon);
    // The list, then one handover call per contract.
    expect(lastRestCalls(stack)).toBe(1 + data.contracts.items.length);
  });
});
