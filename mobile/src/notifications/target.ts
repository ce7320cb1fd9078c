/**
 * Where a notification leads on the phone. The api gives a path of the web app; the app opens
 * its own screen where it has one (a lease, a guarantee, a conversation) and the web page
 * otherwise.
 */
export type NotificationTarget =
  | { kind: 'app'; pathname: '/contracts/[id]' | '/guarantees/[id]' | '/inbox/[id]'; id: string }
  | { kind: 'web'; url: string };

const APP_ROUTES: readonly [RegExp, '/contracts/[id]' | '/guarantees/[id]' | '/inbox/[id]'][] = [
  [/^\/(?:tenants\/|landlords\/)?rental-contracts\/(\d+)(?:\/.*)?$/, '/contracts/[id]'],
  [/^\/(?:tenants\/|landlords\/)?rental-guarantees\/(\d+)(?:\/.*)?$/, '/guarantees/[id]'],
  [/^\/(?:inbox|conversations)\/(\d+)(?:\/.*)?$/, '/inbox/[id]'],
];

/** The web origin is the graph's, without /graphql (one origin serves both). */
export function webOrigin(graphUrl: string): string {
  return graphUrl.replace(/\/graphql\/?$/, '');
}

export function getNotificationTarget(targetPath: string, graphUrl: string): NotificationTarget {
  const path = targetPath.split('?')[0] ?? targetPath;
  for (const [pattern, pathname] of APP_ROUTES) {
    const match = pattern.exec(path);
    if (match) return { kind: 'app', pathname, id: match[1]! };
  }
  const safe = targetPath.startsWith('/') && !targetPath.startsWith('//') ? targetPath : '/';
  return { kind: 'web', url: `${webOrigin(graphUrl)}${safe}` };
}
