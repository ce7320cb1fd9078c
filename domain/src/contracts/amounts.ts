import { INSURANCE_CAP_MULTIPLIER } from '../constants.js';
import { CONTRACT_LIMITS, type UtilityTag } from './constants.js';

type UtilityPrice = { utility: { tag: UtilityTag }; price: number | null };
type UnitArea = { size: number | null; changed_size?: number | null };

/** The price of one utility of the contract, or null when it has none. */
export function getUtilityPrice(
  utilities: readonly UtilityPrice[],
  tag: UtilityTag,
): number | null {
  return utilities.find((u) => u.utility.tag === tag)?.price ?? null;
}

/**
 * SPEC 9: the insurance (security) may be at most 3 times the monthly price plus the housefund
 * utility price. A missing housefund price counts as 0.
 */
export function getInsuranceCap(price: number, housefundPrice: number | null): number {
  return INSURANCE_CAP_MULTIPLIER * (price + (housefundPrice ?? 0));
}

/** The rented floor area in m²: each unit's changed size where it was changed, else its size. */
export function getRentedArea(units: readonly UnitArea[]): number {
  return units.reduce((sum, u) => sum + (u.changed_size ?? u.size ?? 0), 0);
}

/**
 * Smoke detectors a lease needs: one per 80 m² begun (80 m² needs 1, 81 m² needs 2), and never
 * fewer than one, since the dwelling must be delivered with a working smoke detector (14. gr.).
 */
export function getRequiredSmokeDetectors(areaM2: number): number {
  return Math.max(1, Math.ceil(areaM2 / CONTRACT_LIMITS.smokeDetectorAreaM2));
}
