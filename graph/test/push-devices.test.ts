import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, restLogin, startStack, type Stack } from './helpers.js';

const REGISTER = /* GraphQL */ `
  mutation RegisterPushDevice($input: RegisterPushDeviceInput!) {
    registerPushDevice(input: $input) {
      id
      platform
      appVersion
      tokenSuffix
    }
  }
`;
const UNREGISTER = /* GraphQL */ `
  mutation UnregisterPushDevice($input: PushDeviceIdInput!) {
    unregisterPushDevice(input: $input) {
      id
    }
  }
`;
const MY_DEVICES = /* GraphQL */ `
  query MyPushDevices {
    myPushDevices {
      id
      platform
    }
  }
`;

type Device = { id: string; platform: string; appVersion: string; tokenSuffix: string };

let stack: Stack;
let anna: string;
let jon: string;

beforeAll(async () => {
  stack = await startStack();
  anna = await restLogin(stack, 'anna@leiga.is');
  jon = await restLogin(stack, 'jon@leiga.is');
}, 120_000);
afterAll(() => stack?.close());

describe('push devices over GraphQL', () => {
  it('registers, lists and unregisters the viewer’s phone, and nobody else’s', async () => {
    const registered = await stack.gql<{ registerPushDevice: Device }>(
      REGISTER,
      { input: { token: 'graph-ios-token-123456', platform: 'IOS', appVersion: '2.4.0' } },
      { token: anna },
    );
    expect(registered.errors).toEqual([]);
    const device = registered.data!.registerPushDevice;
    expect(device).toMatchObject({ platform: 'IOS', appVersion: '2.4.0', tokenSuffix: '123456' });

    const listed = await stack.gql<{ myPushDevices: Device[] }>(MY_DEVICES, {}, { token: anna });
    expect(listed.data!.myPushDevices).toContainEqual({ id: device.id, platform: 'IOS' });
    const othersList = await stack.gql<{ myPushDevices: Device[] }>(MY_DEVICES, {}, { token: jon });
    expect(othersList.data!.myPushDevices.map((d) => d.id)).not.toContain(device.id);

    const foreign = await stack.gql(UNREGISTER, { input: { id: device.id } }, { token: jon });
    expect(codesOf(foreign)).toEqual(['NOT_FOUND']);
    const anonymous = await stack.gql(MY_DEVICES, {}, { token: null });
    expect(codesOf(anonymous)).toEqual(['UNAUTHENTICATED']);

    const removed = await stack.gql<{ unregisterPushDevice: { id: string } }>(
      UNREGISTER,
      { input: { id: device.id } },
      { token: anna },
    );
    expect(removed.data!.unregisterPushDevice.id).toBe(device.id);
    const after = await stack.gql<{ myPushDevices: Device[] }>(MY_DEVICES, {}, { token: anna });
    expect(after.data!.myPushDevices.map((d) => d.id)).not.toContain(device.id);
  });

  it('names the input fields that are wrong', async () => {
    const refused = await stack.gql(
      REGISTER,
      { input: { token: 'no spaces allowed', platform: 'ANDROID', appVersion: 'newest' } },
      { token: anna },
    );
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors[0]?.extensions?.fields).toEqual({
      'input.token': 'validation.push_devices.token',
      'input.appVersion': 'validation.push_devices.app_version',
    });
  });
});
