import { contractFinanceRoutes } from './contract-finance-routes.js';
import { defaultInterestRoutes } from './default-interest-routes.js';
import { financeRoutes } from './finance-routes.js';
import { indexValuesRoutes } from './index-values-routes.js';

/** The finance module's route plugins, registered together in app.ts. */
export const financeRouteModules = [
  financeRoutes,
  indexValuesRoutes,
  defaultInterestRoutes,
  contractFinanceRoutes,
];
