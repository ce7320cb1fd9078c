/** Where a query a test caught came from, for its failure message. */

/** The stack's frames outside node_modules: deep enough to reach the api's own beneath drizzle's. */
export function callersFrames(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack
    .split('\n')
    .slice(2)
    .filter((line) => !line.includes('node_modules'))
    .join('\n');
}

/** The SQL of a node-postgres query's arguments (a string or a query config), shortened. */
export function queryText(args: unknown[]): string {
  const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
  return String(text).slice(0, 120);
}
