import { inspectionDefectWindowRoutes } from './defect-window/defect-window-routes.js';
import { inspectionFireSafetyRoutes } from './fire-safety/fire-safety-routes.js';
import { inspectionEntitiesRoutes } from './entities-routes.js';
import { inspectionsRoutes } from './inspections-routes.js';
import { inspectionPhotosRoutes } from './photos-routes.js';
import { inspectionPaperSigningRoutes } from './signing/paper-signing-routes.js';
import { inspectionSigningRoutes } from './signing/signing-routes.js';
import { inspectionStepsRoutes } from './steps-routes.js';

/** The inspections module's route plugins, registered together in app.ts. */
export const inspectionRouteModules = [
  inspectionsRoutes,
  inspectionPhotosRoutes,
  inspectionStepsRoutes,
  inspectionSigningRoutes,
  inspectionPaperSigningRoutes,
  inspectionDefectWindowRoutes,
  inspectionFireSafetyRoutes,
  inspectionEntitiesRoutes,
];

export { registerInspectionSigning } from './signing/signing-scheduler.js';
