import { MAX_PAGE_SIZE } from '@leiga/domain';
import { Kind, Lexer, Source, TokenKind, parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZES, operationCost } from '../src/plugins/list-cost.js';
import { loadPersistedDocuments } from '../src/plugins/trusted-documents.js';
import { getSchema } from '../src/schema.js';
import { LIMITS } from '../src/security.js';
import { codesOf, login, startStack, type Stack } from './helpers.js';

let stack: Stack;
let anna: string;
beforeAll(async () => {
  stack = await startStack();
  anna = (await login(stack, 'anna@leiga.is')).accessToken;
});
afterAll(() => stack?.close());

const LISTING_PAGE = (size: string) => `listings(pageSize: ${size}) { count items { id title } }`;

const withCodes = (n: number) =>
  `query ($codes: [String!] = [${'"101" '.repeat(n)}]) {
    listings(filter: { postalCodes: $codes }) @skip(if: true) { count }
  }`;

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** A valid document of exactly `count` tokens that runs nothing: a long default list. */
function listOfTokens(count: number): string {
  return withCodes(count - tokenCount(withCodes(0)));
}

describe('request limits answer 400, never 500', () => {
  it('refuses a document over the token limit as a parse failure', async () => {
    const res = await stack.gql(listOfTokens(LIMITS.maxTokens + 1));
    expect(res.status).toBe(400);
    expect(codesOf(res)).toEqual(['GRAPHQL_PARSE_FAILED']);
  });

  it('accepts a document just under the token limit', async () => {
    const res = await stack.gql(listOfTokens(LIMITS.maxTokens));
    expect(res.errors, JSON.stringify(res.errors)).toEqual([]);
    expect(res.status).toBe(200);
    expect(res.errors).toEqual([]);
  });
});

describe('ids outside the api’s integer range', () => {
  it('are bad input in arguments and variables alike', async () => {
    for (const id of ['2147483648', '99999999999999999999', '1e3', '-1', '0', '1.5', ' ']) {
      const literal = await stack.gql(`{ listing(id: ${JSON.stringify(id)}) { id } }`);
      expect(literal.status, id).toBe(200);
      expect(codesOf(literal), id).toEqual(['BAD_USER_INPUT']);
      const variable = await stack.gql(`query ($id: ID!) { user(id: $id) { id } }`, { id });
      expect(codesOf(variable), id).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('are bad input inside mutation inputs and lists of ids', async () => {
    const res = await stack.gql(
      `mutation ($input: RejectApplicationsInput!) { rejectApplications(input: $input) { id } }`,
      { input: { ids: ['1', '2147483648'] } },
      { token: anna },
    );
    expect(res.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { ids: 'validation.id' },
    });
  });

  it('answers more than 50 bad values in one variable as bad input, not a failure', async () => {
    const res = await stack.gql(
      `mutation ($input: RejectApplicationsInput!) { rejectApplications(input: $input) { id } }`,
      { input: { ids: Array.from({ length: 60 }, () => true) } },
      { token: anna },
    );
    expect(res.status).toBe(400);
    expect(new Set(codesOf(res))).toEqual(new Set(['BAD_USER_INPUT']));
  });

  it('still asks the api for the largest id, which is not there', async () => {
    const res = await stack.gql(`{ listing(id: "2147483647") { id } }`);
    expect(codesOf(res)).toEqual(['NOT_FOUND']);
  });
});

describe('lists weigh by their page size', () => {
  it('refuses fourteen aliases of a 100-item page before calling the api', async () => {
    const aliases = Array.from({ length: 14 }, (_, i) => `l${i}: ${LISTING_PAGE('100')}`);
    const before = stack.log.length;
    const res = await stack.gql(`{ ${aliases.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.errors[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      reason: 'cost_limit_exceeded',
    });
    expect(stack.log.slice(before).map((l) => l.restCalls)).toEqual([0]);
  });

  it('counts page sizes given as variables, and defaults when absent', async () => {
    const query = `query ($size: Int) { ${Array.from(
      { length: 14 },
      (_, i) => `l${i}: ${LISTING_PAGE('$size')}`,
    ).join(' ')} }`;
    const big = await stack.gql(query, { size: 100 });
    expect(big.errors[0]?.extensions).toMatchObject({ reason: 'cost_limit_exceeded' });
    const small = await stack.gql(query, { size: 2 });
    expect(small.errors).toEqual([]);
  });

  it('refuses more list items than five full pages, however few fields', async () => {
    const aliases = Array.from({ length: 6 }, (_, i) => `l${i}: listings(pageSize: 100) { count }`);
    const res = await stack.gql(`{ ${aliases.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.errors[0]?.extensions).toMatchObject({ reason: 'cost_limit_exceeded' });
  });

  it('lets one full page through', async () => {
    const res = await stack.gql(`{ ${LISTING_PAGE(String(MAX_PAGE_SIZE))} }`);
    expect(res.errors).toEqual([]);
    expect(res.data).toMatchObject({ listings: { items: expect.any(Array) } });
  });

  it('multiplies nested pages', () => {
    const schema = getSchema();
    const document = parse(
      `{ users(pageSize: 10) { items { id listings(pageSize: 10) { items { id } } } } }`,
    );
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(operationCost(schema, document, operation, {})).toEqual({
      // users 1 + 10 x (items 1 + id 1 + listings 1 + 10 x (items 1 + id 1))
      cost: 1 + 10 * (1 + 1 + 1 + 10 * 2),
      items: 10 + 10 * 10,
    });
  });

  it('knows the default page size of every paged field, and first-party operations fit', () => {
    const schema = getSchema();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!('getFields' in type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!('args' in field)) continue;
        const pageSize = field.args.find((a: { name: string }) => a.name === 'pageSize');
        if (pageSize && pageSize.defaultValue === undefined) {
          expect(DEFAULT_PAGE_SIZES, `${type.name}.${field.name}`).toHaveProperty(
            `${type.name}.${field.name}`,
          );
        }
      }
    }
    const documents = Object.values(loadPersistedDocuments());
    expect(documents.length).toBeGreaterThan(0);
    for (const text of documents) {
      const document = parse(text);
      for (const operation of document.definitions) {
        if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
        const { cost, items } = operationCost(schema, document, operation, {});
        expect(cost, operation.name?.value).toBeLessThanOrEqual(LIMITS.maxListCost);
        expect(items, operation.name?.value).toBeLessThanOrEqual(LIMITS.maxListItems);
      }
    }
  });
});
