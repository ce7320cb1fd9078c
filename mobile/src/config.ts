/**
 * Where the graph is. EXPO_PUBLIC_GRAPH_URL is inlined at bundle time (rebuild with --clear after
 * changing it); the default is `npm start` on the developer's machine (a simulator on the same
 * host; a phone needs the machine's LAN address).
 */
export const GRAPH_URL = process.env.EXPO_PUBLIC_GRAPH_URL ?? 'http://localhost:3000/graphql';

/** Where the REST api is (photo uploads): EXPO_PUBLIC_API_URL, else the graph's origin. */
export const API_URL = process.env.EXPO_PUBLIC_API_URL ?? GRAPH_URL.replace(/\/graphql\/?$/, '');
