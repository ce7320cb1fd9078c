import type {
  GuaranteeClaimFileResolvers,
  GuaranteeClaimLineResolvers,
  GuaranteeClaimListResolvers,
  GuaranteeClaimResolvers,
  MoveOutIssueResolvers,
} from '../../__generated__/resolvers-types.js';

const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** REST snake_case to GraphQL camelCase. */
export const GuaranteeClaim: GuaranteeClaimResolvers = {
  guaranteeId: (c) => String(c.guarantee_id),
  returnDate: (c) => c.return_date,
  lastClaimDay: (c) => c.last_claim_day,
  committedAt: (c) => c.committed_at,
  principalRespondedAt: (c) => c.principal_responded_at,
  obligeeRespondedAt: (c) => c.obligee_responded_at,
  isDeemedAccepted: (c) => c.is_deemed_accepted,
  totalAmount: (c) => c.total_amount,
  acceptedAmount: (c) => c.accepted_amount,
  paidAt: (c) => c.paid_at,
  cancelledAt: (c) => c.cancelled_at,
  createdAt: (c) => c.created_at,
  currentUserRole: (c) => c.current_user_role,
  isEditable: (c) => c.is_editable,
  guaranteeAmount: (c) => c.guarantee_amount,
  remainingCover: (c) => c.remaining_cover,
  heldCover: (c) => c.held_cover,
  ruling: (c) =>
    c.ruling && {
      body: c.ruling.body,
      reference: c.ruling.reference,
      awardedAmount: c.ruling.awarded_amount,
      ruledAt: c.ruling.ruled_at,
    },
};

export const GuaranteeClaimLine: GuaranteeClaimLineResolvers = {
  inspectionIssueIds: (l) => l.inspection_issue_ids.map(String),
  responseReason: (l) => l.response_reason,
};

export const GuaranteeClaimFile: GuaranteeClaimFileResolvers = {
  lineId: (f) => idOrNull(f.line_id),
  fileName: (f) => f.file_name,
  contentType: (f) => f.content_type,
};

export const GuaranteeClaimList: GuaranteeClaimListResolvers = {
  remainingCover: (l) => l.remaining_cover,
  heldCover: (l) => l.held_cover,
  items: (l) => l.results,
};

export const MoveOutIssue: MoveOutIssueResolvers = {
  reportId: (i) => String(i.report_id),
  subjectTag: (i) => i.subject_tag,
};

export {
  GuaranteeClaimEvidenceKind,
  GuaranteeClaimLineResponse,
  GuaranteeClaimLineType,
  GuaranteeClaimObligeeDecision,
  GuaranteeClaimRulingBody,
  GuaranteeClaimStatus,
  GuaranteeClaimType,
} from '../../rest/guarantee-claims-types.js';
