import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sandboxMessages } from '../db/schema/index.js';

export type SandboxChannel = 'sms' | 'email' | 'eid' | 'push';
export type SandboxRecord = typeof sandboxMessages.$inferSelect;

/** Where sandbox providers write what they were asked; the dev outbox reads it. */
export class SandboxStore {
  constructor(private readonly db: Db) {}

  async record(entry: {
    channel: SandboxChannel;
    recipient: string;
    body: string;
    subject?: string;
    ref?: string;
    data?: Record<string, unknown>;
  }): Promise<SandboxRecord> {
    const [row] = await this.db
      .insert(sandboxMessages)
      .values({ ...entry, data: entry.data ?? {} })
      .returning();
    return row!;
  }

  async findByRef(channel: SandboxChannel, ref: string): Promise<SandboxRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxMessages)
      .where(and(eq(sandboxMessages.channel, channel), eq(sandboxMessages.ref, ref)))
      .limit(1);
    return row;
  }

  async list(recipient: string | undefined, limit: number): Promise<SandboxRecord[]> {
    const query = this.db.select().from(sandboxMessages);
    const filtered = recipient
      ? query.where(
          sql`${sandboxMessages.recipient} = ${recipient} or ${sandboxMessages.recipient} like ${'%' + recipient}`,
        )
      : query;
    return filtered.orderBy(desc(sandboxMessages.id)).limit(limit);
  }
}
