import { describe, expect, it } from 'vitest';
import {
  answerCancellationSchema,
  canAnswerGuaranteeCancellation,
  canRequestGuaranteeCancellation,
  canUncommitGuarantee,
  guaranteeClaimWindowClosesAt,
  guaranteeStatusAt,
  nextGuaranteeStatus,
  requestCancellationSchema,
  statusAfterCancellationAnswer,
  type GuaranteeEvent,
  type GuaranteeLease,
  type GuaranteeStatus,
} from '../src/index.js';

describe('commit, issue and cancellation transitions', () => {
  it.each<[GuaranteeStatus, GuaranteeEvent, GuaranteeStatus | null]>([
    ['approved', 'commit', 'committed'],
    ['draft', 'commit', null],
    ['needs_guarantor', 'commit', null],
    ['declined', 'commit', null],
    ['committed', 'issue', 'issued'],
    ['approved', 'issue', null],
    ['issued', 'start', 'active'],
    ['committed', 'start', null],
    ['active', 'request_cancellation', 'cancellation_requested'],
    ['issued', 'request_cancellation', 'cancellation_requested'],
    ['committed', 'request_cancellation', null],
    ['cancellation_requested', 'cancel', 'cancelled'],
    ['cancellation_requested', 'reject_cancellation', 'issued'],
    ['active', 'cancel', null],
    ['active', 'end', 'ended'],
    ['cancellation_requested', 'end', null],
    ['ended', 'expire', 'expired'],
    ['active', 'expire', null],
    ['cancelled', 'request_cancellation', null],
  ])('%s --%s--> %s', (from, event, to) => {
    expect(nextGuaranteeStatus(from, event)).toBe(to);
  });

  it.each<[GuaranteeStatus, boolean, boolean]>([
    ['committed', false, true],
    ['committed', true, false],
    ['approved', false, false],
    ['issued', true, false],
  ])('uncommit from %s (signed %s): %s', (status, signed, allowed) => {
    expect(canUncommitGuarantee(status, signed)).toBe(allowed);
  });

  it.each<[GuaranteeStatus, boolean]>([
    ['active', true],
    ['issued', true],
    ['committed', false],
    ['cancellation_requested', false],
    ['ended', false],
  ])('a cancellation may be requested from %s: %s', (status, allowed) => {
    expect(canRequestGuaranteeCancellation(status)).toBe(allowed);
  });

  it.each([
    ['principal', 'obligee', true],
    ['obligee', 'principal', true],
    ['principal', 'principal', false],
    ['obligee', 'obligee', false],
    ['principal', 'staff', false],
  ] as const)('requested by %s, answered by %s: %s', (by, answerer, allowed) => {
    expect(canAnswerGuaranteeCancellation(by, answerer)).toBe(allowed);
  });

  // A lease of March to August 2026; answers given before, during and after it (fixed clock).
  const lease: GuaranteeLease = { start: '2026-03-01', end: '2026-08-31' };
  it.each<[GuaranteeStatus, boolean, string, GuaranteeStatus | null]>([
    ['cancellation_requested', true, '2026-02-01T12:00:00Z', 'cancelled'],
    ['cancellation_requested', true, '2026-05-01T12:00:00Z', 'cancelled'],
    ['cancellation_requested', false, '2026-02-01T12:00:00Z', 'issued'],
    ['cancellation_requested', false, '2026-05-01T12:00:00Z', 'active'],
    ['cancellation_requested', false, '2026-09-10T12:00:00Z', 'ended'],
    ['active', true, '2026-05-01T12:00:00Z', null],
    ['issued', false, '2026-02-01T12:00:00Z', null],
  ])('answer on %s (accept %s) at %s -> %s', (status, accept, at, to) => {
    expect(statusAfterCancellationAnswer(status, accept, lease, new Date(at))).toBe(to);
  });
});

describe('time moves an issued guarantee (fixed clock)', () => {
  const lease: GuaranteeLease = { start: '2026-03-01', end: '2026-08-31' };
  it.each<[GuaranteeStatus, string, GuaranteeStatus]>([
    ['issued', '2026-02-28T23:59:59Z', 'issued'],
    ['issued', '2026-03-01T00:00:00Z', 'active'],
    ['issued', '2026-08-31T12:00:00Z', 'active'],
    ['issued', '2026-09-01T00:00:00Z', 'ended'],
    ['active', '2026-09-28T23:59:59Z', 'ended'],
    ['active', '2026-09-29T00:00:00Z', 'expired'],
    ['cancellation_requested', '2026-12-01T00:00:00Z', 'cancellation_requested'],
    ['committed', '2026-12-01T00:00:00Z', 'committed'],
    ['cancelled', '2026-12-01T00:00:00Z', 'cancelled'],
  ])('%s at %s is %s', (status, at, expected) => {
    expect(guaranteeStatusAt(status, lease, new Date(at))).toBe(expected);
  });

  it('an indefinite lease stays active; an unknown start stays issued', () => {
    expect(
      guaranteeStatusAt('issued', { start: '2026-03-01', end: null }, new Date('2030-01-01')),
    ).toBe('active');
    expect(guaranteeStatusAt('issued', { start: null, end: null }, new Date('2030-01-01'))).toBe(
      'issued',
    );
  });

  it('the claim window closes 4 weeks after the return', () => {
    expect(guaranteeClaimWindowClosesAt('2026-08-31').toISOString()).toBe(
      '2026-09-29T00:00:00.000Z',
    );
  });
});

describe('cancellation input', () => {
  it.each([
    [{ reason: 'Flyt út' }, true],
    [{ reason: '   ' }, false],
    [{ reason: 'x'.repeat(1001) }, false],
    [{}, false],
  ])('request %j valid: %s', (body, ok) => {
    expect(requestCancellationSchema.safeParse(body).success).toBe(ok);
  });
  it.each([
    [{ accept: true }, true],
    [{ accept: false }, false],
    [{ accept: false, reason: 'Leigan stendur enn' }, true],
    [{ accept: 'yes' }, false],
  ])('answer %j valid: %s', (body, ok) => {
    expect(answerCancellationSchema.safeParse(body).success).toBe(ok);
  });
});
