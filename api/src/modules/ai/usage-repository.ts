import { and, desc, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { llmUsage } from '../../db/schema/index.js';

export type UsageDay = {
  day: string;
  feature: string;
  calls: number;
  errors: number;
  timeouts: number;
  input_tokens: number;
  output_tokens: number;
  input_characters: number;
  output_characters: number;
  p50_latency_ms: number;
  p95_latency_ms: number;
};

const dayOf = sql<string>`to_char(date_trunc('day', ${llmUsage.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
const int = (expression: ReturnType<typeof sql>) => sql<number>`(${expression})::int`;
const percentile = (p: number) =>
  int(
    sql`round(percentile_cont(${sql.raw(String(p))}) within group (order by ${llmUsage.latencyMs}))`,
  );

/** The first moment of a day and of the day after another (UTC, Iceland's time). */
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);
const endOf = (day: string) => new Date(startOf(day).getTime() + 86_400_000);

/**
 * Calls per feature and day between two days, both included: counts, tokens and characters
 * summed, latency percentiles over every call of the day.
 */
export async function aggregateUsage(
  db: Db,
  fromDate: string,
  toDate: string,
): Promise<UsageDay[]> {
  return db
    .select({
      day: dayOf,
      feature: llmUsage.feature,
      calls: int(sql`count(*)`),
      errors: int(sql`count(*) filter (where ${llmUsage.outcome} = 'error')`),
      timeouts: int(sql`count(*) filter (where ${llmUsage.outcome} = 'timeout')`),
      input_tokens: int(sql`coalesce(sum(${llmUsage.inputTokens}), 0)`),
      output_tokens: int(sql`coalesce(sum(${llmUsage.outputTokens}), 0)`),
      input_characters: int(sql`coalesce(sum(${llmUsage.inputCharacters}), 0)`),
      output_characters: int(sql`coalesce(sum(${llmUsage.outputCharacters}), 0)`),
      p50_latency_ms: percentile(0.5),
      p95_latency_ms: percentile(0.95),
    })
    .from(llmUsage)
    .where(and(gte(llmUsage.createdAt, startOf(fromDate)), lt(llmUsage.createdAt, endOf(toDate))))
    .groupBy(dayOf, llmUsage.feature)
    .orderBy(desc(dayOf), llmUsage.feature);
}
