import { guaranteesRoutes } from './guarantees-routes.js';
import { guaranteeLifecycleRoutes } from './lifecycle/lifecycle-routes.js';

/** The guarantees module's route plugins, registered together in app.ts. */
export const guaranteeRouteModules = [guaranteesRoutes, guaranteeLifecycleRoutes];
