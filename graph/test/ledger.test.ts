import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, startStack, type Stack } from './helpers.js';

const RUN = `mutation { runLedgerReconciliation {
  id trigger contractsChecked contractsUnbalanced isBalanced durationMs createdAt
  findings { contractId problems { code expected actual } } } }`;
const LIST = `query ($pageSize: Int) { ledgerReconciliations(pageSize: $pageSize) {
  count page pageSize hasNextPage items { id trigger isBalanced } } }`;

type Run = { id: string; trigger: string; contractsChecked: number; isBalanced: boolean };

let stack: Stack;
let staff: string;
let landlord: string;

beforeAll(async () => {
  stack = await startStack();
  const [s, l] = await Promise.all([login(stack, 'stjorn@leiga.is'), login(stack, 'jon@leiga.is')]);
  [staff, landlord] = [s.accessToken, l.accessToken];
}, 120_000);
afterAll(() => stack.close());

/** The mutation with the client's own Idempotency-Key header. */
async function runWithKey(key: string): Promise<Run> {
  const res = await fetch(stack.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${staff}`,
      'idempotency-key': key,
    },
    body: JSON.stringify({ query: RUN }),
  });
  const json = (await res.json()) as { data: { runLedgerReconciliation: Run } };
  return json.data.runLedgerReconciliation;
}

describe('ledger reconciliations', () => {
  it('lets staff run one and list it, newest first', async () => {
    const ran = await stack.gql<{ runLedgerReconciliation: Run }>(RUN, {}, { token: staff });
    expect(ran.errors).toEqual([]);
    const run = ran.data!.runLedgerReconciliation;
    expect(run.trigger).toBe('STAFF');
    expect(run.isBalanced).toBe(true);
    const list = await stack.gql<{
      ledgerReconciliations: { count: number; items: Run[] };
    }>(LIST, { pageSize: 5 }, { token: staff });
    expect(list.data!.ledgerReconciliations.items[0]!.id).toBe(run.id);
  });

  it('refuses landlords and the anonymous', async () => {
    expect(codesOf(await stack.gql(RUN, {}, { token: landlord }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(LIST, {}, { token: landlord }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(LIST, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('passes the client’s Idempotency-Key on: a retried operation repeats nothing', async () => {
    const key = `retry-${Date.now()}`;
    const first = await runWithKey(key);
    const retry = await runWithKey(key);
    expect(retry.id).toBe(first.id);
    const other = await runWithKey(`${key}-2`);
    expect(other.id).not.toBe(first.id);
  });
});
