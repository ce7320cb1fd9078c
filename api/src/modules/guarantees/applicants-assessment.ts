import { eq } from 'drizzle-orm';
import {
  decideGuarantee,
  decideJointGuarantee,
  nextGuaranteeStatus,
  type ApplicantRole,
  type AssessGuaranteeInput,
  type GuaranteeCreditGrade,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../context.js';
import { creditAssessmentResults, rentalGuarantees } from '../../db/schema/index.js';
import type { CreditResult } from '../../db/schema/index.js';
import { conflict, unprocessable } from '../../http/errors.js';
import { insertConsentOnce } from '../notifications/consents-repository.js';
import { listApplicants, listInvitationsIn } from './applicants-repository.js';
import { ensureMainApplicant } from './applicants-service.js';
import { findLiveCreditConsent, type GuaranteeRow } from './guarantees-repository.js';

const gradeOf = (result: CreditResult): GuaranteeCreditGrade =>
  result.status === 'scored' && result.credit_class ? result.credit_class : 'no_score';

type Lookup = {
  userId: number;
  kennitala: string;
  role: ApplicantRole;
  consent: { id: number; givenAt: Date };
};

/**
 * Who is looked up, each on their own live credit_check consent: the main applicant (whose
 * `consent: true` records it now) and every co-applicant or guarantor who accepted. Refuses before any lookup
 * when an invitation is unanswered or someone's consent or kennitala is missing.
 */
async function planLookups(
  ctx: AppContext,
  auth: Auth,
  guarantee: GuaranteeRow,
  input: AssessGuaranteeInput,
): Promise<Lookup[]> {
  const pending = await listInvitationsIn(ctx.db, guarantee.id, ['pending']);
  if (pending.length > 0)
    throw conflict(
      'Every invited co-applicant must answer (or the invitation be deleted) before the assessment.',
      'applicants_pending',
    );
  await ensureMainApplicant(ctx.db, guarantee);
  const people = await listApplicants(ctx.db, guarantee.id);
  const others = people.filter((p) => p.applicant.userId !== auth.user.id);
  const consents = await Promise.all(
    others.map((p) => findLiveCreditConsent(ctx.db, p.applicant.userId)),
  );
  const silent = others.filter((_, i) => !consents[i]).map((p) => p.fullName);
  if (silent.length > 0)
    throw unprocessable(
      `No credit lookup without consent: ${silent.join(', ')} must consent first.`,
      'applicant_consent_missing',
      { applicants: 'guarantee-applicants.errors.applicant_consent_missing' },
    );
  if (!auth.user.icelandicId)
    throw conflict(
      'Link your electronic ID first: the credit bureau is asked by kennitala.',
      'no_icelandic_id',
    );
  const unidentified = others.find((p) => !p.icelandicId);
  if (unidentified)
    throw conflict(
      `${unidentified.fullName} has no confirmed kennitala for the credit lookup.`,
      'applicant_identity_unconfirmed',
    );
  const own = await findLiveCreditConsent(ctx.db, auth.user.id);
  if (!own && input.consent !== true)
    throw unprocessable('A credit lookup needs your consent to credit checks.', 'consent_missing', {
      consent: 'guarantees.errors.consent_missing',
    });
  const mine = own ?? (await insertConsentOnce(ctx.db, auth.user.id, 'credit_check', '')).row;
  return [
    { userId: auth.user.id, kennitala: auth.user.icelandicId, role: 'main', consent: mine },
    ...others.map((p, i) => ({
      userId: p.applicant.userId,
      kennitala: p.icelandicId!,
      role: p.applicant.role,
      consent: consents[i]!,
    })),
  ];
}

/**
 * The assessment over every applicant: one credit-bureau lookup per person on their consent, one
 * result row each, and the joint decision with its cash threshold and premium.
 */
export async function assessApplicants(
  ctx: AppContext,
  auth: Auth,
  guarantee: GuaranteeRow,
  input: AssessGuaranteeInput,
): Promise<GuaranteeRow> {
  const lookups = await planLookups(ctx, auth, guarantee, input);
  const results = await Promise.all(
    lookups.map(async (l) => {
      const report = await ctx.providers.credit.getCreditReport(l.kennitala, {
        givenAt: l.consent.givenAt,
      });
      const result: CreditResult = { ...report, checked_at: new Date().toISOString() };
      return { ...l, result, grade: gradeOf(result) };
    }),
  );
  // Guarantors stand only for applicants who do not pass alone (domain decideJointGuarantee).
  const decided = decideJointGuarantee(
    results.filter((r) => r.role !== 'guarantor').map((r) => r.grade),
    guarantee.amount,
    undefined,
    results.filter((r) => r.role === 'guarantor').map((r) => r.grade),
  );
  const status = nextGuaranteeStatus(guarantee.status, 'assess', decided.decision)!;
  return ctx.db.transaction(async (tx) => {
    await tx.insert(creditAssessmentResults).values(
      results.map((r) => ({
        guaranteeId: guarantee.id,
        userId: r.userId,
        consentId: r.consent.id,
        consentGivenAt: r.consent.givenAt,
        result: r.result,
        grade: r.grade,
        decision: decideGuarantee(r.grade, guarantee.amount).decision,
      })),
    );
    const [updated] = await tx
      .update(rentalGuarantees)
      .set({
        status,
        decision: decided.decision,
        creditGrade: decided.grade,
        cashThresholdPercent: decided.cash_threshold_percent,
        cashThresholdAmount: decided.cash_threshold_amount,
        yearlyPremium: decided.yearly_premium,
        assessedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(rentalGuarantees.id, guarantee.id))
      .returning();
    return updated!;
  });
}
