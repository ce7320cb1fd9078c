import type { PubSub } from './pubsub.js';

/** How long a finished read answers again: long enough for every socket to hear one event. */
const KEEP_MS = 10_000;

/**
 * One REST read per event and viewer in this process, however many sockets the viewer has open
 * on it (tabs, devices, one subscription per open conversation). An event says only "look
 * again"; each viewer still reads with their own rights, so what one viewer may see never
 * reaches another. Without this, an event heard by 500 sockets costs 500 reads of the same row.
 * Failed reads are not kept: the next socket asks again.
 */
export class SharedReads {
  private readonly reads = new Map<string, { result: Promise<unknown>; expiresAt: number }>();
  private nextSweepAt = 0;

  constructor(
    private readonly keepMs = KEEP_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** `key` must name the event and the viewer, e.g. `message:41:user:7`. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const at = this.now();
    this.sweep(at);
    const kept = this.reads.get(key);
    if (kept && kept.expiresAt > at) return kept.result as Promise<T>;
    const result = load();
    this.reads.set(key, { result, expiresAt: at + this.keepMs });
    result.catch(() => {
      if (this.reads.get(key)?.result === result) this.reads.delete(key);
    });
    return result;
  }

  /** Reads kept now (tests check that old ones go). */
  get size(): number {
    return this.reads.size;
  }

  private sweep(at: number): void {
    if (at < this.nextSweepAt) return;
    this.nextSweepAt = at + this.keepMs;
    for (const [key, kept] of this.reads) if (kept.expiresAt <= at) this.reads.delete(key);
  }
}

const readsByBus = new WeakMap<PubSub, SharedReads>();

/** The shared reads of everyone listening on `bus`: one per process, as the bus is. */
export function sharedReadsOf(bus: PubSub): SharedReads {
  let reads = readsByBus.get(bus);
  if (!reads) {
    reads = new SharedReads();
    readsByBus.set(bus, reads);
  }
  return reads;
}
