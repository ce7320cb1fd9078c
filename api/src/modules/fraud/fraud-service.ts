import type { FraudReviewStatus } from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { loadDetectionViews } from './detection-view.js';
import {
  findDetection,
  findSenderStats,
  findUserSummary,
  updateReview,
} from './fraud-repository.js';
import type { DetectionView, ScamOverviewView } from './fraud-schemas.js';

const DETECTION_NOT_FOUND = 'This fraud detection was not found.';

/** Staff decide a detection; back to pending clears who decided and when. */
export async function reviewDetection(
  ctx: AppContext,
  auth: Auth,
  id: number,
  status: FraudReviewStatus,
): Promise<DetectionView> {
  if (!(await findDetection(ctx.db, id))) throw notFound(DETECTION_NOT_FOUND);
  const isPending = status === 'pending';
  const row = await updateReview(ctx.db, id, {
    status,
    reviewerId: isPending ? null : auth.user.id,
    reviewedAt: isPending ? null : new Date(),
  });
  if (!row) throw notFound(DETECTION_NOT_FOUND);
  const [view] = await loadDetectionViews(ctx.db, [row]);
  return view!;
}

/** One user as a sender: detections by status, the newest ones, what they wrote and where. */
export async function getScamOverview(ctx: AppContext, userId: number): Promise<ScamOverviewView> {
  const user = await findUserSummary(ctx.db, userId);
  if (!user) throw notFound('This user was not found.');
  const stats = await findSenderStats(ctx.db, userId);
  const { pending, confirmed_scam, dismissed } = stats.counts;
  return {
    user: { id: user.id, full_name: user.fullName, email: user.email },
    detections: { total: pending + confirmed_scam + dismissed, pending, confirmed_scam, dismissed },
    messages_sent: stats.messagesSent,
    conversations: stats.conversations,
    latest_detections: await loadDetectionViews(ctx.db, stats.latest),
  };
}
