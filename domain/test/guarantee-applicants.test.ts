import { describe, expect, it } from 'vitest';
import {
  GUARANTEE_INVITATION_MAX_SENDS,
  acceptApplicantInvitationSchema,
  canInviteApplicants,
  checkApplicantInvitationStep,
  createApplicantInvitationSchema,
  decideGuarantee,
  decideJointGuarantee,
  getResendRefusal,
  type ApplicantInvitationAction,
  type ApplicantInvitationSide,
  type ApplicantInvitationStatus,
  type GuaranteeCreditGrade,
} from '../src/index.js';

describe('applicant invitation steps', () => {
  const cases: [
    ApplicantInvitationStatus,
    ApplicantInvitationAction,
    ApplicantInvitationSide,
    ReturnType<typeof checkApplicantInvitationStep>,
  ][] = [
    ['pending', 'accept', 'invitee', { ok: true, to: 'accepted' }],
    ['pending', 'decline', 'invitee', { ok: true, to: 'declined' }],
    ['pending', 'confirm_identity', 'invitee', { ok: true, to: 'pending' }],
    ['pending', 'delete', 'inviter', { ok: true, to: 'deleted' }],
    ['pending', 'resend', 'inviter', { ok: true, to: 'pending' }],
    ['pending', 'accept', 'inviter', { ok: false, reason: 'not_allowed' }],
    ['pending', 'decline', 'inviter', { ok: false, reason: 'not_allowed' }],
    ['pending', 'delete', 'invitee', { ok: false, reason: 'not_allowed' }],
    ['pending', 'resend', 'invitee', { ok: false, reason: 'not_allowed' }],
    ['accepted', 'delete', 'inviter', { ok: false, reason: 'invitation_accepted' }],
    ['accepted', 'decline', 'invitee', { ok: false, reason: 'invitation_accepted' }],
    ['declined', 'accept', 'invitee', { ok: false, reason: 'invitation_declined' }],
    ['deleted', 'accept', 'invitee', { ok: false, reason: 'invitation_deleted' }],
    ['deleted', 'resend', 'inviter', { ok: false, reason: 'invitation_deleted' }],
  ];
  it.each(cases)('%s + %s by the %s', (status, action, side, expected) => {
    expect(checkApplicantInvitationStep(status, action, side)).toEqual(expected);
  });
});

describe('resend limits', () => {
  const sent = new Date('2026-11-24T12:00:00Z');
  const at = (seconds: number) => new Date(sent.getTime() + seconds * 1000);
  it.each([
    [1, 0, { reason: 'resend_too_soon', retryAfterSeconds: 300 }],
    [1, 299, { reason: 'resend_too_soon', retryAfterSeconds: 1 }],
    [1, 300, null],
    [4, 3600, null],
    [GUARANTEE_INVITATION_MAX_SENDS, 3600, { reason: 'resend_limit' }],
  ] as const)('sent %i times, %i s ago', (count, elapsed, expected) => {
    expect(getResendRefusal(sent, count, at(elapsed))).toEqual(expected);
  });
});

describe('the joint decision on all applicants', () => {
  const amount = 400_000;
  it.each<[GuaranteeCreditGrade[], string, GuaranteeCreditGrade, number | null]>([
    [['A2'], 'approved', 'A2', 0],
    [['A2', 'B1'], 'approved', 'B1', 15],
    [['B1', 'C2'], 'approved', 'C2', 25],
    [['no_score', 'B1'], 'approved', 'B1', 15],
    [['C3', 'A1'], 'approved', 'A1', 0],
    [['no_score', 'B3'], 'needs_guarantor', 'no_score', null],
    [['C3', 'C1'], 'needs_guarantor', 'C3', null],
    [['no_score'], 'needs_guarantor', 'no_score', null],
    [['A1', 'D1'], 'declined', 'D1', null],
    [['E3', 'no_score'], 'declined', 'E3', null],
  ])('%j: %s on %s', (grades, decision, grade, percent) => {
    const result = decideJointGuarantee(grades, amount);
    expect(result).toMatchObject({ decision, grade, cash_threshold_percent: percent });
  });

  it.each<
    [GuaranteeCreditGrade[], GuaranteeCreditGrade[], string, GuaranteeCreditGrade, number | null]
  >([
    // A guarantor rated B2 or better stands for applicants who do not pass alone.
    [['no_score'], ['B2'], 'approved', 'B2', 15],
    [['C3'], ['B3', 'A1'], 'approved', 'A1', 0],
    // Not good enough: still needs one, and a poor guarantor never declines the application.
    [['no_score'], ['B3'], 'needs_guarantor', 'no_score', null],
    [['C3'], ['E1', 'no_score'], 'needs_guarantor', 'C3', null],
    // Applicants who pass alone keep their own terms; a declined applicant stays declined.
    [['B1'], ['A1'], 'approved', 'B1', 15],
    [['D1'], ['A1'], 'declined', 'D1', null],
    // A co-payer rated B2 or better comes before any guarantor.
    [['no_score', 'B1'], ['A1'], 'approved', 'B1', 15],
  ])('%j with guarantors %j: %s on %s', (grades, guarantors, decision, grade, percent) => {
    const result = decideJointGuarantee(grades, amount, undefined, guarantors);
    expect(result).toMatchObject({ decision, grade, cash_threshold_percent: percent });
  });

  it('is the single decision for one applicant', () => {
    for (const grade of ['A1', 'B3', 'C2', 'C3', 'D2', 'no_score'] as const)
      expect(decideJointGuarantee([grade], amount)).toEqual({
        ...decideGuarantee(grade, amount),
        grade,
      });
  });
});

describe('inputs', () => {
  it.each([
    [{ email: 'Kristin@Leiga.is' }, true],
    [{ email: 'kristin@leiga.is', kennitala: '091188-3419' }, true],
    [{ email: 'kristin@leiga.is', kennitala: '3213883419' }, false],
    [{ email: 'ekki' }, false],
    [{ email: 'kristin@leiga.is', role: 'main' }, false],
    [{ email: 'kristin@leiga.is', role: 'guarantor' }, true],
    [{ email: 'kristin@leiga.is', role: 'co_applicant' }, true],
  ])('invitation %j valid: %s', (input, ok) => {
    expect(createApplicantInvitationSchema.safeParse(input).success).toBe(ok);
  });
  it('accepting carries consent', () => {
    expect(acceptApplicantInvitationSchema.safeParse({ consent: true }).success).toBe(true);
    expect(acceptApplicantInvitationSchema.safeParse({ consent: false }).success).toBe(false);
    expect(acceptApplicantInvitationSchema.safeParse({}).success).toBe(false);
  });
  it.each([
    ['draft', true],
    ['needs_guarantor', true],
    ['approved', false],
    ['declined', false],
  ])('applicants may change in %s: %s', (status, ok) => {
    expect(canInviteApplicants(status)).toBe(ok);
  });
});
