/**
 * The guard for rules that limit a count or a use (one account per e-mail, 40 photos, 5 sign-in
 * tries, one use of a token): a rule that holds one request at a time can still break when many
 * arrive together, so each such rule gets a test that fires them at once.
 */

/**
 * Starts `n` calls together (each is begun before any is awaited) and waits for all of them.
 * The answers keep the order of the calls; a call that throws fails the race.
 */
export async function race<T>(n: number, call: (index: number) => Promise<T>): Promise<T[]> {
  // Every call waits for the same gate, so none gets ahead while the others are still being made.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const calls = Array.from({ length: n }, (_, index) => gate.then(() => call(index)));
  open();
  return Promise.all(calls);
}

/** How many answers had each status, e.g. { 201: 1, 409: 49 }. */
export function tally(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** Fires `n` calls together and tallies their statuses. */
export async function raceStatuses(
  n: number,
  call: (index: number) => Promise<{ status: number }>,
): Promise<Record<number, number>> {
  return tally(await race(n, call));
}
