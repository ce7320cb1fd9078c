import { Blob } from 'node:buffer';
import { FormData, fetch as undiciFetch } from 'undici';

function graphUrl(): string {
  const url = process.env['MOBILE_TEST_GRAPH_URL'];
  if (!url) throw new Error('MOBILE_TEST_GRAPH_URL is unset: the global setup did not run');
  return url;
}

/** Signs in over plain HTTP (TOKEN mode), for tests that start with a stored session. */
export async function loginTokens(email: string, password: string) {
  const res = await undiciFetch(graphUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($email: String!, $password: String!) {
        login(input: { email: $email, password: $password, sessionMode: TOKEN }) {
          accessToken
          refreshToken
        }
      }`,
      variables: { email, password },
    }),
  });
  const body = (await res.json()) as {
    data?: { login?: { accessToken: string; refreshToken: string } };
  };
  const login = body.data?.login;
  if (!login) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return { access: login.accessToken, refresh: login.refreshToken };
}

/** Registers a fresh tenant (a test that must not touch the seeded people's counts). */
export async function registerTenant(email: string, password: string, fullName: string) {
  const res = await undiciFetch(graphUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation ($input: RegisterInput!) { register(input: $input) { accessToken } }`,
      variables: {
        input: { email, password, fullName, userType: 'TENANT', sessionMode: 'TOKEN' },
      },
    }),
  });
  const body = (await res.json()) as { data?: { register?: { accessToken: string } } };
  if (!body.data?.register) throw new Error(`register failed: ${JSON.stringify(body)}`);
}

/** Test data the seed lacks, made through the graph as the app's users would (e.g. drafts). */
export async function graphRequest<T>(
  accessToken: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await undiciFetch(graphUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A file uploaded for a message over REST (multipart, field `file`), as the apps upload them. */
export async function uploadMessageFile(
  accessToken: string,
  conversationId: string,
  file: { name: string; type: string; bytes: Uint8Array },
): Promise<string> {
  const apiUrl = process.env['MOBILE_TEST_API_URL'];
  if (!apiUrl) throw new Error('MOBILE_TEST_API_URL is unset: the global setup did not run');
  const form = new FormData();
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const res = await undiciFetch(`${apiUrl}/api/conversations/${conversationId}/attachments/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}` },
    body: form,
  });
  const body = (await res.json()) as { results?: Array<{ id: number }> };
  const id = body.results?.[0]?.id;
  if (!res.ok || id === undefined) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return String(id);
}
