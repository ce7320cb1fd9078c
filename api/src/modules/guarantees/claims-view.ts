import { claimDeadline, lastDamageClaimDay, sumClaimLines } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import type { ClaimSubject } from './claims-access.js';
import { claimFileUrl } from './claims-files.js';
import { loadClaimParts, type ClaimParts, type ClaimRow } from './claims-repository.js';
import type { ClaimView } from './claims-schemas.js';
import { getHeldCover, getRemainingCover } from './claims-service.js';
import type { GuaranteeSubject } from './guarantees-service.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function toView(
  db: Db,
  guarantee: GuaranteeSubject,
  claim: ClaimRow,
  parts: ClaimParts,
  cover: { left: number; held: number },
): Promise<ClaimView> {
  return {
    id: claim.id,
    guarantee_id: claim.guaranteeId,
    type: claim.type,
    status: claim.status,
    description: claim.description,
    return_date: claim.returnDate,
    last_claim_day:
      claim.type === 'damage' && claim.returnDate ? lastDamageClaimDay(claim.returnDate) : null,
    committed_at: iso(claim.committedAt),
    principal_responded_at: iso(claim.principalRespondedAt),
    obligee_responded_at: iso(claim.obligeeRespondedAt),
    deadline: iso(claimDeadline(claim.status, claim)),
    is_deemed_accepted: claim.isDeemedAccepted,
    total_amount: sumClaimLines(parts.lines),
    accepted_amount: claim.acceptedAmount,
    paid_at: iso(claim.paidAt),
    cancelled_at: iso(claim.cancelledAt),
    created_at: claim.createdAt.toISOString(),
    updated_at: claim.updatedAt.toISOString(),
    current_user_role: guarantee.role,
    is_editable: claim.status === 'draft' && guarantee.role === 'obligee',
    guarantee_amount: guarantee.row.amount,
    remaining_cover: cover.left,
    held_cover: cover.held,
    ruling:
      claim.rulingBody && claim.ruledAt
        ? {
            body: claim.rulingBody,
            reference: claim.rulingReference ?? '',
            awarded_amount: claim.acceptedAmount ?? 0,
            ruled_at: claim.ruledAt.toISOString(),
          }
        : null,
    lines: parts.lines.map((l) => ({
      id: l.id,
      type: l.type,
      amount: l.amount,
      description: l.description,
      inspection_issue_ids: l.inspectionIssueIds,
      response: l.response,
      response_reason: l.responseReason,
    })),
    files: await Promise.all(
      parts.files.map(async (f) => ({
        id: f.id,
        line_id: f.lineId,
        kind: f.kind,
        file_name: f.filename,
        content_type: f.contentType,
        bytes: f.bytes,
        url: await claimFileUrl(db, f.id),
        created_at: f.createdAt.toISOString(),
      })),
    ),
  };
}

export async function claimView(db: Db, subject: ClaimSubject): Promise<ClaimView> {
  const [views] = await claimViews(db, subject.guarantee, [subject.claim]);
  return views!;
}

export type Cover = { left: number; held: number };

/** The guarantee's cover left after paid claims, and what its open claims hold of it. */
export async function readCover(db: Db, guarantee: GuaranteeSubject): Promise<Cover> {
  const [left, held] = await Promise.all([
    getRemainingCover(db, guarantee.row),
    getHeldCover(db, guarantee.row),
  ]);
  return { left, held };
}

/** Several claims of one guarantee, their lines and files read in one go. */
export async function claimViews(
  db: Db,
  guarantee: GuaranteeSubject,
  claims: readonly ClaimRow[],
  knownCover?: Cover,
): Promise<ClaimView[]> {
  const [parts, { left, held }] = await Promise.all([
    loadClaimParts(
      db,
      claims.map((c) => c.id),
    ),
    knownCover ?? readCover(db, guarantee),
  ]);
  return Promise.all(claims.map((c) => toView(db, guarantee, c, parts.get(c.id)!, { left, held })));
}
