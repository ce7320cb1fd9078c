import type { FastifyRequest } from 'fastify';
import type { AppContext, Auth } from '../../context.js';
import { defineSubject, subjectOf, type Subject } from '../../http/access.js';
import { forbidden, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { findClaim, type ClaimRow } from './claims-repository.js';
import { settleClaimDeadline } from './claims-deadlines.js';
import { loadGuarantee, type GuaranteeSubject } from './guarantees-service.js';

export type ClaimSubject = { guarantee: GuaranteeSubject; claim: ClaimRow };

const NO_CLAIM = 'This claim was not found.';
const ONLY_OBLIGEE = 'Only the landlord who holds the guarantee may do this.';
const ONLY_PRINCIPAL = 'Only the tenant of the guarantee may answer a claim.';

/**
 * A claim as the caller may see it: the guarantee's landlord (obligee) sees every claim, its
 * tenant (principal) and staff every claim but the landlord's drafts; anyone else hears 404. A
 * deadline that ran out is applied first, so every reader sees the claim as the law has it now.
 */
async function loadClaim(ctx: AppContext, auth: Auth, claimId: number): Promise<ClaimSubject> {
  const found = await findClaim(ctx.db, claimId);
  if (!found) throw notFound(NO_CLAIM);
  const guarantee = await loadGuarantee(ctx, auth, found.guaranteeId).catch(() => {
    throw notFound(NO_CLAIM);
  });
  if (found.status === 'draft' && guarantee.role !== 'obligee') throw notFound(NO_CLAIM);
  const claim = await settleClaimDeadline(ctx.db, found, new Date());
  return { guarantee, claim };
}

export const readableClaim = defineSubject('guarantee claim', 'claimId', dbIdParam, loadClaim);

export const obligeeClaim = defineSubject(
  'guarantee claim',
  'claimId',
  dbIdParam,
  async (ctx, auth, id: number) => {
    const subject = await loadClaim(ctx, auth, id);
    if (subject.guarantee.role !== 'obligee') throw forbidden(ONLY_OBLIGEE);
    return subject;
  },
);

export const principalClaim = defineSubject(
  'guarantee claim',
  'claimId',
  dbIdParam,
  async (ctx, auth, id: number) => {
    const subject = await loadClaim(ctx, auth, id);
    if (subject.guarantee.role !== 'principal') throw forbidden(ONLY_PRINCIPAL);
    return subject;
  },
);

/** The guarantee, for the landlord who may claim on it; its tenant and staff hear 403. */
export const obligeeGuarantee = defineSubject(
  'rental guarantee',
  'id',
  dbIdParam,
  async (ctx, auth, id: number) => {
    const subject = await loadGuarantee(ctx, auth, id);
    if (subject.role !== 'obligee') throw forbidden(ONLY_OBLIGEE);
    return subject;
  },
);

/** The claim the route's guard loaded, when it belongs to the guarantee the path names. */
export function claimOf(request: FastifyRequest, subject: Subject<ClaimSubject>): ClaimSubject {
  const loaded = subjectOf(request, subject);
  const { id } = request.params as { id: number };
  if (loaded.claim.guaranteeId !== id) throw notFound(NO_CLAIM);
  return loaded;
}
