import type { ContractMaintenanceResolvers } from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase for the amenities and maintenance steps. */

export const ContractMaintenance: ContractMaintenanceResolvers = {
  tenantDuties: (m) => m.tenant_duties,
  maintenanceNotes: (m) => m.maintenance_notes,
  inspectionPaidBy: (m) => m.inspection_paid_by,
  inspectorName: (m) => m.inspector_name,
};

export {
  ContractInspectionPayer,
  ContractMaintenanceDuty,
  ContractMoveInInspection,
} from '../../rest/contract-steps-types.js';
