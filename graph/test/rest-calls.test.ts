import type { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApiAgent,
  createApolloServer,
  createContext,
  createFetcher,
  type GraphContext,
} from '../src/index.js';
import { login, restLogin, startStack, type Stack } from './helpers.js';

/** Operations run in-process with executeOperation; each asserts its number of REST calls. */
let stack: Stack;
let server: ApolloServer<GraphContext>;
const agent = createApiAgent();

beforeAll(async () => {
  stack = await startStack();
  server = createApolloServer({ isProduction: false });
  await server.start();
});
afterAll(async () => {
  await server?.stop();
  await agent.close();
  await stack?.close();
});

async function run(query: string, token: string | null, variables: Record<string, unknown> = {}) {
  const contextValue = createContext(
    { apiUrl: stack.api.url, fetch: createFetcher(agent), isProduction: false },
    { authorization: token ? `Bearer ${token}` : null },
  );
  const response = await server.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { result: response.body.singleResult, restCalls: contextValue.stats.restCalls };
}

describe('REST calls per operation (N+1 guard)', () => {
  it('me with phones and e-mails: one call', async () => {
    const { accessToken } = await login(stack, 'anna@leiga.is');
    const { result, restCalls } = await run(
      `{ me { id fullName phones { id formatted } emailAddresses { email } primaryPhone { id } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    expect(restCalls).toBe(1);
  });

  it('several users by id: one batch read', async () => {
    const { accessToken } = await login(stack, 'stjorn@leiga.is');
    const { result, restCalls } = await run(
      `{ a: user(id: 1) { id } b: user(id: 2) { id } c: user(id: 3) { id phones { id } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    expect(restCalls).toBe(1);
  });

  it('a page of users with their contacts: one call', async () => {
    const { accessToken } = await login(stack, 'stjorn@leiga.is');
    const { result, restCalls } = await run(
      `{ users(pageSize: 5) { count items { id phones { id } emailAddresses { id } primaryPhone { id } } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    expect(restCalls).toBe(1);
  });

  it('me without a token: no call at all', async () => {
    const { result, restCalls } = await run(`{ me { id } }`, null);
    expect(result.data).toEqual({ me: null });
    expect(restCalls).toBe(0);
  });

  it('a list of profiles with their reviews: the list, then one batch read', async () => {
    const { accessToken } = await login(stack, 'anna@leiga.is');
    const { result, restCalls } = await run(
      `{ rentalProfileSuggestions(q: "a") { id reviews { id rating } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    const { rentalProfileSuggestions: profiles } = result.data as {
      rentalProfileSuggestions: { id: string; reviews: { id: string }[] }[];
    };
    expect(profiles.length).toBeGreaterThan(1);
    expect(restCalls).toBe(2);
  });
});

/** A call straight to REST with a bearer token, for the data the lists below are made of. */
async function rest(token: string, method: string, path: string, body?: FormData | object) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const res = await fetch(`${stack.api.url}/api/${path}`, {
    method,
    headers,
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
}

describe('REST calls for a list of profiles: one batch read per field, not one per profile', () => {
  let staffToken: string;
  const tenants: Record<string, { token: string; username: string }> = {};
  beforeAll(async () => {
    staffToken = (await login(stack, 'stjorn@leiga.is')).accessToken;
    for (const name of ['anna', 'kristin', 'olena']) {
      const token = await restLogin(stack, `${name}@leiga.is`);
      const { result } = await run('{ me { rentalProfile { profileUsername } } }', token);
      const me = result.data?.me as { rentalProfile: { profileUsername: string } };
      tenants[name] = { token, username: me.rentalProfile.profileUsername };
    }
    const { anna, kristin, olena } = tenants as Record<
      'anna' | 'kristin' | 'olena',
      { token: string; username: string }
    >;
    // Anna has a pre-approval from the seed; Kristín and Ólena start theirs, and add a file.
    for (const tenant of [kristin, olena]) {
      await rest(
        tenant.token,
        'POST',
        `tenant-profiles/${tenant.username}/initiate-pre-approval/`,
        {
          consent: true,
        },
      );
      const form = new FormData();
      const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'medmaeli.pdf');
      await rest(
        tenant.token,
        'POST',
        `tenant-profiles/${tenant.username}/attachments/?kind=reference`,
        form,
      );
    }
    await rest(anna.token, 'POST', `tenant-profiles/${kristin.username}/send-corenter-request/`);
    await rest(olena.token, 'POST', `tenant-profiles/${anna.username}/send-corenter-request/`);
  });

  type Item = {
    incomes?: { id: string }[];
    profile?: {
      profileUsername?: string;
      attachments?: { id: string; kind: string }[];
      sentCorenterRequests?: { id: string }[];
      incomingCorenterRequests?: { id: string }[];
    };
  };
  async function staffList(fields: string) {
    const { result, restCalls } = await run(
      `{ adminPreApprovals(pageSize: 20) { items { id ${fields} } } }`,
      staffToken,
    );
    expect(result.errors).toBeUndefined();
    const { items } = (result.data as { adminPreApprovals: { items: Item[] } }).adminPreApprovals;
    expect(items.length).toBeGreaterThanOrEqual(3);
    return { items, restCalls };
  }

  it('the staff list of pre-approvals with their incomes: the list, then one batch read', async () => {
    const { items, restCalls } = await staffList('incomes { id netAmount }');
    expect(items.every((item) => item.incomes!.length > 0)).toBe(true);
    expect(restCalls).toBe(2);
  });

  it('with each profile’s files: the list, then one batch read', async () => {
    const { items, restCalls } = await staffList(
      'profile { profileUsername attachments { id kind } }',
    );
    const withReference = items
      .filter((item) => item.profile!.attachments!.some((file) => file.kind === 'REFERENCE'))
      .map((item) => item.profile!.profileUsername);
    expect(withReference).toEqual(
      expect.arrayContaining([tenants.kristin!.username, tenants.olena!.username]),
    );
    expect(restCalls).toBe(2);
  });

  it('with each profile’s co-renter requests: the list, the profiles, one batch read per list', async () => {
    const { items, restCalls } = await staffList(
      'profile { id sentCorenterRequests { id } incomingCorenterRequests { id } }',
    );
    const count = (pick: (p: NonNullable<Item['profile']>) => unknown[] | undefined) =>
      items.reduce((sum, item) => sum + (pick(item.profile!)?.length ?? 0), 0);
    expect(count((p) => p.sentCorenterRequests)).toBe(2);
    expect(count((p) => p.incomingCorenterRequests)).toBe(2);
    expect(restCalls).toBe(4);
  });

  it('profile suggestions with their files, as a tenant: the list, then one batch read', async () => {
    const { accessToken } = await login(stack, 'anna@leiga.is');
    const { result, restCalls } = await run(
      `{ rentalProfileSuggestions(q: "a") { id attachments { id } } }`,
      accessToken,
    );
    expect(result.errors).toBeUndefined();
    const { rentalProfileSuggestions: profiles } = result.data as {
      rentalProfileSuggestions: { attachments: { id: string }[] }[];
    };
    expect(profiles.length).toBeGreaterThan(1);
    expect(restCalls).toBe(2);
  });
});

describe('the listing search reads cards unless the page shows photos or descriptions', () => {
  type Item = {
    id: string;
    description?: string | null;
    photos?: { id: string }[];
    coverPhoto: { id: string } | null;
  };

  async function search(selection: string, fragments = '') {
    const urls: string[] = [];
    const fetch = createFetcher(agent);
    const contextValue = createContext(
      {
        apiUrl: stack.api.url,
        fetch: (url, init) => {
          urls.push(url);
          return fetch(url, init);
        },
        isProduction: false,
      },
      { authorization: null },
    );
    const response = await server.executeOperation(
      {
        query: `{ listings(pageSize: 5) { items { id coverPhoto { id } ${selection} } } } ${fragments}`,
      },
      { contextValue },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    const { data, errors } = response.body.singleResult;
    expect(errors).toBeUndefined();
    const items = (data as { listings: { items: Item[] } }).listings.items;
    return { items, urls, restCalls: contextValue.stats.restCalls };
  }

  it('a results page: one read of cards, each with its cover', async () => {
    const { items, urls, restCalls } = await search('title');
    expect(restCalls).toBe(1);
    expect(urls[0]).toContain('view=card');
    expect(items.length).toBe(5);
    expect(items.every((i) => i.coverPhoto !== null)).toBe(true);
  });

  it('photos or a description, directly or in a fragment: one full read', async () => {
    const direct = await search('description photos { id }');
    const throughFragment = await search('...Shown', 'fragment Shown on Listing { photos { id } }');
    for (const { items, urls, restCalls } of [direct, throughFragment]) {
      expect(restCalls).toBe(1);
      expect(urls[0]).not.toContain('view=card');
      expect(items.every((i) => (i.photos ?? []).length > 0)).toBe(true);
    }
    expect(direct.items.some((i) => Boolean(i.description))).toBe(true);
  });
});
