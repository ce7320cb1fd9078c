import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD, codesOf, login, readOutbox, startStack, type Stack } from './helpers.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const ME = /* GraphQL */ `
  {
    me {
      id
      fullName
      icelandicId
      birthDate
      primaryLanguage {
        code
      }
      primaryPhone {
        number
        isVerified
      }
    }
  }
`;
type Me = {
  me: {
    id: string;
    fullName: string;
    icelandicId: string | null;
    birthDate: string | null;
    primaryLanguage: { code: string };
    primaryPhone: { number: string; isVerified: boolean } | null;
  } | null;
};

async function register(email: string): Promise<{ token: string; id: string }> {
  const res = await stack.gql<{ register: { accessToken: string; user: { id: string } } }>(
    /* GraphQL */ `
      mutation Register($input: RegisterInput!) {
        register(input: $input) {
          accessToken
          user {
            id
          }
        }
      }
    `,
    {
      input: {
        email,
        password: 'gott-lykilord-123',
        fullName: 'Sólveig Prufudóttir',
        userType: 'TENANT',
        sessionMode: 'TOKEN',
      },
    },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return { token: res.data.register.accessToken, id: res.data.register.user.id };
}

async function poll<T>(check: () => Promise<T | null>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('password reset, change and language', () => {
  it('resets a forgotten password with the token from the e-mail', async () => {
    const { id } = await register('gleymdi@example.is');
    expect(id).toBeTruthy();
    const requested = await stack.gql<{ requestPasswordReset: { ok: boolean } }>(
      'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }',
      { input: { email: 'gleymdi@example.is' } },
    );
    expect(requested.data?.requestPasswordReset.ok).toBe(true);
    const [mail] = await readOutbox(stack, 'gleymdi@example.is');
    expect(mail?.data['purpose']).toBe('password_reset');
    const confirm = (password: string) =>
      stack.gql<{ confirmPasswordReset: { ok: boolean } }>(
        'mutation($input: ConfirmPasswordResetInput!) { confirmPasswordReset(input: $input) { ok } }',
        { input: { token: mail!.data['token'], password } },
      );
    expect(codesOf(await confirm('of-stutt'))).toEqual(['BAD_USER_INPUT']);
    expect((await confirm('nytt-lykilord-456')).data?.confirmPasswordReset.ok).toBe(true);
    expect(codesOf(await confirm('annad-lykilord-789'))).toEqual(['BAD_USER_INPUT']);
    const signedIn = await stack.gql<{ login: { accessToken: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      {
        input: { email: 'gleymdi@example.is', password: 'nytt-lykilord-456', sessionMode: 'TOKEN' },
      },
    );
    expect(signedIn.data?.login.accessToken).toBeTruthy();
  });

  it('changes the password, ending the other sessions, and sets the language', async () => {
    const { token, id } = await register('breytir@example.is');
    const other = await stack.gql<{ login: { accessToken: string } }>(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      {
        input: { email: 'breytir@example.is', password: 'gott-lykilord-123', sessionMode: 'TOKEN' },
      },
    );
    const change = (oldPassword: string) =>
      stack.gql<{ changePassword: { ok: boolean } }>(
        'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ok } }',
        { input: { userId: id, oldPassword, newPassword: 'nytt-lykilord-456' } },
        { token },
      );
    const wrong = await change('rangt-lykilord');
    expect(codesOf(wrong)).toEqual(['BAD_USER_INPUT']);
    expect((await change('gott-lykilord-123')).data?.changePassword.ok).toBe(true);
    expect(codesOf(await stack.gql(ME, {}, { token: other.data!.login.accessToken }))).toEqual([
      'UNAUTHENTICATED',
    ]);

    const language = await stack.gql<{ setPrimaryLanguage: { primaryLanguage: { code: string } } }>(
      'mutation($input: SetPrimaryLanguageInput!) { setPrimaryLanguage(input: $input) { primaryLanguage { code } } }',
      { input: { userId: id, language: 'UK' } },
      { token },
    );
    expect(language.data?.setPrimaryLanguage.primaryLanguage.code).toBe('UK');
  });

  it('re-reads the person from the registry and deletes an account, which then cannot sign in', async () => {
    const anna = await login(stack, 'kristin@leiga.is');
    const refreshed = await stack.gql<{ refreshUserEntity: { fullName: string } }>(
      'mutation($input: UserIdInput!) { refreshUserEntity(input: $input) { fullName } }',
      { input: { userId: anna.user.id } },
      { token: anna.accessToken },
    );
    expect(refreshed.data?.refreshUserEntity.fullName).toBe('Kristín Þórsdóttir');

    const { token, id } = await register('hverfur@example.is');
    const deleted = await stack.gql<{ deleteAccount: { ok: boolean } }>(
      'mutation($input: UserIdInput!) { deleteAccount(input: $input) { ok } }',
      { input: { userId: id } },
      { token },
    );
    expect(deleted.data?.deleteAccount.ok).toBe(true);
    expect(codesOf(await stack.gql(ME, {}, { token }))).toEqual(['UNAUTHENTICATED']);
    const again = await stack.gql(
      'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
      {
        input: { email: 'hverfur@example.is', password: 'gott-lykilord-123', sessionMode: 'TOKEN' },
      },
    );
    expect(codesOf(again)).toEqual(['UNAUTHENTICATED']);
    expect(DEMO_PASSWORD).toBeTruthy();
  });
});

describe('electronic ID', () => {
  it('signs in with the phone: start, then poll until complete', async () => {
    const started = await stack.gql<{
      startEidLogin: { token: string; status: string; verificationCode: string };
    }>(
      'mutation($input: StartEidInput!) { startEidLogin(input: $input) { token status verificationCode } }',
      { input: { phone: '+354 661 2345' } },
    );
    expect(started.errors).toEqual([]);
    expect(started.data?.startEidLogin).toMatchObject({
      status: 'PENDING',
      verificationCode: expect.stringMatching(/^\d{4}$/),
    });
    const result = await poll(async () => {
      const res = await stack.gql<{
        checkEidLogin: {
          status: string;
          session: { accessToken: string; user: { fullName: string } } | null;
        };
      }>(
        'mutation($input: CheckEidLoginInput!) { checkEidLogin(input: $input) { status session { accessToken user { fullName } } } }',
        { input: { token: started.data!.startEidLogin.token, sessionMode: 'TOKEN' } },
      );
      return res.data?.checkEidLogin.status === 'PENDING' ? null : res.data!.checkEidLogin;
    });
    expect(result.status).toBe('COMPLETE');
    expect(result.session?.user.fullName).toBe('Anna Sigurðardóttir');
    const me = await stack.gql<Me>(ME, {}, { token: result.session!.accessToken });
    expect(me.data?.me?.fullName).toBe('Anna Sigurðardóttir');
  });

  it('says so when the person cancels on the phone', async () => {
    const started = await stack.gql<{ startEidLogin: { token: string } }>(
      'mutation($input: StartEidInput!) { startEidLogin(input: $input) { token } }',
      { input: { phone: '8880000' } },
    );
    const result = await poll(async () => {
      const res = await stack.gql<{ checkEidLogin: { status: string; code: string | null } }>(
        'mutation($input: CheckEidLoginInput!) { checkEidLogin(input: $input) { status code } }',
        { input: { token: started.data!.startEidLogin.token } },
      );
      return res.data?.checkEidLogin.status === 'PENDING' ? null : res.data!.checkEidLogin;
    });
    expect(result).toEqual({ status: 'FAILED', code: 'user_cancelled' });
  });

  it('links electronic ID to an account and reports it over a graphql-ws subscription', async () => {
    const { token, id } = await register('sigurdur@example.is');
    const started = await stack.gql<{ startMobileLoginActivation: { token: string } }>(
      'mutation($input: StartMobileLoginActivationInput!) { startMobileLoginActivation(input: $input) { token } }',
      { input: { userId: id, phone: '6997723' } },
      { token },
    );
    expect(started.errors).toEqual([]);
    const client = createClient({
      url: stack.url.replace('http', 'ws'),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    type Event = {
      mobileLoginActivation: {
        status: string;
        user: { icelandicId: string | null; fullName: string } | null;
      };
    };
    const statuses: string[] = [];
    const final = await new Promise<Event['mobileLoginActivation']>((resolve, reject) => {
      const stop = client.subscribe<Event>(
        {
          query:
            'subscription($userId: ID!, $token: String!) { mobileLoginActivation(userId: $userId, token: $token) { status user { icelandicId fullName } } }',
          variables: { userId: id, token: started.data!.startMobileLoginActivation.token },
        },
        {
          next: (value) => {
            const event = value.data?.mobileLoginActivation;
            if (!event) return;
            statuses.push(event.status);
            if (event.status !== 'PENDING') {
              stop();
              resolve(event);
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await client.dispose();
    expect(final.status).toBe('COMPLETE');
    expect(final.user).toEqual({ icelandicId: '1510992469', fullName: 'Sigurður Ólafsson' });
    const me = await stack.gql<Me>(ME, {}, { token });
    expect(me.data?.me).toMatchObject({
      icelandicId: '1510992469',
      birthDate: '1999-10-15',
      primaryPhone: { number: '6997723', isVerified: true },
    });
  });
});
