import type {
  MutationResolvers,
  QueryResolvers,
  StaffBillResolvers,
  StaffItemActionResolvers,
  StaffPayoutStateResolvers,
} from '../../__generated__/resolvers-types.js';
import type { StaffBillPatchBody, StaffPayoutPatchBody } from '../../rest/finances.js';
import { toRestId } from '../ids.js';

/** Staff bills and payouts get and patch; the api decides who may (staff only). */
export const StaffFinanceQuery: Pick<QueryResolvers, 'staffBill' | 'staffPayout'> = {
  staffBill: (_root, { contractId, date }, { dataSources }) =>
    dataSources.finances.staffBill(toRestId(contractId, 'contractId'), date),
  staffPayout: (_root, { contractId, date }, { dataSources }) =>
    dataSources.finances.staffPayout(toRestId(contractId, 'contractId'), date),
};

export const StaffFinanceMutation: Pick<MutationResolvers, 'patchStaffBill' | 'patchStaffPayout'> =
  {
    patchStaffBill: (_root, { input }, { dataSources }) => {
      const id = toRestId(input.contractId, 'contractId');
      const body: StaffBillPatchBody = { reason: input.reason };
      if (input.dueDate) body.due_date = input.dueDate;
      if (input.finalDueDate) body.final_due_date = input.finalDueDate;
      if (input.amount !== null && input.amount !== undefined) body.amount = input.amount;
      dataSources.paymentSchedule.schedules.clear(id);
      return dataSources.finances.patchStaffBill(id, input.date, body);
    },
    patchStaffPayout: (_root, { input }, { dataSources }) => {
      const body: StaffPayoutPatchBody = { reason: input.reason };
      if (input.isOnHold !== null && input.isOnHold !== undefined) body.is_on_hold = input.isOnHold;
      if (input.payoutMethodId !== null && input.payoutMethodId !== undefined)
        body.payout_method_id = toRestId(input.payoutMethodId, 'payoutMethodId');
      return dataSources.finances.patchStaffPayout(
        toRestId(input.contractId, 'contractId'),
        input.date,
        body,
      );
    },
  };

export const StaffItemAction: StaffItemActionResolvers = {
  staffId: (a) => a.staff_id,
  payoutId: (a) => a.payout_id,
  createdAt: (a) => a.created_at,
};

export const StaffBill: StaffBillResolvers = {
  contractId: (b) => b.contract_id,
  dueDate: (b) => b.due_date,
  finalDueDate: (b) => b.final_due_date,
  periodStart: (b) => b.period_start,
  periodEnd: (b) => b.period_end,
  rentAmount: (b) => b.rent_amount,
  paymentFee: (b) => b.payment_fee,
  paymentFeeRemoved: (b) => b.payment_fee_removed,
  claimAmount: (b) => b.claim_amount,
  claimId: (b) => b.claim_id,
  claimStatus: (b) => b.claim_status,
  paidAmount: (b) => b.paid_amount,
  interestAmount: (b) => b.interest_amount,
  paidAt: (b) => b.paid_at,
};

export const StaffPayoutState: StaffPayoutStateResolvers = {
  contractId: (s) => s.contract_id,
  dueDate: (s) => s.due_date,
  claimStatus: (s) => s.claim_status,
  isOnHold: (s) => s.is_on_hold,
  heldAt: (s) => s.held_at,
  payoutMethodId: (s) => s.payout_method_id,
};
