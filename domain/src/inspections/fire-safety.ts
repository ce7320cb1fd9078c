import { getRequiredSmokeDetectors } from '../contracts/amounts.js';
import type { InspectionCondition } from './constants.js';

/**
 * Fire safety on every inspection report (issue #17; art. 14 and 69: the home is delivered with
 * working smoke detectors, a fire extinguisher and escape routes, and the inspection checks it).
 * The contract records what the landlord declared; each report shows the items' status.
 */
export const FIRE_SAFETY_ITEMS = ['smoke_detectors', 'fire_extinguisher', 'escape_routes'] as const;
export type FireSafetyItem = (typeof FIRE_SAFETY_ITEMS)[number];

/** `ok`: declared and enough; `missing`: not declared; `too_few`: fewer detectors than the area needs. */
export type FireSafetyStatus = 'ok' | 'missing' | 'too_few';

/** What the contract stores of fire safety (its fire_hazard_* fields and detector count). */
export type ContractFireSafety = {
  smokeDetectors: boolean;
  fireExtinguisher: boolean;
  escapeRoutes: boolean;
  smokeDetectorCount: number | null;
  /** The rented units' floor area; null when unknown (then the count is not judged). */
  areaM2: number | null;
};

export type FireSafetyCheck = {
  item: FireSafetyItem;
  status: FireSafetyStatus;
  /** For smoke detectors: how many the area needs. */
  required: number | null;
};

/** Each item's status; an item not `ok` is an issue on the report. */
export function checkFireSafety(c: ContractFireSafety): FireSafetyCheck[] {
  const required = c.areaM2 !== null && c.areaM2 > 0 ? getRequiredSmokeDetectors(c.areaM2) : null;
  const detectors: FireSafetyStatus = !c.smokeDetectors
    ? 'missing'
    : required !== null && c.smokeDetectorCount !== null && c.smokeDetectorCount < required
      ? 'too_few'
      : 'ok';
  return [
    { item: 'smoke_detectors', status: detectors, required },
    { item: 'fire_extinguisher', status: c.fireExtinguisher ? 'ok' : 'missing', required: null },
    { item: 'escape_routes', status: c.escapeRoutes ? 'ok' : 'missing', required: null },
  ];
}

export const hasFireSafetyIssue = (checks: readonly FireSafetyCheck[]): boolean =>
  checks.some((c) => c.status !== 'ok');

/** The report's own fire-safety subjects, recorded room by room at the inspection. */
export const FIRE_SAFETY_SUBJECT_TAGS = [
  'smoke_detector',
  'fire_extinguisher',
  'fire_blanket',
] as const;
export type FireSafetySubjectTag = (typeof FIRE_SAFETY_SUBJECT_TAGS)[number];

/**
 * Per tag: how many subjects the rooms list, how many of them were found (not `missing`), and how
 * many have no condition yet (a draft still being filled in).
 */
export type InspectedFireSafety = Record<
  FireSafetySubjectTag,
  { recorded: number; found: number; unjudged: number }
>;

/**
 * What the walk-through found of the fire-safety subjects, beside what the lease declares: a
 * subject with no condition yet is recorded, neither found nor missing.
 */
export function countInspectedFireSafety(
  subjects: readonly { tag: string; condition: InspectionCondition | null }[],
): InspectedFireSafety {
  const counts = Object.fromEntries(
    FIRE_SAFETY_SUBJECT_TAGS.map((tag) => [tag, { recorded: 0, found: 0, unjudged: 0 }]),
  ) as InspectedFireSafety;
  for (const s of subjects) {
    const entry = (FIRE_SAFETY_SUBJECT_TAGS as readonly string[]).includes(s.tag)
      ? counts[s.tag as FireSafetySubjectTag]
      : undefined;
    if (!entry) continue;
    entry.recorded += 1;
    if (s.condition === null) entry.unjudged += 1;
    else if (s.condition !== 'missing') entry.found += 1;
  }
  return counts;
}

/**
 * The landlord is reminded to test the smoke detectors once a year per lease, on the lease's
 * anniversary (its start date's month and day). Returns the year whose reminder is due at `now`,
 * or null: none before the first anniversary, none after the lease ended.
 */
export function getSmokeDetectorReminderYear(
  lease: { startDate: string | null; endDate: string | null },
  now: Date,
): number | null {
  if (!lease.startDate) return null;
  const today = now.toISOString().slice(0, 10);
  if (lease.endDate && today > lease.endDate) return null;
  const year = now.getUTCFullYear();
  const startYear = Number(lease.startDate.slice(0, 4));
  if (year <= startYear) return null;
  const anniversary = `${year}-${lease.startDate.slice(5, 10)}`;
  return today >= anniversary ? year : null;
}
