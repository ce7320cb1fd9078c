/**
 * Whether a tenant has applied to a landlord: what opens the tenant's protected files and
 * APPLIED_LANDLORDS resources to that landlord. The queries live in the repository.
 */
export { hasAppliedTo, tenantsAppliedTo } from './applications-repository.js';
