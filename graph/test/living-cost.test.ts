import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

/** The UMS living-cost reference through the graph: staff read and record periods (#18). */
type Period = { from: string; firstAdult: number; isVerified: boolean; isCurrent: boolean };

const LIST = 'query { livingCostReferences { from firstAdult isVerified isCurrent } }';
const ADD = `mutation ($input: AddLivingCostReferenceInput!) {
  addLivingCostReference(input: $input) { from firstAdult isVerified isCurrent
    createdBy { fullName } } }`;

let stack: Stack;
let staff: string;
let anna: string;

beforeAll(async () => {
  stack = await startStack();
  [staff, anna] = (await Promise.all(
    ['stjorn', 'anna'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string];
}, 120_000);
afterAll(() => stack?.close());

describe('the living-cost reference in the graph', () => {
  it('staff read and record periods; anyone else is refused', async () => {
    const input = {
      from: '2099-03-01',
      firstAdult: 171_000,
      otherAdult: 113_000,
      perChild: 65_000,
      source: 'UMS framfærsluviðmið, mars 2099',
    };
    expect(codesOf(await stack.gql(LIST, {}, { token: anna }))).toEqual(['FORBIDDEN']);
    expect(codesOf(await stack.gql(ADD, { input }, { token: anna }))).toEqual(['FORBIDDEN']);
    const bad = await stack.gql(ADD, { input: { ...input, perChild: -1 } }, { token: staff });
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);

    const added = await stack.gql<{ addLivingCostReference: Period }>(
      ADD,
      { input },
      { token: staff },
    );
    expect(added.errors).toEqual([]);
    expect(added.data!.addLivingCostReference).toMatchObject({
      from: '2099-03-01',
      firstAdult: 171_000,
      isVerified: true,
      isCurrent: false,
    });
    const listed = await stack.gql<{ livingCostReferences: Period[] }>(LIST, {}, { token: staff });
    expect(listed.data!.livingCostReferences.map((p) => [p.from, p.isCurrent])).toEqual([
      ['2099-03-01', false],
      ['2020-01-01', true],
    ]);
  });
});
