import { getMonthlyLoanPayment, isLoanEditable, isPaymentAssessmentRequired } from '@leiga/domain';
import type { LoanView } from './loans-schemas.js';
import type { LoanSubject } from './loans-service.js';

export const loanView = ({ row, role }: LoanSubject): LoanView => {
  const isConfigured = row.amount !== null && row.months !== null;
  return {
    id: row.id,
    owner_id: row.ownerId,
    status: row.status,
    contract_id: row.contractId,
    amount: row.amount,
    months: row.months,
    borrowers: row.borrowers,
    first_due_date: row.firstDueDate,
    monthly_payment: isConfigured ? getMonthlyLoanPayment(row.amount!, row.months!) : null,
    payment_assessment_required: isConfigured
      ? isPaymentAssessmentRequired(row.amount!, row.borrowers === 2 ? 2 : 1)
      : null,
    household: row.household,
    personal_details: row.personalDetails,
    is_editable: isLoanEditable(row.status),
    credit_assessment:
      row.assessedAt && row.creditStatus
        ? {
            consent_id: row.consentId,
            credit_status: row.creditStatus,
            credit_class: row.creditClass,
            payment_assessment: row.paymentAssessment,
            decline_reason: row.declineReason,
            assessed_at: row.assessedAt.toISOString(),
          }
        : null,
    current_user_role: role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};
