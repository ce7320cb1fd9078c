import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { paymentHistoryRoutes } from './payment-history-routes.js';

/** The tenant's on-time payment history (issue #16), registered under /api/ by buildApp. */
export const paymentHistoryRouteModules: ((
  app: FastifyInstance,
  ctx: AppContext,
) => Promise<void>)[] = [paymentHistoryRoutes];
