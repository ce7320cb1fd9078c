import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, startStack, type Stack } from './helpers.js';

let stack: Stack;
let anna: Awaited<ReturnType<typeof login>>;
let jon: Awaited<ReturnType<typeof login>>;
let staff: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  stack = await startStack();
  [anna, jon, staff] = await Promise.all([
    login(stack, 'anna@leiga.is'),
    login(stack, 'jon@leiga.is'),
    login(stack, 'stjorn@leiga.is'),
  ]);
});
afterAll(() => stack?.close());

const USERS = /* GraphQL */ `
  query Users($pageSize: Int) {
    users(pageSize: $pageSize) {
      count
      page
      pageSize
      hasNextPage
      items {
        id
        email
      }
    }
  }
`;

describe('permissions as another user', () => {
  it('forbids reading and changing someone else', async () => {
    const read = await stack.gql(
      `query($id: ID!) { user(id: $id) { id email } }`,
      { id: jon.user.id },
      { token: anna.accessToken },
    );
    expect(codesOf(read)).toEqual(['FORBIDDEN']);
    const write = await stack.gql(
      `mutation($input: UpdateUserInput!) { updateUser(input: $input) { id } }`,
      { input: { id: jon.user.id, fullName: 'Someone Else' } },
      { token: anna.accessToken },
    );
    expect(codesOf(write)).toEqual(['FORBIDDEN']);
    expect(write.errors[0]?.message).not.toMatch(/stack|sql|select/i);
  });

  it('lets only staff list users, with a bounded page size', async () => {
    expect(codesOf(await stack.gql(USERS, {}, { token: anna.accessToken }))).toEqual(['FORBIDDEN']);
    const page = await stack.gql<{ users: { count: number; pageSize: number; items: unknown[] } }>(
      USERS,
      { pageSize: 2 },
      { token: staff.accessToken },
    );
    expect(page.errors).toEqual([]);
    expect(page.data?.users.items).toHaveLength(2);
    expect(page.data?.users.count).toBeGreaterThan(2);
    const tooBig = await stack.gql(USERS, { pageSize: 101 }, { token: staff.accessToken });
    expect(tooBig.errors[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { pageSize: 'validation.page_size' },
    });
  });

  it('reports NOT_FOUND and bad ids as codes', async () => {
    const missing = await stack.gql(
      `{ user(id: "99999") { id } }`,
      {},
      { token: staff.accessToken },
    );
    expect(codesOf(missing)).toEqual(['NOT_FOUND']);
    const bad = await stack.gql(`{ user(id: "abc") { id } }`, {}, { token: staff.accessToken });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
  });
});
