import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './inspections.operations.js';
import { restLogin, startStack, type Stack } from './helpers.js';
import { lastRestCalls } from './listings-support.js';

/** The web's own operation for the contract's inspection-report subpage, as it ships. */
function webOperation(name: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../src/__generated__/persisted-documents.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  const found = Object.values(manifest).find((doc) => doc.includes(`query ${name}(`));
  if (!found) throw new Error(`no web operation ${name}`);
  return found;
}

type Row = { id: string; kind: string; status: string; issueCount: number };
type ContractReports = {
  contract: { id: string; committed: boolean; inspectionReports: Row[] } | null;
};

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;
const SUBPAGE = webOperation('ContractInspectionReports');

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
});
afterAll(async () => {
  await stack?.close();
});

describe("the contract's inspection-report subpage over GraphQL", () => {
  it("answers the web's operation for both sides in two REST calls, and null for a stranger", async () => {
    const contracts = await stack.gql<{
      contracts: { items: { id: string; status: string }[] };
    }>(op.CONTRACT_REPORTS, {}, { token: jon });
    const contractId = contracts.data!.contracts.items.find((c) => c.status === 'COMMITTED')!.id;
    const created = await stack.gql<{ createInspectionReport: { id: string } }>(
      op.CREATE,
      { input: { contractId, kind: 'MOVE_IN' } },
      { token: jon },
    );
    expect(created.errors).toEqual([]);
    const reportId = created.data!.createInspectionReport.id;

    const landlord = await stack.gql<ContractReports>(SUBPAGE, { id: contractId }, { token: jon });
    expect(landlord.errors).toEqual([]);
    expect(landlord.data!.contract).toMatchObject({ id: contractId, committed: true });
    expect(landlord.data!.contract!.inspectionReports).toContainEqual(
      expect.objectContaining({ id: reportId, kind: 'MOVE_IN', status: 'DRAFT', issueCount: 0 }),
    );
    // The contract, then its reports.
    expect(lastRestCalls(stack)).toBe(2);

    const tenant = await stack.gql<ContractReports>(SUBPAGE, { id: contractId }, { token: anna });
    expect(tenant.errors).toEqual([]);
    expect(tenant.data!.contract!.inspectionReports.map((r) => r.id)).toContain(reportId);

    const stranger = await stack.gql<ContractReports>(
      SUBPAGE,
      { id: contractId },
      { token: kristin },
    );
    expect(stranger.data?.contract ?? null).toBeNull();
  });

  it('answers a malformed id as BAD_USER_INPUT, never a server error', async () => {
    const res = await stack.gql<ContractReports>(SUBPAGE, { id: 'abc' }, { token: jon });
    expect(res.errors.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
