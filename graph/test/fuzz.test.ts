import fc from 'fast-check';
import {
  Kind,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPersistedDocuments } from '../src/plugins/trusted-documents.js';
import { getSchema } from '../src/schema.js';
import { documentFor, valueOf } from './fuzz-values.js';
import { DEMO_PASSWORD, startStack, type GraphResponse, type Stack } from './helpers.js';

/**
 * Fuzzing of the whole graph over HTTP against a real api: every persisted operation and one
 * operation per root field, with malformed, wrong-typed, oversized and boundary variables, as an
 * anonymous visitor and as signed-in callers. Bad input must answer 4xx or a GraphQL error with
 * a public code; any 5xx or INTERNAL_SERVER_ERROR is a bug. Fixed seed and bounded runs, so a
 * failure reproduces.
 */
const SEED = 20_261_123;
const RUNS = 2;

type Caller = {
  name: string;
  email: string | null;
  token: string | null;
  signedInAt?: number;
  /** Staff only for the root queries (the back office's lists), to keep the run short. */
  isRootQueriesOnly?: boolean;
};

let stack: Stack;
const callers: Caller[] = [
  { name: 'anonymous', email: null, token: null },
  { name: 'tenant', email: 'anna@leiga.is', token: null },
  { name: 'staff', email: 'stjorn@leiga.is', token: null, isRootQueriesOnly: true },
];

let address = 0;
/** Straight to the api, from an address of its own: fuzzed logins may lock the graph's address. */
async function signIn(email: string): Promise<string> {
  address += 1;
  const res = await fetch(`${stack.api.url}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${address}` },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { access?: string };
  if (!body.access) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.access;
}

async function signInAgain(caller: Caller, email: string): Promise<void> {
  caller.token = await signIn(email);
  caller.signedInAt = Date.now();
}

/** A fuzzed mutation may end the caller's session (logout, password change): sign in again. */
async function ensureSignedIn(caller: Caller): Promise<void> {
  if (!caller.email) return;
  if (caller.token) {
    const me = await stack.gql<{ me: { id: string } | null }>(
      '{ me { id } }',
      {},
      { token: caller.token },
    );
    if (me.data?.me) return;
  }
  await signInAgain(caller, caller.email);
}

/**
 * Before a target: only a mutation ends a session (checked after each), so the caller signs in
 * only when it never has or its token nears the end of its 15 minutes (a slow runner).
 */
async function keepSignedIn(caller: Caller): Promise<void> {
  if (!caller.email) return;
  const age = Date.now() - (caller.signedInAt ?? 0);
  if (!caller.token || age > 10 * 60_000) await signInAgain(caller, caller.email);
}

function internalFailures(res: GraphResponse<unknown>): string[] {
  const failures: string[] = [];
  if (res.status >= 500) failures.push(`HTTP ${res.status}`);
  for (const error of res.errors) {
    const code = error.extensions?.code;
    if (code === undefined || code === 'INTERNAL_SERVER_ERROR') {
      failures.push(`${String(code)}: ${error.message}`);
    }
  }
  return failures;
}

type Target = {
  name: string;
  document: string;
  isMutation: boolean;
  isRoot: boolean;
  variables: Variables;
};
type Variables = fc.Arbitrary<Record<string, unknown>>;

function variablesOf(operation: OperationDefinitionNode): Variables {
  const schema = getSchema();
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type) record[definition.variable.name.value] = valueOf(type);
  }
  return fc.record(record, { requiredKeys: [] });
}

function persistedTargets(): Target[] {
  const targets: Target[] = [];
  for (const text of Object.values(loadPersistedDocuments())) {
    const document = parse(text);
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation || operation.operation === 'subscription') continue;
    targets.push({
      name: `persisted ${operation.name?.value ?? 'anonymous'}`,
      document: text,
      isMutation: operation.operation === 'mutation',
      isRoot: false,
      variables: variablesOf(operation),
    });
  }
  return targets.sort((a, b) => Number(a.isMutation) - Number(b.isMutation));
}

function rootFieldTargets(): Target[] {
  const schema = getSchema();
  const targets: Target[] = [];
  for (const kind of ['query', 'mutation'] as const) {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(root?.getFields() ?? {})) {
      const document = documentFor(kind, field);
      const operation = parse(document).definitions[0] as OperationDefinitionNode;
      targets.push({
        name: `${kind} ${field.name}`,
        document,
        isMutation: kind === 'mutation',
        isRoot: true,
        variables: variablesOf(operation),
      });
    }
  }
  return targets;
}

beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

async function fuzz(targets: Target[]): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, target] of targets.entries()) {
    for (const caller of callers) {
      if (caller.isRootQueriesOnly && (target.isMutation || !target.isRoot)) continue;
      await keepSignedIn(caller);
      const samples = fc.sample(target.variables, { seed: SEED + index, numRuns: RUNS });
      // Always also: no variables at all (required ones missing).
      for (const variables of [{}, ...samples]) {
        const res = await stack.gql(target.document, variables, { token: caller.token });
        for (const failure of internalFailures(res)) {
          failures.push(
            `${target.name} as ${caller.name} with ${JSON.stringify(variables).slice(0, 300)}: ${failure}`,
          );
        }
      }
      if (target.isMutation) await ensureSignedIn(caller);
    }
  }
  return failures;
}

describe('GraphQL fuzzing (fixed seed)', () => {
  it('never fails internally on the persisted operations', { timeout: 600_000 }, async () => {
    const targets = persistedTargets();
    expect(targets.length).toBeGreaterThan(50);
    expect(await fuzz(targets)).toEqual([]);
  });

  it('never fails internally on any root field', { timeout: 600_000 }, async () => {
    const targets = rootFieldTargets();
    expect(targets.length).toBeGreaterThan(50);
    expect(await fuzz(targets)).toEqual([]);
  });
});
