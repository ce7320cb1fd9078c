import { describe, expect, it } from 'vitest';
import {
  checkKeysStep,
  checkMeterReadingsStep,
  inspectionCommentSchema,
  keyTransactionSchema,
  meterCreateSchema,
  meterReadingPatchSchema,
} from '../src/inspections/index.js';

const codes = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('key transactions', () => {
  const good = { key_type: 'front_door', count: 2, recipient: 'tenant', recipient_name: 'Sigga' };
  it('accepts how many, which and to whom', () => {
    expect(keyTransactionSchema.parse(good)).toEqual(good);
  });
  it('refuses a count that is not a whole number from 1 to 50, an unknown key and no name', () => {
    for (const count of [0, 51, 1.5, -1])
      expect(codes(keyTransactionSchema.safeParse({ ...good, count }))).toEqual({
        count: 'inspection-steps.errors.key_count',
      });
    expect(
      codes(keyTransactionSchema.safeParse({ ...good, key_type: 'car', recipient_name: ' ' })),
    ).toEqual({
      key_type: 'inspection-steps.errors.key_type',
      recipient_name: 'inspection-steps.errors.required',
    });
  });
  it('the keys step needs at least one key', () => {
    expect(checkKeysStep(0)).toEqual([
      { path: 'key_transactions', code: 'inspection-steps.errors.no_keys' },
    ]);
    expect(checkKeysStep(1)).toEqual([]);
  });
});

describe('meter readings', () => {
  it('accepts a reading with one decimal and null to clear it', () => {
    expect(meterReadingPatchSchema.parse({ value: 1234.5 })).toEqual({ value: 1234.5 });
    expect(meterReadingPatchSchema.parse({ value: null })).toEqual({ value: null });
  });
  it('refuses negative readings, two decimals and text', () => {
    for (const value of [-1, 1.25, '12'])
      expect(codes(meterReadingPatchSchema.safeParse({ value }))).toEqual({
        value: 'inspection-steps.errors.meter_value',
      });
  });
  it('a new meter needs a utility and a number of digits', () => {
    expect(codes(meterCreateSchema.safeParse({ utility: 'gas', meter_number: '12a' }))).toEqual({
      utility: 'inspection-steps.errors.utility',
      meter_number: 'inspection-steps.errors.meter_number',
    });
    expect(meterCreateSchema.parse({ utility: 'heating', meter_number: ' 007 ' })).toEqual({
      utility: 'heating',
      meter_number: '007',
      value: null,
    });
  });
  it('the step needs every meter read', () => {
    expect(
      checkMeterReadingsStep([
        { id: 1, value: 10 },
        { id: 2, value: null },
      ]),
    ).toEqual([{ path: 'meters.2', code: 'inspection-steps.errors.reading_missing' }]);
  });
});

describe('comments', () => {
  it('need text, at most 2000 characters', () => {
    expect(codes(inspectionCommentSchema.safeParse({ text: '  ' }))).toEqual({
      text: 'inspection-steps.errors.required',
    });
    expect(codes(inspectionCommentSchema.safeParse({ text: 'x'.repeat(2001) }))).toEqual({
      text: 'inspection-steps.errors.too_long',
    });
    expect(inspectionCommentSchema.parse({ text: ' Blettur á vegg ' })).toEqual({
      text: 'Blettur á vegg',
    });
  });
});
