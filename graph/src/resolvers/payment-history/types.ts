import type {
  PaymentHistoryMonthResolvers,
  PaymentHistoryResolvers,
  RentalProfileResolvers,
} from '../../__generated__/resolvers-types.js';
import { getProfileView } from '../profiles/source.js';

/** REST snake_case to GraphQL camelCase. */
export const PaymentHistory: PaymentHistoryResolvers = {
  isShown: (h) => h.is_shown,
  preApprovalEffect: (h) => h.pre_approval_effect,
  countedMonths: (h) => h.counted_months,
  onTimeMonths: (h) => h.on_time_months,
  lateAfterDueMonths: (h) => h.late_after_due_months,
  lateAfterFinalDueMonths: (h) => h.late_after_final_due_months,
  unpaidMonths: (h) => h.unpaid_months,
  onTimeRate: (h) => h.on_time_rate,
  paidByFinalDueRate: (h) => h.paid_by_final_due_rate,
  currentStreak: (h) => h.current_streak,
  longestStreak: (h) => h.longest_streak,
};

export const PaymentHistoryMonth: PaymentHistoryMonthResolvers = {
  dueDate: (m) => m.due_date,
  finalDueDate: (m) => m.final_due_date,
  paidDate: (m) => m.paid_date,
};

/** The history rides in the profile's view: the api decides who sees it. */
export const PaymentHistoryProfile: Pick<RentalProfileResolvers, 'paymentHistory'> = {
  paymentHistory: async (p, _args, ctx) => (await getProfileView(p, ctx)).payment_history,
};

export { PaymentOutcome, PaymentRecordEffect } from '../../rest/payment-history-types.js';
