import { guaranteeClaimActionsRoutes } from './claims-actions-routes.js';
import { guaranteeClaimFilesRoutes } from './claims-files-routes.js';
import { guaranteeClaimsRoutes } from './claims-routes.js';

/** Claims on guarantees (issue #18): route plugins registered together in app.ts. */
export const guaranteeClaimRouteModules = [
  guaranteeClaimsRoutes,
  guaranteeClaimActionsRoutes,
  guaranteeClaimFilesRoutes,
];

export { startClaimDeadlines } from './claims-deadlines.js';
