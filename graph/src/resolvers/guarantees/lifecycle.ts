import type {
  MutationResolvers,
  QueryResolvers,
  RentalGuaranteeLifecycleResolvers,
} from '../../__generated__/resolvers-types.js';
import { toRestId } from '../ids.js';

export const GuaranteeLifecycleQuery: Pick<
  QueryResolvers,
  'rentalGuaranteeLifecycle' | 'rentalGuaranteeSigningUrl' | 'rentalGuaranteeStatementPdf'
> = {
  rentalGuaranteeLifecycle: (_root, { id }, { dataSources }) =>
    dataSources.guaranteeLifecycle.lifecycle(toRestId(id)),
  rentalGuaranteeSigningUrl: async (_root, { id }, { dataSources }) =>
    (await dataSources.guaranteeLifecycle.signingUrl(toRestId(id))).url,
  rentalGuaranteeStatementPdf: async (_root, { id }, { dataSources }) => {
    const pdf = await dataSources.guaranteeLifecycle.statement(toRestId(id));
    return { filename: pdf.filename, contentType: pdf.content_type, base64: pdf.base64 };
  },
};

export const GuaranteeLifecycleMutation: Pick<
  MutationResolvers,
  | 'commitRentalGuarantee'
  | 'uncommitRentalGuarantee'
  | 'requestRentalGuaranteeCancellation'
  | 'answerRentalGuaranteeCancellation'
> = {
  commitRentalGuarantee: (_root, { id }, { dataSources }) =>
    dataSources.guaranteeLifecycle.commit(toRestId(id)),
  uncommitRentalGuarantee: (_root, { id }, { dataSources }) =>
    dataSources.guaranteeLifecycle.uncommit(toRestId(id)),
  requestRentalGuaranteeCancellation: (_root, { id, reason }, { dataSources }) =>
    dataSources.guaranteeLifecycle.requestCancellation(toRestId(id), reason),
  answerRentalGuaranteeCancellation: (_root, { input }, { dataSources }) =>
    dataSources.guaranteeLifecycle.answerCancellation(
      toRestId(input.guaranteeId, 'guaranteeId'),
      toRestId(input.requestId, 'requestId'),
      {
        accept: input.accept,
        ...(input.reason === null || input.reason === undefined ? {} : { reason: input.reason }),
      },
    ),
};

/** REST snake_case to GraphQL camelCase. */
const RentalGuaranteeLifecycle: RentalGuaranteeLifecycleResolvers = {
  id: (l) => String(l.guarantee_id),
  guaranteeId: (l) => String(l.guarantee_id),
  contractId: (l) => (l.contract_id === null ? null : String(l.contract_id)),
  tenantName: (l) => l.tenant_name,
  monthlyRent: (l) => l.monthly_rent,
  currentUserRole: (l) => l.current_user_role,
  signing: (l) =>
    l.signing && {
      status: l.signing.status,
      invitedAt: l.signing.invited_at,
      signedAt: l.signing.signed_at,
      documentHash: l.signing.document_hash,
    },
  statement: (l) => l.statement && { sha256: l.statement.sha256, issuedAt: l.statement.issued_at },
  cancellationRequests: (l) =>
    l.cancellation_requests.map((r) => ({
      id: String(r.id),
      requestedBy: r.requested_by_role,
      reason: r.reason,
      status: r.status,
      answerReason: r.answer_reason,
      createdAt: r.created_at,
      answeredAt: r.answered_at,
    })),
  viewerCanCommit: (l) => l.viewer_can_commit,
  viewerCanSign: (l) => l.viewer_can_sign,
  viewerCanUncommit: (l) => l.viewer_can_uncommit,
  viewerCanRequestCancellation: (l) => l.viewer_can_request_cancellation,
  viewerCanAnswerRequestId: (l) =>
    l.viewer_can_answer_request_id === null ? null : String(l.viewer_can_answer_request_id),
};

export const GuaranteeLifecycleTypes = { RentalGuaranteeLifecycle };
export { GuaranteeCancellationStatus, GuaranteeParty } from '../../rest/guarantee-lifecycle.js';
