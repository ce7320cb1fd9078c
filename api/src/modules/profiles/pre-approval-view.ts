import {
  canSeeResource,
  preApprovalStatus,
  type ProfileReader,
  type VisibilityOption,
} from '@leiga/domain';
import type { preApprovals } from '../../db/schema/index.js';
import type { PreApprovalView } from './profile-schemas.js';

export type PreApprovalRow = typeof preApprovals.$inferSelect;

export type { PreApprovalView };

/** The pre-approval as a reader may see it: the two sensitive resources by the owner's options. */
export function preApprovalView(
  row: PreApprovalRow,
  reader: ProfileReader,
  options: { CREDIT_SCORE: VisibilityOption; NET_INCOME: VisibilityOption },
  now = new Date(),
): PreApprovalView {
  const showIncome = canSeeResource(options.NET_INCOME, reader);
  const showScore = canSeeResource(options.CREDIT_SCORE, reader);
  const status = preApprovalStatus(row.status, row.expiresAt, now);
  return {
    id: row.id,
    profile_id: row.profileId,
    status,
    is_committed: status === 'committed',
    avg_net_income: showIncome ? row.avgNetIncome : null,
    credit_score: showScore ? row.creditResult : null,
    is_net_income_visible: showIncome,
    is_credit_score_visible: showScore,
    committed_at: row.committedAt?.toISOString() ?? null,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Others see a pre-approval only while it is committed and valid; the owner and staff always. */
export function isPreApprovalShown(
  row: PreApprovalRow,
  reader: ProfileReader,
  now = new Date(),
): boolean {
  if (reader === 'owner' || reader === 'staff') return true;
  return preApprovalStatus(row.status, row.expiresAt, now) === 'committed';
}
