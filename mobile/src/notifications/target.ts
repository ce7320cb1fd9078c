/**
 * Where a notification leads on the phone. The api gives a path of the web app; the app opens
 * its own screen where it has one (a lease, a guarantee, a conversation, a tenant's defect
 * window) and the web page otherwise.
 */
type AppPathname = '/contracts/[id]' | '/guarantees/[id]' | '/inbox/[id]';

export type NotificationTarget =
  | { kind: 'app'; pathname: AppPathname; id: string }
  /** A tenant's defect window: the link's token comes along. */
  | { kind: 'app'; pathname: '/inspections/[id]/defects'; id: string; token: string }
  | { kind: 'web'; url: string };

const APP_ROUTES: readonly [RegExp, AppPathname][] = [
  [/^\/(?:tenants\/|landlords\/)?rental-contracts\/(\d+)(?:\/.*)?$/, '/contracts/[id]'],
  [/^\/(?:tenants\/|landlords\/)?rental-guarantees\/(\d+)(?:\/.*)?$/, '/guarantees/[id]'],
  [/^\/(?:inbox|conversations)\/(\d+)(?:\/.*)?$/, '/inbox/[id]'],
];

const DEFECT_WINDOW = /^\/tenants\/inspection-reports\/(\d+)\/defects\/?$/;

/** The web origin is the graph's, without /graphql (one origin serves both). */
export function webOrigin(graphUrl: string): string {
  return graphUrl.replace(/\/graphql\/?$/, '');
}

export function getNotificationTarget(targetPath: string, graphUrl: string): NotificationTarget {
  const [path = targetPath, query = ''] = targetPath.split('?');
  const defects = DEFECT_WINDOW.exec(path);
  // By hand: React Native's URLSearchParams cannot read a parameter.
  const raw = /(?:^|&)token=([^&]*)/.exec(query)?.[1];
  const token = raw ? decodeURIComponent(raw) : null;
  if (defects && token)
    return { kind: 'app', pathname: '/inspections/[id]/defects', id: defects[1]!, token };
  for (const [pattern, pathname] of APP_ROUTES) {
    const match = pattern.exec(path);
    if (match) return { kind: 'app', pathname, id: match[1]! };
  }
  const safe = targetPath.startsWith('/') && !targetPath.startsWith('//') ? targetPath : '/';
  return { kind: 'web', url: `${webOrigin(graphUrl)}${safe}` };
}
