import { GUARANTEE_PAGE_SIZE } from '@leiga/domain';
import type {
  GuaranteeStaffDecisionKind,
  MutationResolvers,
  QueryResolvers,
  RentalGuaranteeResolvers,
} from '../../__generated__/resolvers-types.js';
import { toPaging } from '../base.js';
import { toRestId } from '../ids.js';

/** The staff side of rental guarantees (issue #18); the api refuses anyone but staff. */
export const GuaranteeStaffQuery: Pick<
  QueryResolvers,
  'staffGuaranteeClaims' | 'userRentalGuarantees'
> = {
  staffGuaranteeClaims: async (_root, { status, page, pageSize }, { dataSources }) => {
    const paging = toPaging(page, pageSize, GUARANTEE_PAGE_SIZE);
    const rest = await dataSources.guarantees.staffClaims((status ?? 'OPEN').toLowerCase(), paging);
    return {
      ...paging,
      count: rest.count,
      hasNextPage: rest.next !== null,
      items: rest.results.map((c) => ({
        id: c.id,
        guaranteeId: c.guarantee_id,
        contractId: c.contract_id,
        property: c.property,
        tenantId: c.tenant_id,
        tenantName: c.tenant_name,
        landlordNames: c.landlord_names,
        type: c.type,
        status: c.status,
        totalAmount: c.total_amount,
        acceptedAmount: c.accepted_amount,
        deadline: c.deadline,
        committedAt: c.committed_at,
        createdAt: c.created_at,
      })),
    };
  },
  userRentalGuarantees: async (_root, { userId }, { dataSources }) => {
    const rest = await dataSources.guarantees.ofUser(toRestId(userId, 'userId'));
    return {
      asTenant: { count: rest.as_tenant.count, items: rest.as_tenant.results },
      asLandlord: { count: rest.as_landlord.count, items: rest.as_landlord.results },
    };
  },
};

export const GuaranteeStaffMutation: Pick<MutationResolvers, 'decideRentalGuarantee'> = {
  decideRentalGuarantee: (_root, { input }, { dataSources }) =>
    dataSources.guarantees.decide(toRestId(input.id), {
      decision: input.decision === 'APPROVED' ? 'approved' : 'declined',
      reason: input.reason,
    }),
};

export const StaffDecisionRentalGuarantee: Pick<RentalGuaranteeResolvers, 'staffDecision'> = {
  staffDecision: (g) =>
    g.staff_decision
      ? {
          decision: g.staff_decision.decision.toUpperCase() as GuaranteeStaffDecisionKind,
          reason: g.staff_decision.reason,
          decidedAt: g.staff_decision.decided_at,
          decidedByName: g.staff_decision.decided_by_name,
        }
      : null,
};
