/** Crawlers get errors reported, never an error screen of ours in their index. */
export function isCrawler(userAgent: string): boolean {
  return /bot|crawler|spider|crawling|slurp|facebookexternalhit|lighthouse/i.test(userAgent);
}

/** SPEC 8: route errors with status 300-499 are not reported. */
export function shouldReport(status: number | null): boolean {
  return status === null || status < 300 || status >= 500;
}

export function reportError(error: unknown, status: number | null = null): void {
  if (!shouldReport(status)) return;
  // No error-reporting service is configured yet; the console is the report.
  console.error('[leiga]', error);
}
