/**
 * Where the graph is, in the web export: EXPO_PUBLIC_GRAPH_URL when the bundle was built with one,
 * otherwise `/graphql` on the origin that served the page (the graph answers no cross-origin
 * requests, so the export is served beside it). The address is read when the app starts in the
 * browser; the build itself runs nowhere near a graph.
 */
const origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;

export const GRAPH_URL = process.env.EXPO_PUBLIC_GRAPH_URL ?? `${origin}/graphql`;
