import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';
import {
  encodeComponent,
  fillPath,
  listOperations,
  type JsonSchema,
  type Operation,
} from './support/openapi.js';

/**
 * No input earns a 5xx. Every route of the OpenAPI document is sent malformed, oversized, deeply
 * nested, wrong-typed and boundary values, as an anonymous caller and as a signed-in landlord and
 * tenant. The seed and the number of runs are fixed, so a run is the same every time and bounded.
 */

const SEED = 20261123;
const RUNS_PER_ROUTE = 12;

type Caller = 'anonymous' | 'landlord' | 'tenant';
const CALLERS: readonly Caller[] = ['anonymous', 'landlord', 'tenant'];
const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = {
  landlord: 'jon@leiga.is',
  tenant: 'anna@leiga.is',
};

const INT4 = 2 ** 31;
const BOUNDARY_IDS = [0, -1, 1, 2, 3, INT4 - 1, INT4, 2 ** 53, -(2 ** 53), 1.5, 1e21];
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values no field should take, and a few every field meets at some point. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    ...BOUNDARY_IDS,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uD83D\uDE00',
    '1e3',
    'NaN',
    '-1',
    '2147483648',
    '9'.repeat(40),
    '2026-02-30',
    '0000-00-00',
    'x'.repeat(5_000),
    '<script>',
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    [],
    {},
    [[[]]],
    { a: 1 },
    nested(40),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
);

/** A value the schema allows, roughly: enough for the request to reach the route's own code. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return badValue;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => plausible(s, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date')
        return fc.constantFrom('2026-12-01', '1990-05-17', '2100-01-01');
      if (schema.format === 'email') return fc.constantFrom('prufa@example.is', 'anna@leiga.is');
      return fc.oneof(
        fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 30, 60),
        }),
        fc.constantFrom('101', '6612345', 'Laugavegur', 'anna-sigurdardottir', '1510992469'),
      );
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -INT4),
        max: Math.min(schema.maximum ?? 1_000_000, INT4 - 1),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth + 1);
    default:
      return badValue;
  }
}

/** Each field plausible or bad, some left out, sometimes one the schema does not name. */
function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(
    ([name, field]) =>
      [name, fc.option(fc.oneof(plausible(field, depth), badValue), { nil: undefined })] as const,
  );
  return fc
    .tuple(
      fc.record(Object.fromEntries(fields)),
      fc.option(fc.dictionary(fc.string({ maxLength: 8 }), badValue, { maxKeys: 2 }), {
        nil: undefined,
      }),
    )
    .map(([known, extra]) => {
      const out: Record<string, unknown> = { ...extra };
      for (const [key, value] of Object.entries(known)) if (value !== undefined) out[key] = value;
      return out;
    });
}

/** A path parameter: a boundary id, a small real-looking id or any text. */
const pathValue = (name: string): fc.Arbitrary<unknown> =>
  name === 'id' || name.endsWith('_id')
    ? fc.oneof(fc.constantFrom(...BOUNDARY_IDS, 'abc', '', '1,2'), fc.integer({ min: 1, max: 400 }))
    : fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('anna-sigurdardottir', 'x'.repeat(250), '\u0000', '%', '..'),
      );

type RawBody = { raw: string; [fc.toStringMethod]: () => string };
/** Bytes sent as they are; a failure names them by `label`, not by their thousands of characters. */
const rawBody = (label: string, raw: string): RawBody => ({
  raw,
  [fc.toStringMethod]: () => label,
});
const DEEP_ARRAY = rawBody('[ x 5000', `${'['.repeat(5000)}${']'.repeat(5000)}`);
const DEEP_OBJECT = rawBody('{"a": x 3000', `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3001)}`);
const LONE_SURROGATE = rawBody('lone surrogates', '{"a":"\\ud800","b":["\\udfff"]}');
/** The body: from the schema, not an object at all, or bytes no JSON parser takes whole. */
function bodyOf(op: Operation): fc.Arbitrary<unknown> {
  const fromSchema = op.jsonBody ? objectOf(op.jsonBody, 0) : fc.constant({});
  return fc.oneof(
    { weight: 5, arbitrary: fromSchema },
    { weight: 2, arbitrary: badValue },
    {
      weight: 1,
      arbitrary: fc.constantFrom<RawBody>(
        DEEP_ARRAY,
        DEEP_OBJECT,
        LONE_SURROGATE,
        rawBody('cut short', '{"a":'),
        rawBody('a lone surrogate', '"\\ud800"'),
        rawBody('__proto__', '{"__proto__":{"x":1},"constructor":{"prototype":{}}}'),
      ),
    },
  );
}

const queryOf = (op: Operation): fc.Arbitrary<string> => {
  const params = op.params.filter((p) => p.in === 'query');
  if (params.length === 0) return fc.constant('');
  return fc
    .tuple(
      ...params.map((p) =>
        fc
          .option(fc.oneof(plausible(p.schema), badValue), { nil: undefined })
          .map((v) =>
            v === undefined
              ? ''
              : `${p.name}=${encodeComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
          ),
      ),
    )
    .map((parts) => parts.filter(Boolean).join('&'));
};

// Built before the tests are collected: the routes of the document are the table of tests.
const t = await createTestApp({ seedListings: 30, eidSandboxDelayMs: 0 });
const operations = await listOperations(t);
afterAll(() => t.close());
const tokens = new Map<Caller, string>();

/** A fresh session when an earlier request ended the last one (logout, a changed password). */
async function tokenOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const known = tokens.get(caller);
  if (known) return known;
  const session = await t.login(EMAILS[caller]);
  tokens.set(caller, session.access);
  return session.access;
}

describe('fuzzing every route of the OpenAPI document', () => {
  it('finds the routes', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it.each(
    // An account's deletion would end the fuzzing as that caller; deletion has tests of its own.
    operations.filter((op) => !op.path.endsWith('/delete/')),
  )('$method $path never answers 5xx', async (op) => {
    const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
    const pathNames = op.params.filter((p) => p.in === 'path').map((p) => p.name);
    const paramsOf = (id: unknown, text: unknown) =>
      Object.fromEntries(
        pathNames.map((name) => [name, name === 'id' || name.endsWith('_id') ? id : text]),
      );
    // Besides the random runs, the inputs that once broke routes, as every caller.
    const examples = CALLERS.flatMap((caller) => [
      [caller, paramsOf(INT4, 'x'.repeat(250)), '', hasBody ? DEEP_ARRAY : undefined],
      [caller, paramsOf(2 ** 53, '\uD800'), '', hasBody ? LONE_SURROGATE : undefined],
      [caller, paramsOf(1, 'anna-sigurdardottir'), '', hasBody ? DEEP_OBJECT : undefined],
    ]) as [Caller, Record<string, unknown>, string, unknown][];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CALLERS),
        fc.record(
          Object.fromEntries(
            op.params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p.name)]),
          ),
        ),
        queryOf(op),
        op.method === 'GET' || op.method === 'DELETE' ? fc.constant(undefined) : bodyOf(op),
        async (caller, params, query, body) => {
          const url = `${fillPath(op.path, params)}${query ? `?${query}` : ''}`;
          const isRaw = typeof body === 'object' && body !== null && 'raw' in body;
          const reply = await t.call(op.method, url, {
            token: await tokenOf(caller),
            body: isRaw ? (body as RawBody).raw : JSON.stringify(body),
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
            ip: '10.88.0.1',
          });
          if (reply.status === 401 && caller !== 'anonymous') tokens.delete(caller);
          if (reply.status >= 500)
            throw new Error(
              `${op.method} ${url} as ${caller}: ${reply.status} ${JSON.stringify(reply.body)}`,
            );
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_ROUTE, examples },
    );
  });
});
