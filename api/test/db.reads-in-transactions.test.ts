import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionReports, listingPhotos, users } from '../src/db/schema/index.js';
import { readTogether } from '../src/db/reads.js';
import { createTestApp, type TestApp } from './helpers.js';
import { watchQueriesBesideTransactions } from './support/queries-beside-transactions.js';
import { watchQueriesInFlight } from './support/queries-in-flight.js';
import { ANNA_KT, addTenantParty, completeContract, createDraft } from './support/contracts.js';

/**
 * A transaction holds one connection of the PostgreSQL server, which runs one query at a time:
 * node-postgres queues a second query sent while one runs, with a deprecation warning (pg 9
 * refuses it). Counts the queries in flight on each connection while contracts are written in
 * their transactions (`readTogether`); PGlite has a single connection and no such queue, hence the
 * server only.
 */
describe.skipIf(!process.env['DATABASE_URL'])('reads in a transaction', () => {
  const queries = watchQueriesInFlight();
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('readTogether reads one at a time in a transaction, and answers in order either way', async () => {
    const reads = (db: TestApp['db']) =>
      [
        () => db.select({ id: users.id }).from(users),
        () => db.select({ id: listingPhotos.id }).from(listingPhotos),
        () => db.select({ id: inspectionReports.id }).from(inspectionReports),
      ] as const;
    const onPool = await readTogether(t.db, reads(t.db));
    queries.most = 0;
    const inTransaction = await t.db.transaction((tx) => readTogether(tx, reads(tx)));
    expect(queries.most).toBe(1);
    expect(inTransaction).toEqual(onPool);
    expect(onPool.map((rows) => rows.length > 0)).toEqual([true, true, true]);
  });

  it('a contract sends one query at a time on its connection: created, completed, committed', async () => {
    queries.most = 0;
    const jon = await t.as('landlord');
    const before = queries.sent;
    const draft = await createDraft(t, jon);
    await addTenantParty(t, draft.id, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
    await completeContract(t, jon, draft.id);
    const committed = await t.call('POST', `/api/contracts/${draft.id}/commit/`, {
      token: jon.access,
      body: { sign_type: 'paper' },
    });
    expect(committed.status).toBe(200);
    expect(queries.sent - before).toBeGreaterThan(10);
    expect(queries.most).toBe(1);
  });

  it('a query to the database from inside its open transaction is caught, not one after it', async () => {
    const beside = watchQueriesBesideTransactions();
    beside.found.splice(0);
    let later: Promise<unknown> = Promise.resolve();
    await t.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).limit(1);
      // PGlite would make this wait for the transaction, which waits for it.
      await t.db.select({ id: users.id }).from(users).limit(1);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        t.db.select({ id: users.id }).from(users).limit(1),
      );
    });
    await later;
    const found = beside.found.splice(0);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^select "id" from "users"/);
    expect(found[0]).toContain('db.reads-in-transactions.test.ts');
  });

  it('so is a transaction begun on the database inside another, not a savepoint', async () => {
    const beside = watchQueriesBesideTransactions();
    beside.found.splice(0);
    await t.db.transaction(async (tx) => {
      await tx.transaction((savepoint) => savepoint.select({ id: users.id }).from(users).limit(1));
    });
    expect(beside.found).toEqual([]);
    await t.db.transaction(async () => {
      await t.db.transaction((other) => other.select({ id: users.id }).from(users).limit(1));
    });
    const found = beside.found.splice(0);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^a transaction begun inside another/);
  });
});
