import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { adminPreApprovalRoutes } from './admin-pre-approval-routes.js';
import { attachmentsRoutes } from './attachments-routes.js';
import { corentersRoutes } from './corenters-routes.js';
import { imagesRoutes } from './images-routes.js';
import { preApprovalRoutes } from './pre-approval-routes.js';
import { profileRoutes } from './profile-routes.js';
import { reviewsRoutes } from './reviews-routes.js';
import { sectionsRoutes } from './sections-routes.js';
import { visibilityRoutes } from './visibility-routes.js';
import { workEducationRoutes } from './work-education-routes.js';

/** Tenant profiles (issue 6): each its own plugin, registered under /api/ by buildApp. */
export const profileRouteModules: ((app: FastifyInstance, ctx: AppContext) => Promise<void>)[] = [
  profileRoutes,
  sectionsRoutes,
  workEducationRoutes,
  imagesRoutes,
  attachmentsRoutes,
  reviewsRoutes,
  corentersRoutes,
  visibilityRoutes,
  preApprovalRoutes,
  adminPreApprovalRoutes,
];
