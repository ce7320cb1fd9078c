import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { startTestS3Server } from '../api/test/support/s3-server.js';
import {
  createClusterDatabase,
  graphql,
  restLogin,
  startServerProcess,
  type ServerProcess,
} from '../server/test/support/cluster.js';
import { liveClient, subscribeLive } from '../server/test/support/live-client.js';
import { percentile } from './stats.js';

/**
 * `npm run bench:fanout`: live fan-out latency, from the moment a message is sent through one
 * server process to the moment a graphql-ws subscriber connected to another receives it (through
 * the outbox, Redis pub/sub and the subscriber's own REST read). BENCH_SUBSCRIBERS (default 500)
 * sockets on process 2 listen to messageAdded on the conversations of the demo tenants with the
 * demo landlords; BENCH_MESSAGES (default 40) messages are sent one after another through
 * process 1. The same run measures the baseline, one process with its in-memory bus, and prints
 * the ratio. Needs DATABASE_URL (a PostgreSQL server it may create a database on) and REDIS_URL.
 * Never asserts: timings depend on the machine; the aim (issue 15) is p95 <= 100 ms.
 */
const databaseServer = process.env['DATABASE_URL'];
const redisUrl = process.env['REDIS_URL'];
const subscriberCount = Number(process.env['BENCH_SUBSCRIBERS'] ?? 500);
const messageCount = Number(process.env['BENCH_MESSAGES'] ?? 40);
const PORTS = { baseline: 3427, one: 3428, two: 3429 } as const;
const TENANTS = ['anna@leiga.is', 'kristin@leiga.is', 'olena@leiga.is', 'piotr@leiga.is'];
const LANDLORDS = ['jon@leiga.is', 'magnus@leiga.is'];

const MESSAGE_ADDED = /* GraphQL */ `
  subscription ($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      id
    }
  }
`;
const START = /* GraphQL */ `
  mutation ($listingId: ID!, $message: String!) {
    startListingConversation(listingId: $listingId, message: $message) {
      conversation {
        id
      }
    }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($conversationId: ID!, $message: String!) {
    sendMessage(conversationId: $conversationId, message: $message) {
      id
    }
  }
`;

type Session = { access: string; userId: number };
/** A conversation, who is in it, and who sends to it. */
type Thread = { id: string; tenant: Session; landlord: Session };

/** Each demo tenant asks about one listing of each demo landlord: 8 conversations. */
async function openThreads(server: ServerProcess): Promise<Thread[]> {
  const tenants = await Promise.all(TENANTS.map((email) => restLogin(server, email)));
  const landlords = await Promise.all(LANDLORDS.map((email) => restLogin(server, email)));
  const listings = await graphql<{ listings: { items: { id: string; owner: { id: string } }[] } }>(
    server,
    '{ listings(pageSize: 100) { items { id owner { id } } } }',
  );
  const threads: Thread[] = [];
  for (const landlord of landlords) {
    const listing = listings.data?.listings.items.find(
      (l) => l.owner.id === String(landlord.userId),
    );
    if (!listing) throw new Error(`No published listing of landlord ${landlord.userId}`);
    for (const tenant of tenants) {
      const started = await graphql<{
        startListingConversation: { conversation: { id: string } };
      }>(server, START, { listingId: listing.id, message: 'Er íbúðin enn laus?' }, tenant.access);
      if (!started.data) throw new Error(`Could not start: ${JSON.stringify(started.errors)}`);
      threads.push({ id: started.data.startListingConversation.conversation.id, tenant, landlord });
    }
  }
  return threads;
}

type Latencies = { samples: number[]; missed: number };

/**
 * Opens the subscribers on `listener`, warms up until every one has heard a message, then sends
 * the measured messages through `sender` and collects each receipt's delay after its send.
 */
async function measure(
  sender: ServerProcess,
  listener: ServerProcess,
  threads: Thread[],
): Promise<Latencies> {
  const sentAt = new Map<string, number>();
  const received = new Map<string, number[]>();
  const heardBy = new Set<number>();
  const clients: Client[] = [];
  for (let i = 0; i < subscriberCount; i++) {
    const thread = threads[i % threads.length]!;
    // Half listen as the tenant, half as the landlord: each with their own token and REST reads.
    const who = Math.floor(i / threads.length) % 2 === 0 ? thread.tenant : thread.landlord;
    const client = liveClient(listener.wsUrl, who.access);
    clients.push(client);
    subscribeLive(
      client,
      MESSAGE_ADDED,
      { conversationId: thread.id },
      (data) => (data['messageAdded'] as { id: string }).id,
      (messageId) => {
        heardBy.add(i);
        // The moment only: a receipt may come before the send's own reply tells its id.
        received.set(messageId, [...(received.get(messageId) ?? []), Date.now()]);
      },
    );
  }
  const send = async (thread: Thread, text: string): Promise<void> => {
    const started = Date.now();
    const reply = await graphql<{ sendMessage: { id: string } }>(
      sender,
      SEND,
      { conversationId: thread.id, message: text },
      thread.tenant.access,
    );
    if (!reply.data) throw new Error(`Send failed: ${JSON.stringify(reply.errors)}`);
    sentAt.set(reply.data.sendMessage.id, started);
  };
  // Warm-up: subscriptions are live once each has heard one message. A round at a time, each
  // given time to arrive, so no backlog of warm-up deliveries is left for the measured ones.
  for (let round = 0; heardBy.size < subscriberCount; round++) {
    if (round > 10) throw new Error(`Only ${heardBy.size} of ${subscriberCount} subscribers live`);
    for (const thread of threads) await send(thread, `Upphitun ${round}`);
    for (let waited = 0; heardBy.size < subscriberCount && waited < 20_000; waited += 100)
      await sleep(100);
  }
  await sleep(2000);
  sentAt.clear();
  received.clear();
  for (let i = 0; i < messageCount; i++) {
    await send(threads[i % threads.length]!, `Skilaboð ${i + 1}`);
    await sleep(25);
  }
  // Subscribers are dealt round robin, so thread k has this many listeners.
  const listenersOf = (k: number) => Math.ceil((subscriberCount - k) / threads.length);
  let wanted = 0;
  for (let i = 0; i < messageCount; i++) wanted += listenersOf(i % threads.length);
  const receipts = () =>
    [...sentAt.keys()].reduce((n, id) => n + (received.get(id)?.length ?? 0), 0);
  // Every receipt, or 30 seconds after the last send: what has not come by then is missed.
  for (let waited = 0; receipts() < wanted && waited < 30_000; waited += 100) await sleep(100);
  await Promise.all(clients.map((c) => c.dispose()));
  const samples = [...sentAt].flatMap(([id, start]) =>
    (received.get(id) ?? []).map((at) => at - start),
  );
  return { samples, missed: Math.max(0, wanted - samples.length) };
}

function summarize(label: string, latencies: Latencies) {
  const sorted = [...latencies.samples].sort((a, b) => a - b);
  const stats = {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
  };
  console.log(
    `${label.padEnd(34)} receipts ${String(sorted.length).padStart(6)}  missed ${latencies.missed}  ` +
      `p50 ${stats.p50} ms  p95 ${stats.p95} ms  max ${stats.max} ms`,
  );
  return stats;
}

async function main(): Promise<void> {
  if (!databaseServer || !redisUrl) {
    console.error(
      'bench:fanout needs DATABASE_URL (a PostgreSQL server) and REDIS_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm run bench:fanout',
    );
    process.exit(2);
  }
  const s3 = await startTestS3Server();
  const database = await createClusterDatabase(databaseServer);
  const shared = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...s3.env,
  };
  const running: ServerProcess[] = [];
  try {
    console.log(
      `Fan-out: ${subscriberCount} graphql-ws subscribers, ${messageCount} messages, ` +
        `sent one after another.\n`,
    );
    // Baseline: one process, its in-memory bus; it also migrates and seeds the database.
    const alone = await startServerProcess(PORTS.baseline, shared);
    running.push(alone);
    const threads = await openThreads(alone);
    const baseline = summarize('one process, in-memory bus', await measure(alone, alone, threads));
    await alone.stop();
    running.length = 0;

    const redis = {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `leiga_bench_${randomBytes(4).toString('hex')}:`,
    };
    const one = await startServerProcess(PORTS.one, { ...shared, ...redis });
    running.push(one);
    const two = await startServerProcess(PORTS.two, { ...shared, ...redis });
    running.push(two);
    const across = summarize(
      'process 1 -> Redis -> process 2',
      await measure(one, two, await openThreads(one)),
    );
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
    console.log(
      `\nratio to the baseline: p50 x${ratio(across.p50, baseline.p50)}, ` +
        `p95 x${ratio(across.p95, baseline.p95)}  (aim: p95 <= 100 ms across processes)`,
    );
  } catch (error) {
    // What the servers said is the likeliest explanation of a failed run.
    for (const server of running) console.error(`--- ${server.url} output ---\n${server.output()}`);
    throw error;
  } finally {
    await Promise.all(running.map((p) => p.stop()));
    await database.drop();
    await s3.close();
  }
}

await main();
