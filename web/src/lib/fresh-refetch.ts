/**
 * The context of a query its page refetches after a write that the answer of the write does not
 * carry (an upload straight to REST, a mutation answered with an id). Apollo shares one request
 * among identical reads in flight, so a refetch sent while the page's own read was still coming
 * got that read's answer, sent before the write, and the page kept showing the old state (a
 * profile image uploaded as the profile page loaded did not count towards its completion).
 */
export const FRESH_REFETCH = { queryDeduplication: false } as const;
