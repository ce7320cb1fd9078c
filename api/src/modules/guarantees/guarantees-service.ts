import {
  GUARANTEE_APPLICATION_VALIDITY_DAYS,
  canAssessGuarantee,
  getIcelandicToday,
  isGuaranteeAmountAllowed,
  leaseGuaranteeBlocker,
  maxGuaranteeAmount,
  type AssessGuaranteeInput,
  type CreateGuaranteeInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { rentalGuarantees } from '../../db/schema/index.js';
import { defineSubject } from '../../http/access.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { dbIdParam } from '../../http/ids.js';
import { getContractActor } from '../contracts/access.js';
import { findContract } from '../contracts/contracts-repository.js';
import { assessApplicants } from './applicants-assessment.js';
import {
  findGuarantee,
  invitedRolesOf,
  isLandlordOfContract,
  type GuaranteeWithTenant,
} from './guarantees-repository.js';
import { settleGuaranteeTimeline } from './lifecycle/timeline.js';

/** A co-applicant (who accepted the tenant's invitation and was assessed with them) reads only. */
export type GuaranteeRole = 'principal' | 'co_applicant' | 'guarantor' | 'obligee' | 'staff';
export type GuaranteeSubject = GuaranteeWithTenant & { role: GuaranteeRole };

const NOT_FOUND = 'This rental guarantee was not found.';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who sees a guarantee: its tenant (the principal), the co-applicants they invited, the landlord
 * of its contract (the obligee) and staff; anyone else hears 404. Only the tenant changes it.
 */
export async function loadGuarantee(
  ctx: AppContext,
  auth: Auth,
  id: number,
): Promise<GuaranteeSubject> {
  const stored = await findGuarantee(ctx.db, id);
  if (!stored) throw notFound(NOT_FOUND);
  const found = await settleGuaranteeTimeline(ctx, stored);
  if (found.row.tenantId === auth.user.id) return { ...found, role: 'principal' };
  if (
    found.row.contractId !== null &&
    (await isLandlordOfContract(ctx.db, auth.user, found.row.contractId))
  )
    return { ...found, role: 'obligee' };
  const invited = (await invitedRolesOf(ctx.db, [id], auth.user.id)).get(id);
  if (invited) return { ...found, role: invited };
  if (auth.user.isStaff) return { ...found, role: 'staff' };
  throw notFound(NOT_FOUND);
}

export const readableGuarantee = defineSubject('rental guarantee', 'id', dbIdParam, loadGuarantee);

export const ownGuarantee = defineSubject(
  'rental guarantee',
  'id',
  dbIdParam,
  async (ctx, auth, id: number) => {
    const subject = await loadGuarantee(ctx, auth, id);
    if (subject.role !== 'principal') throw notFound(NOT_FOUND);
    return subject;
  },
);

/**
 * The monthly rent a contract-backed application rests on; the caller must be its tenant, and the
 * lease must not have ended.
 */
async function contractRent(ctx: AppContext, auth: Auth, contractId: number): Promise<number> {
  const contract = await findContract(ctx.db, contractId);
  const actor = contract ? await getContractActor(ctx, auth, contract) : null;
  if (!contract || !actor?.partyRoles.includes('tenant'))
    throw badRequest('Choose one of your contracts.', {
      contract_id: 'guarantees.errors.contract_not_yours',
    });
  const blocker = leaseGuaranteeBlocker(contract, getIcelandicToday());
  if (blocker === 'contract_draft')
    throw badRequest('The lease is still a draft.', {
      contract_id: `guarantees.errors.${blocker}`,
    });
  if (blocker === 'contract_ended')
    throw badRequest('The lease has ended.', { contract_id: `guarantees.errors.${blocker}` });
  if (!contract.price || contract.price <= 0)
    throw badRequest('The contract has no rent yet.', {
      contract_id: 'guarantees.validation.monthly_rent',
    });
  return Math.round(contract.price);
}

export async function createGuarantee(
  ctx: AppContext,
  auth: Auth,
  input: CreateGuaranteeInput,
): Promise<GuaranteeSubject> {
  const monthlyRent =
    input.contract_id !== undefined
      ? await contractRent(ctx, auth, input.contract_id)
      : input.monthly_rent!;
  if (!isGuaranteeAmountAllowed(input.amount, monthlyRent))
    throw badRequest(`The guarantee can cover at most ${maxGuaranteeAmount(monthlyRent)} ISK.`, {
      amount: 'guarantees.validation.amount_cap',
    });
  const [row] = await ctx.db
    .insert(rentalGuarantees)
    .values({
      tenantId: auth.user.id,
      contractId: input.contract_id ?? null,
      monthlyRent,
      amount: input.amount,
      expiresAt: new Date(Date.now() + GUARANTEE_APPLICATION_VALIDITY_DAYS * DAY_MS),
    })
    .returning();
  return { row: row!, tenantName: auth.user.fullName, role: 'principal' };
}

/**
 * Runs the assessment: a credit-bureau lookup of every applicant on their recorded consent, each
 * kept as a credit-assessment result, and the decision with its cash threshold and premium.
 */
export async function assessGuarantee(
  ctx: AppContext,
  auth: Auth,
  subject: GuaranteeSubject,
  input: AssessGuaranteeInput,
): Promise<GuaranteeSubject> {
  if (!canAssessGuarantee(subject.row.status))
    throw conflict('This application cannot be assessed now.', 'guarantee_not_assessable');
  const row = await assessApplicants(ctx, auth, subject.row, input);
  return { ...subject, row };
}
