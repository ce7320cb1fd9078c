import { PRE_APPROVAL_VALIDITY_DAYS } from './constants.js';

/**
 * Credit pre-approval (SPEC 4): initiated (a draft), incomes replaced, committed or uncommitted,
 * renewed once it has expired. Expiry is a moment, not a stored status.
 */
export type StoredPreApprovalStatus = 'draft' | 'committed';
export type PreApprovalStatus = StoredPreApprovalStatus | 'expired';
export type PreApprovalAction =
  'update_incomes' | 'commit' | 'uncommit' | 'renew' | 'request_score_update';

export function preApprovalStatus(
  stored: StoredPreApprovalStatus,
  expiresAt: Date,
  now: Date = new Date(),
): PreApprovalStatus {
  return expiresAt.getTime() <= now.getTime() ? 'expired' : stored;
}

export function preApprovalExpiry(from: Date = new Date()): Date {
  return new Date(from.getTime() + PRE_APPROVAL_VALIDITY_DAYS * 86_400_000);
}

const ALLOWED: Record<PreApprovalAction, readonly PreApprovalStatus[]> = {
  update_incomes: ['draft'],
  commit: ['draft'],
  uncommit: ['committed'],
  renew: ['expired'],
  request_score_update: ['draft', 'committed'],
};
const TARGET: Partial<Record<PreApprovalAction, StoredPreApprovalStatus>> = {
  commit: 'committed',
  uncommit: 'draft',
  renew: 'draft',
};

export type PreApprovalTransition =
  { ok: true; to: StoredPreApprovalStatus | null } | { ok: false; code: string };

/** The stored status after the action (null: unchanged), or the error code why not. */
export function preApprovalTransition(
  status: PreApprovalStatus,
  action: PreApprovalAction,
  context: { incomeCount?: number } = {},
): PreApprovalTransition {
  if (!ALLOWED[action].includes(status)) {
    if (status === 'expired') return { ok: false, code: 'pre_approval_expired' };
    if (action === 'renew') return { ok: false, code: 'pre_approval_not_expired' };
    if (status === 'committed') return { ok: false, code: 'pre_approval_committed' };
    return { ok: false, code: 'pre_approval_not_committed' };
  }
  if (action === 'commit' && (context.incomeCount ?? 0) === 0)
    return { ok: false, code: 'pre_approval_no_incomes' };
  return { ok: true, to: TARGET[action] ?? null };
}

/** The average monthly net income, whole krónur; null without incomes. */
export function averageNetIncome(incomes: readonly { net_amount: number }[]): number | null {
  if (incomes.length === 0) return null;
  return Math.round(incomes.reduce((sum, i) => sum + i.net_amount, 0) / incomes.length);
}
