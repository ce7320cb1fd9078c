import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, startStack, type Stack } from './helpers.js';

/** The Central Bank's default-interest periods through the graph over real HTTP (issue #16). */
let stack: Stack;
let staff: string;
let anna: string;

const RATES = /* GraphQL */ `
  query {
    defaultInterestRates {
      from
      yearlyBasisPoints
      yearlyPercent
      isVerified
      isCurrent
      hasStarted
      createdBy {
        fullName
      }
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation Add($input: AddDefaultInterestRateInput!) {
    addDefaultInterestRate(input: $input) {
      from
      yearlyBasisPoints
      hasStarted
    }
  }
`;
const CORRECT = /* GraphQL */ `
  mutation Correct($input: CorrectDefaultInterestRateInput!) {
    correctDefaultInterestRate(input: $input) {
      from
      yearlyBasisPoints
      source
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation Remove($input: RemoveDefaultInterestRateInput!) {
    removeDefaultInterestRate(input: $input)
  }
`;

const future = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  stack = await startStack();
  [staff, anna] = await Promise.all([
    login(stack, 'stjorn@leiga.is').then((s) => s.accessToken),
    login(stack, 'anna@leiga.is').then((s) => s.accessToken),
  ]);
}, 60_000);
afterAll(() => stack?.close());

describe('default-interest rates', () => {
  it('lets staff plan, correct and remove a period, which a tenant reads newest first', async () => {
    const add = await stack.gql(
      ADD,
      { input: { from: future, yearlyPercent: 14.75, source: 'sedlabanki.is' } },
      { token: staff },
    );
    expect(add.errors).toEqual([]);
    expect(add.data).toEqual({
      addDefaultInterestRate: { from: future, yearlyBasisPoints: 1475, hasStarted: false },
    });

    const read = await stack.gql(RATES, {}, { token: anna });
    expect(read.errors).toEqual([]);
    expect(read.data).toEqual({
      defaultInterestRates: [
        {
          from: future,
          yearlyBasisPoints: 1475,
          yearlyPercent: 14.75,
          isVerified: true,
          isCurrent: false,
          hasStarted: false,
          createdBy: { fullName: expect.any(String) },
        },
        {
          from: '2026-11-24',
          yearlyBasisPoints: 1525,
          yearlyPercent: 15.25,
          isVerified: false,
          isCurrent: true,
          hasStarted: true,
          createdBy: null,
        },
      ],
    });

    const fix = await stack.gql(
      CORRECT,
      { input: { from: future, yearlyPercent: 14.5, source: 'sedlabanki.is, Dráttarvextir' } },
      { token: staff },
    );
    expect(fix.errors).toEqual([]);
    expect(fix.data).toMatchObject({ correctDefaultInterestRate: { yearlyBasisPoints: 1450 } });

    const gone = await stack.gql(REMOVE, { input: { from: future } }, { token: staff });
    expect(gone.errors).toEqual([]);
    expect(gone.data).toEqual({ removeDefaultInterestRate: future });
  });

  it('answers FORBIDDEN to a tenant and field errors to bad input or a started period', async () => {
    const input = { from: future, yearlyPercent: 12, source: 'x' };
    expect(codesOf(await stack.gql(ADD, { input }, { token: anna }))).toEqual(['FORBIDDEN']);
    expect(
      codesOf(await stack.gql(REMOVE, { input: { from: '2026-11-24' } }, { token: anna })),
    ).toEqual(['FORBIDDEN']);

    const bad = await stack.gql(
      ADD,
      { input: { ...input, yearlyPercent: 12.345 } },
      { token: staff },
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors[0]?.extensions?.['fields']).toEqual({
      yearlyPercent: 'validation.default_interest_decimals',
    });
    const started = await stack.gql(
      CORRECT,
      { input: { from: '2026-11-24', yearlyPercent: 16 } },
      { token: staff },
    );
    expect(codesOf(started)).toEqual(['BAD_USER_INPUT']);
    expect(started.errors[0]?.extensions?.['fields']).toEqual({
      reason: 'validation.default_interest_reason_required',
    });
  });
});
