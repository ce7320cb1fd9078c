import type {
  RentalGuaranteePageResolvers,
  RentalGuaranteeResolvers,
} from '../../__generated__/resolvers-types.js';
import { orNull } from '../base.js';

/** REST snake_case to GraphQL camelCase. */
export const RentalGuarantee: RentalGuaranteeResolvers = {
  tenantName: (g) => g.tenant_name,
  contractId: (g) => (g.contract_id === null ? null : String(g.contract_id)),
  // Batched with every other contract of the page through the contracts loader.
  contract: (g, _args, { dataSources }) =>
    g.contract_id === null ? null : orNull(dataSources.contracts.contracts.load(g.contract_id)),
  monthlyRent: (g) => g.monthly_rent,
  creditGrade: (g) => (g.credit_grade === 'no_score' ? 'NO_SCORE' : g.credit_grade),
  cashThresholdPercent: (g) => g.cash_threshold_percent,
  cashThresholdAmount: (g) => g.cash_threshold_amount,
  yearlyPremium: (g) => g.yearly_premium,
  assessedAt: (g) => g.assessed_at,
  expiresAt: (g) => g.expires_at,
  createdAt: (g) => g.created_at,
  currentUserRole: (g) => g.current_user_role,
};

export const RentalGuaranteePage: RentalGuaranteePageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export { GuaranteeDecision, GuaranteeRole, GuaranteeStatus } from '../../rest/guarantees-types.js';
