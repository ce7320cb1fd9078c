import { describe, expect, it } from 'vitest';
import {
  CREDIT_CLASSES,
  EDUCATIONAL_INSTITUTIONS,
  averageNetIncome,
  canDownloadProtected,
  canSeeResource,
  corenterTransition,
  educationSchema,
  effectiveOption,
  employerSchema,
  getProfileCompletion,
  incomesUpdateSchema,
  isInIncomingList,
  isInSentList,
  preApprovalExpiry,
  preApprovalStatus,
  preApprovalTransition,
  searchInstitutions,
  visibilitySettingSchema,
  type CorenterAction,
  type CorenterParty,
  type CorenterRequestStatus,
  type PreApprovalAction,
  type PreApprovalStatus,
  type ProfileReader,
  type VisibilityOption,
} from '../src/index.js';

describe('co-renter request transitions', () => {
  const cases: [CorenterRequestStatus, CorenterAction, CorenterParty, string][] = [
    ['pending', 'accept', 'recipient', 'accepted'],
    ['pending', 'decline', 'recipient', 'declined'],
    ['pending', 'retract', 'sender', 'retracted'],
    ['pending', 'resend', 'sender', 'replaced'],
    ['declined', 'resend', 'sender', 'replaced'],
    ['declined', 'retract', 'sender', 'retracted'],
    ['retracted', 'accept', 'recipient', 'corenter_request_retracted'],
    ['accepted', 'decline', 'recipient', 'corenter_request_accepted'],
    ['declined', 'accept', 'recipient', 'corenter_request_declined'],
    ['replaced', 'accept', 'recipient', 'corenter_request_replaced'],
    ['accepted', 'retract', 'sender', 'corenter_request_accepted'],
    ['retracted', 'resend', 'sender', 'corenter_request_retracted'],
    ['pending', 'accept', 'sender', 'corenter_accept_not_allowed'],
    ['pending', 'retract', 'recipient', 'corenter_retract_not_allowed'],
  ];
  it.each(cases)('%s --%s by %s--> %s', (status, action, party, expected) => {
    const result = corenterTransition(status, action, party);
    expect(result.ok ? result.to : result.code).toBe(expected);
  });

  it('accepted and declined leave the incoming list; retracted and replaced leave the sent list', () => {
    expect(isInIncomingList('pending')).toBe(true);
    for (const s of ['accepted', 'declined', 'retracted', 'replaced'] as const)
      expect(isInIncomingList(s)).toBe(false);
    expect(isInSentList('pending')).toBe(true);
    expect(isInSentList('declined')).toBe(true);
    for (const s of ['accepted', 'retracted', 'replaced'] as const)
      expect(isInSentList(s)).toBe(false);
  });
});

describe('pre-approval machine', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('expires after the validity period', () => {
    const expiry = preApprovalExpiry(now);
    expect(expiry.toISOString()).toBe('2026-05-30T12:00:00.000Z');
    expect(preApprovalStatus('committed', expiry, now)).toBe('committed');
    expect(preApprovalStatus('committed', expiry, expiry)).toBe('expired');
    expect(preApprovalStatus('draft', new Date(now.getTime() - 1), now)).toBe('expired');
  });

  const cases: [PreApprovalStatus, PreApprovalAction, number, string][] = [
    ['draft', 'update_incomes', 1, 'ok:null'],
    ['draft', 'commit', 3, 'ok:committed'],
    ['draft', 'commit', 0, 'pre_approval_no_incomes'],
    ['committed', 'uncommit', 3, 'ok:draft'],
    ['committed', 'update_incomes', 3, 'pre_approval_committed'],
    ['committed', 'commit', 3, 'pre_approval_committed'],
    ['draft', 'uncommit', 3, 'pre_approval_not_committed'],
    ['expired', 'renew', 0, 'ok:draft'],
    ['draft', 'renew', 1, 'pre_approval_not_expired'],
    ['committed', 'renew', 1, 'pre_approval_not_expired'],
    ['expired', 'commit', 1, 'pre_approval_expired'],
    ['expired', 'update_incomes', 1, 'pre_approval_expired'],
    ['expired', 'request_score_update', 1, 'pre_approval_expired'],
    ['committed', 'request_score_update', 1, 'ok:null'],
  ];
  it.each(cases)('%s --%s (%i incomes)--> %s', (status, action, incomeCount, expected) => {
    const result = preApprovalTransition(status, action, { incomeCount });
    expect(result.ok ? `ok:${result.to}` : result.code).toBe(expected);
  });

  it('averages net incomes in whole krónur', () => {
    expect(averageNetIncome([])).toBeNull();
    expect(averageNetIncome([{ net_amount: 500_000 }, { net_amount: 520_001 }])).toBe(510_001);
  });

  it('knows the fifteen credit classes, best first', () => {
    expect(CREDIT_CLASSES).toHaveLength(15);
    expect(CREDIT_CLASSES[0]).toBe('A1');
    expect(CREDIT_CLASSES.at(-1)).toBe('E3');
  });

  it('checks incomes', () => {
    expect(incomesUpdateSchema.safeParse({ incomes: [] }).error?.issues[0]?.message).toBe(
      'validation.incomes_required',
    );
    const bad = incomesUpdateSchema.safeParse({
      incomes: [{ employer_name: 'Marel', period: '2026-13', net_amount: -1 }],
    });
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation.amount',
      'validation.period',
    ]);
  });
});

describe('visibility', () => {
  const readers: ProfileReader[] = [
    'owner',
    'staff',
    'applied_landlord',
    'landlord',
    'tenant',
    'anonymous',
  ];
  const expected: Record<VisibilityOption, ProfileReader[]> = {
    PRIVATE: ['owner', 'staff'],
    APPLIED_LANDLORDS: ['owner', 'staff', 'applied_landlord'],
    PUBLIC: readers,
  };
  it.each(Object.entries(expected))('%s is seen by %j', (option, who) => {
    expect(readers.filter((r) => canSeeResource(option as VisibilityOption, r))).toEqual(who);
  });
  it('no setting means PRIVATE', () => {
    expect(effectiveOption([], 'CREDIT_SCORE')).toBe('PRIVATE');
    expect(effectiveOption([{ resource: 'NET_INCOME', option: 'PUBLIC' }], 'CREDIT_SCORE')).toBe(
      'PRIVATE',
    );
    expect(effectiveOption([{ resource: 'NET_INCOME', option: 'PUBLIC' }], 'NET_INCOME')).toBe(
      'PUBLIC',
    );
  });
  it('protected files: owner, applied landlord and staff only', () => {
    expect(readers.filter(canDownloadProtected)).toEqual(['owner', 'staff', 'applied_landlord']);
  });
  it('refuses unknown resources and options', () => {
    const r = visibilitySettingSchema.safeParse({ resource: 'SHOE_SIZE', option: 'FRIENDS' });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual([
      'validation.sensitive_resource',
      'validation.visibility_option',
    ]);
  });
});

describe('profile completion', () => {
  const empty = {
    hasProfileImage: false,
    about: null,
    interestCount: 0,
    employerCount: 0,
    educationCount: 0,
    hasCurrentlyBased: false,
    hasCommittedPreApproval: false,
  };
  it('an empty profile is 0 % with every section missing', () => {
    const c = getProfileCompletion(empty);
    expect(c.percentage).toBe(0);
    expect(c.missing.map((m) => m.section)).toEqual([
      'profile-image',
      'about',
      'interests',
      'employers',
      'educations',
      'currently-based',
      'pre-approval',
    ]);
    expect(c.missing[0]!.message_key).toBe('profiles.completion.profile_image');
  });
  it('rises with each section and reaches 100 %', () => {
    const partial = getProfileCompletion({
      ...empty,
      about: 'Róleg og snyrtileg, reyklaus.',
      interestCount: 2,
    });
    expect(partial.percentage).toBe(29);
    expect(getProfileCompletion({ ...empty, about: 'stutt' }).percentage).toBe(0);
    const full = getProfileCompletion({
      hasProfileImage: true,
      about: 'Róleg og snyrtileg, reyklaus.',
      interestCount: 1,
      employerCount: 1,
      educationCount: 1,
      hasCurrentlyBased: true,
      hasCommittedPreApproval: true,
    });
    expect(full).toEqual({ percentage: 100, missing: [] });
  });
});

describe('education', () => {
  it('finds schools without accents', () => {
    expect(searchInstitutions('haskoli islands')[0]?.id).toBe('hi');
    expect(searchInstitutions('akureyri').map((i) => i.id)).toEqual(['unak', 'ma', 'vma']);
    expect(searchInstitutions('kvenna')[0]?.name).toBe('Kvennaskólinn í Reykjavík');
    expect(searchInstitutions('thor').length).toBe(0);
    expect(new Set(EDUCATIONAL_INSTITUTIONS.map((i) => i.id)).size).toBe(
      EDUCATIONAL_INSTITUTIONS.length,
    );
  });
  it('needs an institution and years in order', () => {
    expect(educationSchema.safeParse({ program: 'BS' }).error?.issues[0]?.path).toEqual([
      'institution_name',
    ]);
    expect(
      educationSchema.safeParse({ institution_id: 'hi', start_year: 2020, end_year: 2019 }).error
        ?.issues[0]?.message,
    ).toBe('validation.end_before_start');
    expect(
      employerSchema.safeParse({ name: 'Marel', start_date: '2024-01-01', end_date: '2023-01-01' })
        .error?.issues[0]?.message,
    ).toBe('validation.end_before_start');
  });
});
