import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as op from './inspections.operations.js';
import * as steps from './inspection-steps.operations.js';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

type StepReport = {
  id: string;
  keyTransactions: { id: string; keyType: string; count: number; recipient: string }[];
  meterReadings: { id: string; meterNumber: string; utility: string; value: number | null }[];
  stepChecks: { step: string; valid: boolean; problems: { code: string }[] }[];
  comments: { count: number; items: { text: string; authorName: string }[] };
};

let stack: Stack;
let jon: string;
let anna: string;
let kristin: string;

beforeAll(async () => {
  stack = await startStack();
  [jon, anna, kristin] = (await Promise.all(
    ['jon', 'anna', 'kristin'].map((n) => restLogin(stack, `${n}@leiga.is`)),
  )) as [string, string, string];
});
afterAll(async () => {
  await stack?.close();
});

async function newReport(): Promise<string> {
  const contracts = await stack.gql<{ contracts: { items: { id: string; status: string }[] } }>(
    op.CONTRACT_REPORTS,
    {},
    { token: jon },
  );
  const contract = contracts.data!.contracts.items.find((c) => c.status === 'COMMITTED')!;
  const res = await stack.gql<{ createInspectionReport: { id: string } }>(
    op.CREATE,
    { input: { contractId: contract.id, kind: 'MOVE_IN' } },
    { token: jon },
  );
  expect(res.errors).toEqual([]);
  return res.data!.createInspectionReport.id;
}

describe('inspection steps over GraphQL', () => {
  it('keys, meters and comments change the report; the step checks follow', async () => {
    const reportId = await newReport();
    const keys = await stack.gql<{ addInspectionKeys: StepReport }>(
      steps.ADD_KEYS,
      {
        input: {
          reportId,
          keyType: 'FRONT_DOOR',
          count: 3,
          recipient: 'TENANT',
          recipientName: 'Anna',
        },
      },
      { token: jon },
    );
    expect(keys.errors).toEqual([]);
    const afterKeys = keys.data!.addInspectionKeys;
    expect(afterKeys.keyTransactions).toMatchObject([
      { keyType: 'FRONT_DOOR', count: 3, recipient: 'TENANT' },
    ]);
    expect(afterKeys.stepChecks.find((s) => s.step === 'keys')?.valid).toBe(true);

    const meter = await stack.gql<{ addInspectionMeter: StepReport }>(
      steps.ADD_METER,
      { input: { reportId, utility: 'HEATING', meterNumber: '445566' } },
      { token: anna },
    );
    expect(meter.errors).toEqual([]);
    const added = meter.data!.addInspectionMeter.meterReadings.find(
      (m) => m.meterNumber === '445566',
    )!;
    expect(added).toMatchObject({ utility: 'HEATING', value: null });

    const bad = await stack.gql(
      steps.READ_METER,
      { input: { reportId, meterId: added.id, value: -3 } },
      { token: anna },
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    const read = await stack.gql<{ readInspectionMeter: StepReport }>(
      steps.READ_METER,
      { input: { reportId, meterId: added.id, value: 812.5 } },
      { token: anna },
    );
    expect(read.errors).toEqual([]);
    expect(read.data!.readInspectionMeter.meterReadings.find((m) => m.id === added.id)?.value).toBe(
      812.5,
    );

    const comment = await stack.gql<{ addInspectionComment: StepReport }>(
      steps.ADD_COMMENT,
      { input: { reportId, text: 'Lyklar afhentir við útidyr' } },
      { token: anna },
    );
    expect(comment.errors).toEqual([]);
    expect(comment.data!.addInspectionComment.comments).toMatchObject({
      count: 1,
      items: [{ text: 'Lyklar afhentir við útidyr' }],
    });
  });

  it('a stranger neither sees nor changes the steps', async () => {
    const reportId = await newReport();
    const read = await stack.gql<{ inspectionReport: StepReport | null }>(
      steps.STEPS,
      { id: reportId },
      { token: kristin },
    );
    expect(read.data?.inspectionReport ?? null).toBeNull();
    const write = await stack.gql(
      steps.ADD_COMMENT,
      { input: { reportId, text: 'Hæ' } },
      { token: kristin },
    );
    expect(codesOf(write)).toEqual(['NOT_FOUND']);
  });

  it('people are added and removed on a draft; the last landlord stays; rules hold', async () => {
    type People = {
      users: {
        id: string;
        role: string;
        name: string;
        isIndividual: boolean;
        phones: { countryCode: string; number: string }[];
        emails: { email: string }[];
      }[];
    };
    const reportId = await newReport();
    const added = await stack.gql<{ addInspectionUser: People }>(
      steps.ADD_USER,
      {
        input: {
          reportId,
          role: 'IN',
          name: 'Sigrún Úttektardóttir',
          phones: [{ countryCode: '354', number: '7771234' }],
          emails: [{ email: 'sigrun@uttekt.is' }],
        },
      },
      { token: jon },
    );
    expect(added.errors).toEqual([]);
    const inspector = added.data!.addInspectionUser.users.find((u) => u.role === 'IN')!;
    expect(inspector).toMatchObject({
      name: 'Sigrún Úttektardóttir',
      isIndividual: true,
      phones: [{ countryCode: '354', number: '7771234' }],
      emails: [{ email: 'sigrun@uttekt.is' }],
    });

    // SPEC 5: an agent is an individual; the api's field error reaches the client.
    const company = await stack.gql(
      steps.ADD_USER,
      { input: { reportId, role: 'AG', name: 'Leigumiðlun ehf.', isIndividual: false } },
      { token: jon },
    );
    expect(codesOf(company)).toEqual(['BAD_USER_INPUT']);
    const stranger = await stack.gql(
      steps.ADD_USER,
      { input: { reportId, role: 'R', name: 'Kristín' } },
      { token: kristin },
    );
    expect(codesOf(stranger)).toEqual(['NOT_FOUND']);

    const removed = await stack.gql<{ removeInspectionUser: People }>(
      steps.REMOVE_USER,
      { input: { reportId, userId: inspector.id } },
      { token: jon },
    );
    expect(removed.errors).toEqual([]);
    const left = removed.data!.removeInspectionUser.users;
    expect(left.some((u) => u.id === inspector.id)).toBe(false);

    const landlords = left.filter((u) => u.role === 'LL');
    expect(landlords).toHaveLength(1);
    const last = await stack.gql(
      steps.REMOVE_USER,
      { input: { reportId, userId: landlords[0]!.id } },
      { token: jon },
    );
    expect(codesOf(last)).toEqual(['CONFLICT']);
    expect(last.errors[0]?.extensions?.['reason']).toBe('last_landlord');
  });

  it('a person on a draft is changed: contacts given replace the lists, the rest stays', async () => {
    type Person = {
      id: string;
      role: string;
      name: string;
      isIndividual: boolean;
      phones: { countryCode: string; number: string }[];
      emails: { email: string }[];
    };
    type People = { users: Person[] };
    const reportId = await newReport();
    const update = (input: Record<string, unknown>, token: string) =>
      stack.gql<{ updateInspectionUser: People }>(
        steps.UPDATE_USER,
        { input: { reportId, ...input } },
        { token },
      );
    const added = await stack.gql<{ addInspectionUser: People }>(
      steps.ADD_USER,
      { input: { reportId, role: 'AG', name: 'Páll Umboðsmaður' } },
      { token: jon },
    );
    const before = added.data!.addInspectionUser.users;
    const tenant = before.find((u) => u.role === 'TN')!;
    const agent = before.find((u) => u.role === 'AG')!;

    // A tenant brought without a phone is given one, without being removed and added again.
    const cleared = await update({ userId: tenant.id, phones: [] }, jon);
    expect(cleared.errors).toEqual([]);
    expect(cleared.data!.updateInspectionUser.users.find((u) => u.id === tenant.id)).toEqual({
      ...tenant,
      phones: [],
    });
    const fixed = await update(
      {
        userId: tenant.id,
        name: 'Anna S. Sigurðardóttir',
        isIndividual: null,
        phones: [{ countryCode: '354', number: '6601234' }],
      },
      anna,
    );
    expect(fixed.errors).toEqual([]);
    const people = fixed.data!.updateInspectionUser.users;
    expect(people.find((u) => u.id === tenant.id)).toEqual({
      ...tenant,
      name: 'Anna S. Sigurðardóttir',
      phones: [{ countryCode: '354', number: '6601234' }],
    });
    expect(people.map((u) => u.id)).toEqual(before.map((u) => u.id));

    // The api's field errors reach the client under the input's names.
    const company = await update({ userId: agent.id, isIndividual: false }, jon);
    expect(codesOf(company)).toEqual(['BAD_USER_INPUT']);
    expect(company.errors[0]?.extensions?.['fields']).toEqual({
      isIndividual: 'inspection-rooms.errors.agent_individual',
    });
    const badPhone = await update(
      { userId: agent.id, phones: [{ countryCode: '354', number: '12' }] },
      jon,
    );
    expect(codesOf(badPhone)).toEqual(['BAD_USER_INPUT']);
    expect(badPhone.errors[0]?.extensions?.['fields']).toEqual({
      'phones.0.number': 'validation.phone',
    });
    const stranger = await update({ userId: tenant.id, name: 'Kristín' }, kristin);
    expect(codesOf(stranger)).toEqual(['NOT_FOUND']);
    const unknown = await update({ userId: '2000000000', name: 'Enginn' }, jon);
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });
});
