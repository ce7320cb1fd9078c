import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './contracts.operations.js';
import { codesOf, restLogin, startStack, type GraphResponse, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

type Contract = {
  id: string;
  status: string;
  committed: boolean;
  landlords: { name: string; emails: { email: string }[] }[];
  tenants: { name: string }[];
  insuranceAmount: number | null;
  validSteps: { stepName: string; isValid: boolean }[];
  viewerAccess: 'READ' | 'EDIT';
  viewerCanEdit: boolean;
  events?: { kind: string; signType: string | null; actor: { fullName: string } | null }[];
};
type Page = { count: number; pageSize: number; hasNextPage: boolean; items: Contract[] };

let stack: Stack;
let t: { anna: string; jon: string; magnus: string; kristin: string; staff: string };

function fieldsOf(res: GraphResponse<unknown>): unknown {
  return res.errors[0]?.extensions?.fields;
}

async function listOf(token: string, filter: Record<string, unknown> = {}) {
  const res = await stack.gql<{ contracts: Page }>(op.CONTRACTS, { filter }, { token });
  expect(res.errors).toEqual([]);
  return res.data!.contracts;
}

/** A seed contract of Jón's in the given state (the seed has a draft, a committed and a signed). */
async function jonsContract(status: string): Promise<Contract> {
  const page = await listOf(t.jon);
  const found = page.items.find((c) => c.status === status);
  if (!found) throw new Error(`Jón has no ${status} contract`);
  return found;
}

beforeAll(async () => {
  stack = await startStack();
  const [anna, jon, magnus, kristin, staff] = await Promise.all(
    ['anna', 'jon', 'magnus', 'kristin', 'stjorn'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  );
  t = { anna: anna!, jon: jon!, magnus: magnus!, kristin: kristin!, staff: staff! };
});
afterAll(async () => {
  await stack?.close();
});

describe('contracts: reading', () => {
  it('a page of contracts with viewer access costs the list and the viewer: two REST calls', async () => {
    const page = await listOf(t.jon);
    expect(lastRestCalls(stack)).toBe(2);
    expect(page.pageSize).toBe(25);
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.items.every((c) => c.viewerAccess === 'EDIT')).toBe(true);
    expect(page.items.every((c) => c.landlords.some((l) => l.name === 'Jón Guðmundsson'))).toBe(
      true,
    );
  });

  it('the tenant reads the contracts she is a party of, without editing them', async () => {
    const page = await listOf(t.anna);
    expect(page.count).toBeGreaterThanOrEqual(6);
    expect(page.items.every((c) => c.viewerAccess === 'READ' && !c.viewerCanEdit)).toBe(true);
  });

  it('one contract with its timeline: the contract, the viewer and the events', async () => {
    const committed = await jonsContract('COMMITTED');
    const res = await stack.gql<{ contract: Contract }>(
      op.CONTRACT,
      { id: committed.id },
      { token: t.jon },
    );
    expect(res.errors).toEqual([]);
    expect(lastRestCalls(stack)).toBe(3);
    expect(res.data!.contract.viewerCanEdit).toBe(false);
    expect(res.data!.contract.events!.map((e) => e.kind)).toContain('committed');
  });

  it('another landlord and a stranger do not find the contract; staff edit it', async () => {
    const draft = await jonsContract('DRAFT');
    for (const token of [t.magnus, t.kristin]) {
      const res = await stack.gql<{ contract: Contract | null }>(
        op.CONTRACT,
        { id: draft.id },
        { token },
      );
      expect(res.errors).toEqual([]);
      expect(res.data!.contract).toBeNull();
    }
    const byMagnus = await stack.gql(
      op.UPDATE,
      { input: { id: draft.id, rooms: 2 } },
      { token: t.magnus },
    );
    expect(codesOf(byMagnus)).toEqual(['NOT_FOUND']);
    const staff = await stack.gql<{ contract: Contract }>(
      op.CONTRACT,
      { id: draft.id },
      { token: t.staff },
    );
    expect(staff.data!.contract.viewerAccess).toBe('EDIT');
    expect(staff.data!.contract.viewerCanEdit).toBe(true);
  });

  it('an R collaborator reads but may not change the draft', async () => {
    const draft = await jonsContract('DRAFT');
    const me = (await (
      await fetch(`${stack.api.url}/api/auth/user/`, {
        headers: { authorization: `Bearer ${t.kristin}` },
      })
    ).json()) as { id: number };
    await stack.api.app.ctx.db.execute(
      `insert into contract_collaborators (contract_id, user_id, access_type) values (${Number(draft.id)}, ${me.id}, 'R')`,
    );
    const read = await stack.gql<{ contract: Contract }>(
      op.CONTRACT,
      { id: draft.id },
      { token: t.kristin },
    );
    expect(read.data!.contract.viewerAccess).toBe('READ');
    expect(read.data!.contract.viewerCanEdit).toBe(false);
    const write = await stack.gql(
      op.UPDATE,
      { input: { id: draft.id, rooms: 2 } },
      { token: t.kristin },
    );
    expect(codesOf(write)).toEqual(['FORBIDDEN']);
  });

  it('bad paging and filters are input errors', async () => {
    const res = await stack.gql(op.CONTRACTS, { pageSize: 0 }, { token: t.jon });
    expect(codesOf(res)).toEqual(['BAD_USER_INPUT']);
    const range = await stack.gql(
      op.CONTRACTS,
      { filter: { fromDate: '2027-01-01', toDate: '2026-01-01' } },
      { token: t.jon },
    );
    expect(codesOf(range)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('contracts: changing', () => {
  it('creates, validates each change with field errors, logs steps and deletes a draft', async () => {
    const created = await stack.gql<{ createContract: Contract }>(
      op.CREATE,
      { input: {} },
      { token: t.magnus },
    );
    expect(created.errors).toEqual([]);
    const draft = created.data!.createContract;
    expect(draft.status).toBe('DRAFT');
    expect(draft.viewerAccess).toBe('EDIT');
    expect(draft.landlords[0]!.emails[0]!.email).toBe('magnus@leiga.is');

    const bad = await stack.gql(
      op.UPDATE,
      { input: { id: draft.id, rooms: -1, currency: 'kronur' } },
      { token: t.magnus },
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toMatchObject({
      rooms: 'validation.rooms',
      currency: 'validation.currency',
    });

    const period = await stack.gql<{ updateContract: Contract }>(
      op.UPDATE,
      {
        input: {
          id: draft.id,
          startDate: '2027-02-01',
          isDefinite: false,
          endDate: null,
          terminationTermLength: 3,
        },
      },
      { token: t.magnus },
    );
    expect(period.errors).toEqual([]);
    const steps = period.data!.updateContract.validSteps;
    expect(steps.find((s) => s.stepName === 'period')?.isValid).toBe(true);

    const logged = await stack.gql(
      op.LOG_STEP,
      { input: { id: draft.id, stepName: 'period', isValid: true } },
      { token: t.magnus },
    );
    expect(logged.errors).toEqual([]);
    const badStep = await stack.gql(
      op.LOG_STEP,
      { input: { id: draft.id, stepName: 'signing', isValid: true } },
      { token: t.magnus },
    );
    expect(fieldsOf(badStep)).toEqual({ stepName: 'contracts.errors.invalid_step' });

    const early = await stack.gql(
      op.COMMIT,
      { input: { id: draft.id, signType: 'ELECTRONIC' } },
      { token: t.magnus },
    );
    expect(codesOf(early)).toEqual(['BAD_USER_INPUT']);

    const deleted = await stack.gql<{ deleteContract: string }>(
      op.DELETE,
      { input: { id: draft.id } },
      { token: t.magnus },
    );
    expect(deleted.data!.deleteContract).toBe(draft.id);
    const gone = await stack.gql<{ contract: null }>(
      op.CONTRACT,
      { id: draft.id },
      { token: t.magnus },
    );
    expect(gone.data!.contract).toBeNull();
  });

  it('commits a complete draft, which is then read-only, and uncommits it', async () => {
    const draft = await jonsContract('DRAFT');
    const committed = await stack.gql<{ commitContract: Contract }>(
      op.COMMIT,
      { input: { id: draft.id, signType: 'PAPER' } },
      { token: t.jon },
    );
    expect(committed.errors).toEqual([]);
    expect(committed.data!.commitContract).toMatchObject({
      status: 'COMMITTED',
      committed: true,
      viewerCanEdit: false,
    });
    const edit = await stack.gql(
      op.UPDATE,
      { input: { id: draft.id, rooms: 3 } },
      { token: t.jon },
    );
    expect(codesOf(edit)).toEqual(['CONFLICT']);
    const skip = await stack.gql(
      op.COMMIT,
      { input: { id: draft.id, signType: 'PAPER', skipIdCheck: true } },
      { token: t.jon },
    );
    expect(codesOf(skip)).not.toEqual([]);

    const back = await stack.gql<{ uncommitContract: Contract }>(
      op.UNCOMMIT,
      { input: { id: draft.id } },
      { token: t.jon },
    );
    expect(back.data!.uncommitContract.status).toBe('DRAFT');
  });

  it('a tenant may not commit, and an id that is not one is bad input', async () => {
    const draft = await jonsContract('DRAFT');
    const byAnna = await stack.gql(
      op.COMMIT,
      { input: { id: draft.id, signType: 'PAPER' } },
      { token: t.anna },
    );
    expect(codesOf(byAnna)).toEqual(['FORBIDDEN']);
    const bad = await stack.gql(op.DELETE, { input: { id: 'abc' } }, { token: t.jon });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
  });
});
