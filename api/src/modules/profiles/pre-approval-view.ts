import {
  canSeeResource,
  preApprovalStatus,
  type PreApprovalStatus,
  type ProfileReader,
  type VisibilityOption,
} from '@leiga/domain';
import type { preApprovals } from '../../db/schema/index.js';

export type PreApprovalRow = typeof preApprovals.$inferSelect;

export type PreApprovalView = {
  id: number;
  profile_id: number;
  status: PreApprovalStatus;
  is_committed: boolean;
  /** Null when the reader may not see it (visibility) or there are no incomes. */
  avg_net_income: number | null;
  credit_score: { status: string; credit_class: string | null; checked_at: string } | null;
  is_net_income_visible: boolean;
  is_credit_score_visible: boolean;
  committed_at: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
};

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
