import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, startStack, type Stack } from './helpers.js';

/** The mobile app's versions through the graph (issue #19): read by anyone, set by staff. */
let stack: Stack;
let staff: string;
let anna: string;

const VERSIONS = /* GraphQL */ `
  query {
    mobileAppVersions {
      platform
      currentVersion
      minimumVersion
    }
  }
`;
const SET = /* GraphQL */ `
  mutation Set($input: SetMobileAppVersionInput!) {
    setMobileAppVersion(input: $input) {
      platform
      currentVersion
      minimumVersion
      updatedAt
    }
  }
`;

beforeAll(async () => {
  stack = await startStack();
  [staff, anna] = await Promise.all([
    login(stack, 'stjorn@leiga.is').then((s) => s.accessToken),
    login(stack, 'anna@leiga.is').then((s) => s.accessToken),
  ]);
}, 60_000);
afterAll(() => stack?.close());

describe('mobile app versions', () => {
  it('lets staff set a platform’s versions, which an app reads before signing in', async () => {
    const set = await stack.gql(
      SET,
      { input: { platform: 'ANDROID', currentVersion: '1.3.0', minimumVersion: '1.1.0' } },
      { token: staff },
    );
    expect(set.errors).toEqual([]);
    expect(set.data).toMatchObject({
      setMobileAppVersion: {
        platform: 'ANDROID',
        currentVersion: '1.3.0',
        minimumVersion: '1.1.0',
      },
    });
    const read = await stack.gql(VERSIONS, {}, { token: null });
    expect(read.errors).toEqual([]);
    expect(read.data).toEqual({
      mobileAppVersions: [
        { platform: 'ANDROID', currentVersion: '1.3.0', minimumVersion: '1.1.0' },
      ],
    });
  });

  it('answers FORBIDDEN to a tenant and field errors to a minimum newer than current', async () => {
    const input = { platform: 'IOS', currentVersion: '2.0.0', minimumVersion: '1.0.0' };
    expect(codesOf(await stack.gql(SET, { input }, { token: anna }))).toEqual(['FORBIDDEN']);
    const above = await stack.gql(
      SET,
      { input: { ...input, minimumVersion: '2.1' } },
      { token: staff },
    );
    expect(codesOf(above)).toEqual(['BAD_USER_INPUT']);
    expect(above.errors[0]?.extensions?.['fields']).toEqual({
      minimumVersion: 'validation.minimum_above_current',
    });
  });
});
