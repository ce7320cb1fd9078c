import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { eSignatureSandboxRoutes } from './sandbox-routes.js';
import { signingRoutes } from './signing-routes.js';
import { eSignatureWebhookRoutes } from './webhook-routes.js';

export { registerSigningScheduler } from './signing-scheduler.js';

/** E-signing's route modules: the contract calls, the provider's webhook, the sandbox's pages. */
export const signingRouteModules: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [
  signingRoutes,
  eSignatureWebhookRoutes,
  eSignatureSandboxRoutes,
];
