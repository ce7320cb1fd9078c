import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { DEMO_PASSWORD, IN_MEMORY, startTestApi, type TestApi } from '@leiga/api';
import { graphPlugin } from '@leiga/graph';
import type { OperationLogLine } from '../graph/src/plugins/logging.js';
import { drizzleQuery, postgresQuery, startBaseline, type Query } from './baseline.js';
import { runLoad, type LoadOptions, type LoadResult } from './load.js';
import { median } from './stats.js';

/**
 * On one database, side by side in one run: the api's user read against a bare Fastify running
 * the same SQL, and the graph against direct REST for three reads (persisted hashes, the way
 * first-party clients send them), with the REST calls each operation makes.
 */
type Scenario = { name: string; restPath: string; operation: string; query: string };

const SCENARIOS: Scenario[] = [
  {
    name: 'signed-in user',
    restPath: '/api/auth/user/',
    operation: 'BenchMe',
    query: `query BenchMe {
  me { id email fullName primaryPhoneId
    phones { id number countryCode isVerified }
    emailAddresses { id email isVerified isPrimary } }
}`,
  },
  {
    name: 'search page, 25 listings',
    // What a REST client's results page asks for: cards (no photos but the cover, no description).
    restPath: '/api/listings/?page_size=25&view=card',
    operation: 'BenchSearch',
    query: `query BenchSearch {
  listings(page: 1, pageSize: 25) { count page pageSize
    items { id status title street houseNumber postalCode municipality price currency rooms sizeM2
      listingType availableFrom isLiked likesCount publishedAt
      coverPhoto { id key width height placeholder }
      owner { id fullName hasVerifiedPhone } } }
}`,
  },
  {
    name: 'trivial read',
    restPath: '/api/sensitive-resources/',
    operation: 'BenchTrivial',
    query: `query BenchTrivial { sensitiveResources { id tag name } }`,
  },
];

const hashOf = (query: string) => createHash('sha256').update(query).digest('hex');

export type Pair = { a: LoadResult; b: LoadResult; ratio: number };
export type ScenarioResult = Pair & {
  name: string;
  /** The same graph with every operation through Apollo's pipeline (no trusted executor). */
  apollo: LoadResult;
  restCalls: number;
  /** Bytes of one answer: REST's and the graph's. */
  restBytes: number;
  graphBytes: number;
};
export type DatabaseResult = {
  database: string;
  baseline: Pair;
  scenarios: ScenarioResult[];
};

async function signIn(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'anna@leiga.is', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

/** The access token's claims (the baseline skips the signature check the api does). */
function claimsOf(token: string): { sessionId: string; userId: number } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  return { sessionId: payload.sid, userId: Number(payload.sub) };
}

/**
 * Each target over alternating rounds (a shared, noisy machine then hurts all alike): the round
 * of best throughput, with the median CPU time per request over all rounds.
 */
async function alternateAll(
  rounds: number,
  targets: (() => Promise<LoadResult>)[],
): Promise<LoadResult[]> {
  const results: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) results[i]!.push(await target());
  }
  return results.map((r) => ({
    ...r.reduce((x, y) => (y.rps > x.rps ? y : x)),
    cpuUs: median(r.map((x) => x.cpuUs)),
  }));
}

async function alternate(
  rounds: number,
  a: () => Promise<LoadResult>,
  b: () => Promise<LoadResult>,
): Promise<Pair> {
  const [bestA, bestB] = (await alternateAll(rounds, [a, b])) as [LoadResult, LoadResult];
  return { a: bestA, b: bestB, ratio: bestB.rps / bestA.rps };
}

/** The api as production runs it (responses unchecked), on PGlite or the DATABASE_URL server. */
function startApi(database: 'postgres' | 'pglite'): Promise<TestApi> {
  const production = {
    logLevel: 'silent',
    isProduction: true,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
  } as const;
  return database === 'postgres'
    ? startTestApi(production)
    : startTestApi({ ...production, databaseUrl: undefined, dataDir: IN_MEMORY });
}

export async function benchmarkDatabase(
  database: 'postgres' | 'pglite',
  options: LoadOptions,
  rounds: number,
): Promise<DatabaseResult> {
  const api = await startApi(database);
  const restCalls: number[] = [];
  const persistedDocuments = Object.fromEntries(SCENARIOS.map((s) => [hashOf(s.query), s.query]));
  const graph = Fastify({ logger: false });
  await graph.register(graphPlugin, {
    apiUrl: api.url,
    isProduction: true,
    logger: { info: (line: OperationLogLine) => void restCalls.push(line.restCalls) },
    persistedDocuments,
  });
  const graphOrigin = await graph.listen({ host: '127.0.0.1', port: 0 });
  const apolloGraph = Fastify({ logger: false });
  await apolloGraph.register(graphPlugin, {
    apiUrl: api.url,
    isProduction: true,
    logger: { info: () => undefined },
    persistedDocuments,
    trustedExecutor: false,
  });
  const apolloOrigin = await apolloGraph.listen({ host: '127.0.0.1', port: 0 });
  const token = await signIn(api.url);
  const authorization = `Bearer ${token}`;
  const postgres = database === 'postgres' ? postgresQuery(api.app.ctx.config.databaseUrl!) : null;
  const query: Query = postgres?.query ?? drizzleQuery(api.app.ctx.db);
  const baseline = await startBaseline(query, claimsOf(token));
  try {
    const rest = (path: string) => () =>
      runLoad({ origin: api.url, path, method: 'GET', headers: { authorization } }, options);
    const baselinePair = await alternate(
      rounds,
      () =>
        runLoad(
          { origin: baseline.url, path: '/user/', method: 'GET', headers: { authorization } },
          options,
        ),
      rest('/api/auth/user/'),
    );
    const scenarios: ScenarioResult[] = [];
    for (const scenario of SCENARIOS) {
      const body = JSON.stringify({
        operationName: scenario.operation,
        extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(scenario.query) } },
      });
      const graphLoad = (origin: string) => () =>
        runLoad(
          {
            origin,
            path: '/graphql',
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body,
          },
          options,
        );
      // One operation alone first, to count the REST calls it makes.
      restCalls.length = 0;
      const once = await fetch(`${graphOrigin}/graphql`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body,
      });
      const graphText = await once.text();
      const answer = JSON.parse(graphText) as { errors?: unknown[] };
      if (answer.errors) throw new Error(`${scenario.operation}: ${JSON.stringify(answer.errors)}`);
      const calls = restCalls[0] ?? 0;
      const restOnce = await fetch(`${api.url}${scenario.restPath}`, {
        headers: { authorization },
      });
      const restText = await restOnce.text();
      const [restResult, graphResult, apolloResult] = (await alternateAll(rounds, [
        rest(scenario.restPath),
        graphLoad(graphOrigin),
        graphLoad(apolloOrigin),
      ])) as [LoadResult, LoadResult, LoadResult];
      const pair = { a: restResult, b: graphResult, ratio: graphResult.rps / restResult.rps };
      scenarios.push({
        name: scenario.name,
        apollo: apolloResult,
        restCalls: calls,
        restBytes: Buffer.byteLength(restText),
        graphBytes: Buffer.byteLength(graphText),
        ...pair,
      });
    }
    return {
      database: database === 'postgres' ? 'PostgreSQL server' : 'PGlite',
      baseline: baselinePair,
      scenarios,
    };
  } finally {
    await baseline.app.close();
    await postgres?.close();
    await graph.close();
    await apolloGraph.close();
    await api.close();
  }
}
