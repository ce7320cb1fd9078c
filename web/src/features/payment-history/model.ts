import type { BadgeTone } from '../../ui/Card';
import type { PaymentOutcome, PaymentRecordEffect } from '../../__generated__/graphql';

/** Months shown a page at a time, newest first (SPEC page size). */
export const MONTHS_PAGE_SIZE = 25;

export const OUTCOME_TONES: Readonly<Record<PaymentOutcome, BadgeTone>> = {
  ON_TIME: 'success',
  LATE_AFTER_DUE: 'neutral',
  LATE_AFTER_FINAL_DUE: 'warning',
  UNPAID: 'warning',
};

export const EFFECT_TONES: Readonly<Record<PaymentRecordEffect, BadgeTone>> = {
  NOT_SHARED: 'neutral',
  TOO_SHORT: 'neutral',
  STRENGTHENS: 'success',
  NEUTRAL: 'brand',
  POOR: 'warning',
};

/** The newest `count` months first: the API lists them oldest first. */
export function getNewestMonths<T>(months: readonly T[], count: number): T[] {
  return [...months].reverse().slice(0, count);
}
