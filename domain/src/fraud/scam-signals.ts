import { findLookalikeHost } from './lookalike-domains.js';
import {
  DEPOSIT_BEFORE_VIEWING_PATTERNS,
  FOREIGN_PHONE_PATTERNS,
  NEGATION_BEFORE,
  PLATFORM_DEAL_PATTERN,
  MONEY_TRANSFER_PATTERNS,
  OFF_PLATFORM_CONTACT_PATTERNS,
  CREDENTIAL_REQUEST_PATTERNS,
  TOO_GOOD_PATTERNS,
  OWNER_ABROAD_PATTERNS,
  PAYMENT_OUTSIDE_PATTERNS,
  URGENCY_PATTERNS,
} from './scam-patterns.js';

/**
 * Scam signals in free text (a message, a listing's description). Pure and deterministic: the
 * local AI provider's fraud assessment is built on it, and the api stores its score and reasons.
 *
 * A signal is a pattern family with a weight; the score combines the weights of the signals
 * found (1 - Π(1 - w)), so one weak signal stays low and several together rise towards 1. The
 * weights are tuned on the labelled corpus in domain/test/fraud (`npm run bench:fraud`).
 */
export const SCAM_SIGNAL_CODES = [
  'payment_outside_platform',
  'deposit_before_viewing',
  'owner_abroad',
  'urgency',
  'money_transfer_service',
  'foreign_phone_number',
  'lookalike_link',
  'off_platform_contact',
  'credential_request',
  'too_good_to_be_true',
] as const;
export type ScamSignalCode = (typeof SCAM_SIGNAL_CODES)[number];

export type ScamSignal = {
  code: ScamSignalCode;
  /** The words that triggered it, as written (at most 80 characters). */
  excerpt: string;
};

export type ScamAssessment = {
  /** 0 (nothing suspicious) to 1. */
  score: number;
  signals: ScamSignal[];
};

/** At or above this score the recipient sees a warning and staff a detection to review. */
export const SCAM_WARNING_THRESHOLD = 0.5;

export type ScamTextKind = 'message' | 'listing';

type SignalRule = {
  code: ScamSignalCode;
  /** The words that show the signal (one per pattern that matched), none when it is absent. */
  find: (text: string) => string[];
};

const byPatterns =
  (patterns: RegExp[]) =>
  (text: string): string[] =>
    patterns.flatMap((pattern) => {
      const match = pattern.exec(text);
      if (!match) return [];
      return NEGATION_BEFORE.test(text.slice(0, match.index)) ? [] : [match[0]];
    });

const lookalikeHosts = (text: string): string[] => {
  const host = findLookalikeHost(text);
  return host === null ? [] : [host];
};

/** In the order a reader should hear of them: the strongest first. */
export const SCAM_SIGNAL_WEIGHTS: Record<ScamSignalCode, number> = {
  lookalike_link: 0.55,
  money_transfer_service: 0.5,
  deposit_before_viewing: 0.5,
  payment_outside_platform: 0.4,
  owner_abroad: 0.4,
  foreign_phone_number: 0.25,
  urgency: 0.2,
  off_platform_contact: 0.4,
  credential_request: 0.55,
  too_good_to_be_true: 0.3,
};

const RULES: SignalRule[] = [
  { code: 'lookalike_link', find: lookalikeHosts },
  { code: 'money_transfer_service', find: byPatterns(MONEY_TRANSFER_PATTERNS) },
  { code: 'deposit_before_viewing', find: byPatterns(DEPOSIT_BEFORE_VIEWING_PATTERNS) },
  { code: 'payment_outside_platform', find: byPatterns(PAYMENT_OUTSIDE_PATTERNS) },
  { code: 'owner_abroad', find: byPatterns(OWNER_ABROAD_PATTERNS) },
  { code: 'foreign_phone_number', find: byPatterns(FOREIGN_PHONE_PATTERNS) },
  { code: 'urgency', find: byPatterns(URGENCY_PATTERNS) },
  { code: 'off_platform_contact', find: byPatterns(OFF_PLATFORM_CONTACT_PATTERNS) },
  { code: 'credential_request', find: byPatterns(CREDENTIAL_REQUEST_PATTERNS) },
  { code: 'too_good_to_be_true', find: byPatterns(TOO_GOOD_PATTERNS) },
];

/** The signals in a text and the score they add up to. */
export function assessScamSignals(text: string, _kind: ScamTextKind = 'message'): ScamAssessment {
  const signals: ScamSignal[] = [];
  let keep = 1;
  for (const rule of RULES) {
    const found = rule.find(text);
    if (found.length === 0) continue;
    signals.push({ code: rule.code, excerpt: found[0]!.trim().slice(0, 80) });
    // Each further pattern of the same family adds half its weight: the same story told twice.
    const weight =
      rule.code === 'deposit_before_viewing' && PLATFORM_DEAL_PATTERN.test(text)
        ? SCAM_SIGNAL_WEIGHTS[rule.code] / 2
        : SCAM_SIGNAL_WEIGHTS[rule.code];
    keep *= (1 - weight) * (1 - weight / 2) ** (found.length - 1);
  }
  return { score: Math.round((1 - keep) * 1000) / 1000, signals };
}

/** Whether an assessment reaches the warning threshold. */
export function isScamWarning(assessment: ScamAssessment): boolean {
  return assessment.score >= SCAM_WARNING_THRESHOLD;
}
