/**
 * Independent reads: side by side on the pool, one after another in a transaction. A transaction
 * holds one connection, which runs one query at a time: node-postgres queues a second query sent
 * while one runs, with a deprecation warning (pg 9 refuses it).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: object,
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  // Drizzle's transactions, and only they, can roll back.
  const answers: unknown[] = [];
  if (!('rollback' in db)) answers.push(...(await Promise.all(reads.map((read) => read()))));
  else for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
