// Imports nothing: the web build's Vite plugin loads this file from source.
/** The public pages a first visit lands on, whose files the server names in the page's head. */
export const FIRST_VISIT_PAGES = ['landing', 'search', 'listing'] as const;
export type FirstVisitPage = (typeof FIRST_VISIT_PAGES)[number];

/**
 * What the web build tells the server about a first visit (embedded in index.html as JSON):
 * the messages URL with `{locale}` in it, and per page the chunks beyond the entry's own.
 */
export type FirstVisitManifest = {
  messages: string;
  /** Pages left out load without hints. */
  pages: Partial<Record<FirstVisitPage, { scripts: string[]; styles: string[] }>>;
};

/** The element id of the manifest's JSON in index.html. */
export const FIRST_VISIT_ELEMENT_ID = 'leiga-first-visit';

/**
 * The element id of the graph answers a server-rendered first paint was drawn with (JSON beside
 * the page), which the browser's first render reads instead of asking again.
 */
export const FIRST_ANSWERS_ELEMENT_ID = 'leiga-first-answers';

/** The performance mark the web app sets once it has first rendered (scripts/check-budget.ts). */
export const APP_RENDERED_MARK = 'leiga:app-rendered';
