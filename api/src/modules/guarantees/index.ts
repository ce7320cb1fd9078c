import { applicantsRoutes } from './applicants-routes.js';
import { guaranteesRoutes } from './guarantees-routes.js';
import { guaranteeLifecycleRoutes } from './lifecycle/lifecycle-routes.js';
import { guaranteePremiumRoutes } from './premium-routes.js';
import { guaranteeStaffRoutes } from './staff/staff-routes.js';

/** The guarantees module's route plugins, registered together in app.ts. */
export const guaranteeRouteModules = [
  guaranteesRoutes,
  applicantsRoutes,
  guaranteeLifecycleRoutes,
  guaranteePremiumRoutes,
  guaranteeStaffRoutes,
];
