import { describe, expect, it } from 'vitest';
import { checkPaperSignatures, paperSignaturesSchema } from '../src/index.js';

const people = [
  { id: 1, role: 'LL' as const },
  { id: 2, role: 'TN' as const },
  { id: 3, role: 'IN' as const },
  { id: 4, role: 'R' as const },
];
const days = { committedOn: '2026-11-20', today: '2026-11-29' };
const parse = (value: unknown) => paperSignaturesSchema.safeParse(value);

describe('paper signatures of an inspection report', () => {
  it('accepts every landlord and tenant once, the landlord signed, a tenant refusing with a reason', () => {
    const input = paperSignaturesSchema.parse({
      signed_on: '2026-11-25',
      signers: [
        { user_id: 1, signed: true },
        { user_id: 2, signed: false, decline_reason: '  Ósammála  ' },
      ],
    });
    expect(input.signers[1]!.decline_reason).toBe('Ósammála');
    // The inspector and readers do not sign.
    expect(checkPaperSignatures(input, people, days)).toEqual({});
  });

  it('needs a reason for a refusal and a real day', () => {
    const refused = parse({ signed_on: '2026-11-25', signers: [{ user_id: 2, signed: false }] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['signers', 0, 'decline_reason'],
      message: 'inspection-signing.errors.paper_reason_required',
    });
    for (const day of ['2026-02-30', '25.11.2026', '']) {
      const bad = parse({ signed_on: day, signers: [{ user_id: 1, signed: true }] });
      expect(bad.error?.issues[0]?.message, day).toBe('inspection-signing.errors.paper_date');
    }
    expect(parse({ signed_on: '2026-11-25', signers: [] }).success).toBe(false);
  });

  it('names each problem of the record by its field', () => {
    const check = (signed_on: string, signers: { user_id: number; signed: boolean }[]) =>
      checkPaperSignatures(
        paperSignaturesSchema.parse({
          signed_on,
          signers: signers.map((s) => (s.signed ? s : { ...s, decline_reason: 'x' })),
        }),
        people,
        days,
      );
    expect(
      check('2026-11-25', [
        { user_id: 1, signed: false },
        { user_id: 2, signed: true },
      ]),
    ).toEqual({ 'signers.0.signed': 'inspection-signing.errors.paper_landlord_signs' });
    expect(check('2026-11-25', [{ user_id: 1, signed: true }])).toEqual({
      signers: 'inspection-signing.errors.paper_missing_signer',
    });
    expect(
      check('2026-11-25', [
        { user_id: 1, signed: true },
        { user_id: 1, signed: true },
        { user_id: 2, signed: true },
        { user_id: 3, signed: true },
      ]),
    ).toEqual({
      'signers.1.user_id': 'inspection-signing.errors.paper_unknown_signer',
      'signers.3.user_id': 'inspection-signing.errors.paper_unknown_signer',
    });
    const both = [
      { user_id: 1, signed: true },
      { user_id: 2, signed: true },
    ];
    expect(check('2026-11-30', both)).toEqual({
      signed_on: 'inspection-signing.errors.paper_date_future',
    });
    expect(check('2026-11-19', both)).toEqual({
      signed_on: 'inspection-signing.errors.paper_date_before_commit',
    });
    expect(check('2026-11-20', both)).toEqual({});
  });
});
