/**
 * Reachable, or not: what the app's requests meet, graph and uploads alike (the phone's own
 * idea of its connection is device-mocks' netInfoControl).
 */
export const network = {
  mode: 'up' as 'up' | 'down' | 'answers-lost',
};
