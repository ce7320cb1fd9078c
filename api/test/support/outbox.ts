import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { events } from '../../src/db/schema/index.js';

/** Ends a failed event's wait before its next delivery: what waiting that long would do. */
export function passOutboxWait(db: Db, eventId: number) {
  return db
    .update(events)
    .set({ claimedUntil: new Date(Date.now() - 1) })
    .where(eq(events.id, eventId));
}
