import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { DEMO_PASSWORD, startTestApi } from '@leiga/api';
import { graphPlugin } from '@leiga/graph';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';

/**
 * The signed-in user with phones and e-mails, fetched through /graphql (a persisted hash, the way
 * first-party clients send it) and directly from /api/auth/user/, side by side in one run.
 */
const QUERY = `query BenchMe {
  me { id email fullName primaryPhoneId
    phones { id number countryCode isVerified }
    emailAddresses { id email isVerified isPrimary } }
}`;
const HASH = createHash('sha256').update(QUERY).digest('hex');

export type Comparison = { rest: LoadResult; graph: LoadResult; ratio: number };

async function signIn(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna@leiga.is', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

/** Best of each target over alternating rounds: a shared, noisy machine then hurts both alike. */
function best(results: LoadResult[]): LoadResult {
  return results.reduce((a, b) => (b.rps > a.rps ? b : a));
}

export async function compareGraphWithRest(options: LoadOptions, rounds = 2): Promise<Comparison> {
  const api = await startTestApi({ logLevel: 'silent' });
  const graph = Fastify({ logger: false });
  await graph.register(graphPlugin, {
    apiUrl: api.url,
    isProduction: true,
    logger: { info: () => undefined },
    persistedDocuments: { [HASH]: QUERY },
  });
  const graphOrigin = await graph.listen({ host: '127.0.0.1', port: 0 });
  try {
    const token = await signIn(api.url);
    const authorization = `Bearer ${token}`;
    const restRuns: LoadResult[] = [];
    const graphRuns: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      restRuns.push(
        await runLoad(
          { origin: api.url, path: '/api/auth/user/', method: 'GET', headers: { authorization } },
          options,
        ),
      );
      graphRuns.push(await runGraph(graphOrigin, authorization, options));
    }
    const rest = best(restRuns);
    const graphResult = best(graphRuns);
    return { rest, graph: graphResult, ratio: graphResult.rps / rest.rps };
  } finally {
    await graph.close();
    await api.close();
  }
}

function runGraph(origin: string, authorization: string, options: LoadOptions) {
  const body = JSON.stringify({
    operationName: 'BenchMe',
    extensions: { persistedQuery: { version: 1, sha256Hash: HASH } },
  });
  return runLoad(
    {
      origin,
      path: '/graphql',
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body,
    },
    options,
  );
}
