import { billingRoutes } from './billing-routes.js';
import { financesRoutes } from './finances-routes.js';
import { incomeSummaryRoutes } from './income-summary-routes.js';
import { paymentScheduleBatchRoutes } from './schedule-batch-routes.js';
import { paymentScheduleRoutes } from './schedule-routes.js';
import { staffBillingRoutes } from './staff-billing-routes.js';

/** The payments module's route plugins, registered together in app.ts. */
export const paymentRouteModules = [
  paymentScheduleBatchRoutes,
  paymentScheduleRoutes,
  billingRoutes,
  financesRoutes,
  incomeSummaryRoutes,
  staffBillingRoutes,
];
