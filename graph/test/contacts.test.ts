import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, login, readOutbox, startStack, type Stack } from './helpers.js';

const ADD_PHONE = /* GraphQL */ `
  mutation AddPhone($input: AddPhoneInput!) {
    addPhone(input: $input) {
      phone {
        id
        number
        countryCode
        formatted
        isVerified
      }
      user {
        id
        phones {
          id
        }
      }
    }
  }
`;
const SEND_CODE = /* GraphQL */ `
  mutation SendCode($input: SendPhoneVerificationCodeInput!) {
    sendPhoneVerificationCode(input: $input) {
      phoneId
      expiresAt
      resendAvailableAt
    }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation Verify($input: VerifyPhoneInput!) {
    verifyPhone(input: $input) {
      id
      isVerified
    }
  }
`;
const SET_PRIMARY = /* GraphQL */ `
  mutation SetPrimary($input: SetPrimaryPhoneInput!) {
    setPrimaryPhone(input: $input) {
      id
      primaryPhoneId
      primaryPhone {
        id
        formatted
      }
    }
  }
`;

type AddPhoneData = {
  addPhone: {
    phone: { id: string; isVerified: boolean; formatted: string };
    user: { phones: Array<{ id: string }> };
  };
};

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('phones and e-mail addresses', () => {
  it('adds a phone, verifies it with the SMS code from the outbox and makes it primary', async () => {
    const { accessToken, user } = await login(stack, 'anna@leiga.is');
    const opts = { token: accessToken };
    const added = await stack.gql<AddPhoneData>(
      ADD_PHONE,
      { input: { userId: user.id, countryCode: '+354', number: '777 1234' } },
      opts,
    );
    expect(added.errors).toEqual([]);
    const phone = added.data!.addPhone.phone;
    expect(phone).toMatchObject({ isVerified: false, formatted: '+354 777 1234' });
    expect(added.data!.addPhone.user.phones.map((p) => p.id)).toContain(phone.id);

    const sent = await stack.gql(SEND_CODE, { input: { phoneId: phone.id } }, opts);
    expect(sent.errors).toEqual([]);
    const [sms] = await readOutbox(stack, '3547771234');
    const code = sms?.data.code;
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await stack.gql(
      VERIFY,
      { input: { phoneId: phone.id, code: code === '000000' ? '111111' : '000000' } },
      opts,
    );
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);

    const verified = await stack.gql<{ verifyPhone: { isVerified: boolean } }>(
      VERIFY,
      { input: { phoneId: phone.id, code } },
      opts,
    );
    expect(verified.errors).toEqual([]);
    expect(verified.data?.verifyPhone.isVerified).toBe(true);

    const primary = await stack.gql<{ setPrimaryPhone: { primaryPhone: { id: string } } }>(
      SET_PRIMARY,
      { input: { userId: user.id, phoneId: phone.id } },
      opts,
    );
    expect(primary.data?.setPrimaryPhone.primaryPhone.id).toBe(phone.id);
  });

  it('adds and confirms an e-mail address through the outbox token', async () => {
    const { accessToken, user } = await login(stack, 'jon@leiga.is');
    const added = await stack.gql<{
      addEmailAddress: { emailAddress: { id: string; isVerified: boolean } };
    }>(
      `mutation($input: AddEmailAddressInput!) { addEmailAddress(input: $input) { emailAddress { id isVerified } user { emailAddresses { email } } } }`,
      { input: { userId: user.id, email: 'jon.work@example.is' } },
      { token: accessToken },
    );
    expect(added.errors).toEqual([]);
    const [mail] = await readOutbox(stack, 'jon.work@example.is');
    const confirmed = await stack.gql<{ confirmEmail: { isVerified: boolean } }>(
      `mutation($input: ConfirmEmailInput!) { confirmEmail(input: $input) { id isVerified } }`,
      { input: { token: mail?.data.token } },
    );
    expect(confirmed.errors).toEqual([]);
    expect(confirmed.data?.confirmEmail.isVerified).toBe(true);
  });
});
