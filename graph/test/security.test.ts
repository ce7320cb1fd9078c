import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_SESSION_DOCUMENT } from '../src/client/index.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

const TRUSTED = 'query TrustedPing { serverTime }';
const TRUSTED_HASH = createHash('sha256').update(TRUSTED).digest('hex');

let stack: Stack;
let anna: string;
let staff: string;
beforeAll(async () => {
  stack = await startStack({ isProduction: true, persistedDocuments: { [TRUSTED_HASH]: TRUSTED } });
  [anna, staff] = await Promise.all([
    restLogin(stack, 'anna@leiga.is'),
    restLogin(stack, 'stjorn@leiga.is'),
  ]);
});
afterAll(() => stack?.close());

describe('a public endpoint in production', () => {
  it('accepts a persisted hash from anyone', async () => {
    const res = await stack.gql(
      '',
      {},
      {
        body: { extensions: { persistedQuery: { version: 1, sha256Hash: TRUSTED_HASH } } },
      },
    );
    expect(res.errors).toEqual([]);
    expect(res.data).toHaveProperty('serverTime');
  });

  it('refuses arbitrary documents from anonymous callers, accepts them from signed-in ones', async () => {
    const anonymous = await stack.gql(`{ serverTime }`);
    expect(anonymous.errors[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'trusted_documents_only',
    });
    const forged = await stack.gql(`{ serverTime }`, {}, { token: 'forged' });
    expect(codesOf(forged)).toEqual(['UNAUTHENTICATED']);
    const signedIn = await stack.gql(`{ me { id } }`, {}, { token: anna });
    expect(signedIn.errors).toEqual([]);
  });

  it("trusts the client kit's own refresh document", async () => {
    const res = await stack.gql(REFRESH_SESSION_DOCUMENT, {});
    expect(res.errors[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      reason: 'refresh_token_missing',
    });
  });

  it('allows introspection to staff only', async () => {
    const introspection = `{ __schema { queryType { name } } }`;
    expect(codesOf(await stack.gql(introspection, {}, { token: anna }))).toEqual(['FORBIDDEN']);
    expect((await stack.gql(introspection, {}, { token: staff })).errors).toEqual([]);
  });

  it('limits aliases and depth and hides field suggestions', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: serverTime`).join(' ');
    expect(codesOf(await stack.gql(`{ ${aliases} }`, {}, { token: anna }))).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
    ]);
    const deep = `{ me ${'{ rentalProfile '.repeat(11)}{ id }${' }'.repeat(11)} }`;
    expect(JSON.stringify((await stack.gql(deep, {}, { token: anna })).errors)).toMatch(/depth/i);
    const typo = await stack.gql(`{ serverTim }`, {}, { token: anna });
    expect(codesOf(typo)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it('blocks CSRF-able requests (a simple GET without a preflight header)', async () => {
    const res = await fetch(`${stack.url}?query=${encodeURIComponent('{ serverTime }')}`);
    expect(res.status).toBe(400);
  });
});
