import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Client } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../../api/test/support/s3-server.js';
import {
  createClusterDatabase,
  graphql,
  restLogin,
  startServerProcess,
  type ServerProcess,
} from './support/cluster.js';
import { liveClient, subscribeLive } from './support/live-client.js';

/**
 * Two `server` processes on one PostgreSQL database, one Redis and one S3-compatible server:
 * what happens through one reaches the people connected to the other. Needs DATABASE_URL (a
 * server this test may create a database on) and REDIS_URL; scripts/test-on-servers.mjs sets both
 * (npm test does, in CI).
 */
const databaseServer = process.env['DATABASE_URL'];
const redisUrl = process.env['REDIS_URL'];
const PORTS = [3422, 3423] as const;
const JWT_SECRET = randomBytes(32).toString('hex');
const prefix = `leiga_mp_${randomBytes(6).toString('hex')}:`;

const MESSAGE_ADDED = /* GraphQL */ `
  subscription ($conversationId: ID!) {
    messageAdded(conversationId: $conversationId) {
      id
      body
      sender {
        fullName
      }
    }
  }
`;
const NOTIFICATION_ADDED = 'subscription { notificationAdded { id type targetPath name } }';
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
const MARK_READ = /* GraphQL */ `
  mutation ($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) {
      id
    }
  }
`;

describe.skipIf(!databaseServer || !redisUrl)(
  'two server processes (needs DATABASE_URL and REDIS_URL)',
  () => {
    let s3: TestS3Server | undefined;
    let drop: (() => Promise<void>) | undefined;
    let one: ServerProcess | undefined;
    let two: ServerProcess | undefined;
    let redis: Redis | undefined;
    const clients: Client[] = [];
    let tenant: { access: string; userId: number };
    let landlord: { access: string; userId: number };
    let listingId: string;

    beforeAll(async () => {
      s3 = await startTestS3Server();
      const database = await createClusterDatabase(databaseServer ?? '');
      drop = database.drop;
      redis = new Redis(redisUrl ?? '');
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl ?? '',
        REDIS_PREFIX: prefix,
        JWT_SECRET,
        ...s3.env,
      };
      // The first migrates and seeds; the second finds the data there.
      one = await startServerProcess(PORTS[0], env);
      two = await startServerProcess(PORTS[1], env);
      [tenant, landlord] = await Promise.all([
        restLogin(one, 'anna@leiga.is'),
        restLogin(one, 'jon@leiga.is'),
      ]);
      const listings = await graphql<{
        listings: { items: { id: string; owner: { id: string } }[] };
      }>(one, '{ listings(pageSize: 100) { items { id owner { id } } } }');
      const mine = listings.data?.listings.items.find(
        (l) => l.owner.id === String(landlord.userId),
      );
      if (!mine) throw new Error(`No listing of the demo landlord: ${JSON.stringify(listings)}`);
      listingId = mine.id;
    }, 400_000);

    afterAll(async () => {
      await Promise.all(clients.map((c) => c.dispose()));
      await Promise.all([one?.stop(), two?.stop()]);
      await redis?.quit();
      await drop?.();
      await s3?.close();
    }, 60_000);

    const onTwo = (token: string) => {
      const client = liveClient(two!.wsUrl, token);
      clients.push(client);
      return client;
    };

    /** Waits until a process holds a Redis subscription on the topic: nothing later is missed. */
    const listening = async (topic: string) => {
      const channel = `${prefix}live:${topic}`;
      for (let i = 0; i < 400; i++) {
        const [, count] = (await redis!.pubsub('NUMSUB', channel)) as [string, number];
        if (Number(count) > 0) return;
        await sleep(25);
      }
      throw new Error(`No subscriber on ${channel}`);
    };

    const startConversation = async (message: string) => {
      const started = await graphql<{ startListingConversation: { conversation: { id: string } } }>(
        one!,
        START,
        { listingId, message },
        tenant.access,
      );
      expect(started.errors).toBeUndefined();
      return started.data!.startListingConversation.conversation.id;
    };

    it('delivers a message sent through process 1 to a messageAdded subscriber on process 2', async () => {
      const conversationId = await startConversation('Er íbúðin laus í desember?');
      const received = subscribeLive(
        onTwo(landlord.access),
        MESSAGE_ADDED,
        { conversationId },
        (data) =>
          data['messageAdded'] as { id: string; body: string; sender: { fullName: string } },
      );
      await listening(`conversation:${conversationId}`);
      const sent = await graphql<{ sendMessage: { id: string } }>(
        one!,
        SEND,
        { conversationId, message: 'Get ég skoðað hana á laugardaginn?' },
        tenant.access,
      );
      expect(sent.errors).toBeUndefined();
      const message = await received.next();
      expect(message).toEqual({
        id: sent.data!.sendMessage.id,
        body: 'Get ég skoðað hana á laugardaginn?',
        sender: { fullName: 'Anna Sigurðardóttir' },
      });
      expect(received.errors).toEqual([]);
      received.stop();
    });

    it('delivers a notification made through process 1 to notificationAdded on process 2', async () => {
      const conversationId = await startConversation('Eru gæludýr leyfð?');
      const read = await graphql(one!, MARK_READ, { conversationId }, landlord.access);
      expect(read.errors).toBeUndefined();
      const notes = subscribeLive(
        onTwo(landlord.access),
        NOTIFICATION_ADDED,
        {},
        (data) => data['notificationAdded'] as { type: string; targetPath: string; name: string },
      );
      await listening(`user:${landlord.userId}`);
      await graphql(
        one!,
        SEND,
        { conversationId, message: 'Við erum með einn kött.' },
        tenant.access,
      );
      let note = await notes.next();
      while (note.type !== 'NEW_MESSAGE') note = await notes.next();
      expect(note).toMatchObject({
        name: 'Anna Sigurðardóttir',
        targetPath: `/inbox/${conversationId}`,
      });
      notes.stop();
    });

    it('serves through process 2 a listing photo uploaded through process 1', async () => {
      const draft = await fetch(`${one!.url}/api/listings/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${landlord.access}` },
        body: '{}',
      });
      expect(draft.status).toBe(201);
      const { id } = (await draft.json()) as { id: number };
      const photo = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#3b6e8f' },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'stofa.jpg');
      const upload = await fetch(`${one!.url}/api/listings/${id}/photos/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${landlord.access}` },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { results } = (await upload.json()) as { results: { key: string }[] };
      const served = await fetch(`${two!.url}/_ipx/f_webp,w_320/${results[0]!.key}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(image.width).toBe(320);
    });
  },
);
