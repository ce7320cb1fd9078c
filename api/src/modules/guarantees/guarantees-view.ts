import type { z } from 'zod';
import type { AssessmentRow } from './guarantees-repository.js';
import type { creditAssessmentResponse, GuaranteeView } from './guarantees-schemas.js';
import type { GuaranteeSubject } from './guarantees-service.js';

/** Staff's decision by hand; the tenant and landlord see the reason, only staff who made it. */
const staffDecisionView = ({ row, role, staffDeciderName }: GuaranteeSubject) =>
  row.staffDecidedAt && row.staffDecisionReason !== null
    ? {
        decision: row.decision === 'approved' ? ('approved' as const) : ('declined' as const),
        reason: row.staffDecisionReason,
        decided_at: row.staffDecidedAt.toISOString(),
        decided_by_name: role === 'staff' ? (staffDeciderName ?? null) : null,
      }
    : null;

export const guaranteeView = (subject: GuaranteeSubject): GuaranteeView => {
  const { row, tenantName, role } = subject;
  return {
    id: row.id,
    tenant_id: row.tenantId,
    tenant_name: tenantName,
    contract_id: row.contractId,
    monthly_rent: row.monthlyRent,
    amount: row.amount,
    status: row.status,
    decision: row.decision,
    credit_grade: row.creditGrade,
    cash_threshold_percent: row.cashThresholdPercent,
    cash_threshold_amount: row.cashThresholdAmount,
    yearly_premium: row.yearlyPremium,
    spread_payments: row.spreadPayments,
    assessed_at: row.assessedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    current_user_role: role,
    staff_decision: staffDecisionView(subject),
  };
};

export const assessmentView = (a: AssessmentRow): z.infer<typeof creditAssessmentResponse> => ({
  id: a.id,
  user_id: a.userId,
  consent_id: a.consentId,
  consent_given_at: a.consentGivenAt.toISOString(),
  status: a.result.status,
  credit_class: a.result.credit_class,
  grade: a.grade,
  decision: a.decision,
  created_at: a.createdAt.toISOString(),
});
