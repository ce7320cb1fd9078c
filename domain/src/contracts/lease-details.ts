import { z } from 'zod';
import { AMENITIES, type Amenity } from '../listings/constants.js';

/**
 * The amenities step and the maintenance-and-inspection step of the lease. Neither has a rule
 * in SPEC 5, so what their schemas accept is valid: each step is complete once saved. HMS takes
 * no structured amenities, only free text (`descriptionInput`, at most 1,500 characters), and
 * fixtures shown at the viewing (fylgifé) come with the dwelling (14. gr. húsaleigulaga). The
 * move-in inspection (úttekt, 69. gr.) is made jointly by the parties unless either asks for an
 * independent inspector, whose cost is then split in half unless the lease says otherwise.
 */

export const LEASE_DETAILS_LIMITS = {
  /** HMS's `descriptionInput` takes at most this many characters. */
  fixturesDescriptionMaxLength: 1500,
  maintenanceNotesMaxLength: 1500,
  inspectorNameMaxLength: 200,
} as const;

/**
 * Upkeep a tenant may take on beyond what tenancy law already puts on them; anything not
 * ticked stays with whoever the law names.
 */
export const MAINTENANCE_DUTIES = [
  'garden',
  'snow_clearing',
  'common_areas_cleaning',
  'interior_painting',
  'appliances',
  'minor_repairs',
] as const;
export type MaintenanceDuty = (typeof MAINTENANCE_DUTIES)[number];

/** Who inspects the dwelling at move-in: the parties together (the law's default) or not. */
export const MOVE_IN_INSPECTIONS = ['joint', 'independent'] as const;
export type MoveInInspection = (typeof MOVE_IN_INSPECTIONS)[number];

/** Who pays an independent inspector; the law splits it in half unless agreed otherwise. */
export const INSPECTION_PAYERS = ['split', 'landlord', 'tenant'] as const;
export type InspectionPayer = (typeof INSPECTION_PAYERS)[number];

const L = LEASE_DETAILS_LIMITS;

/** Free text, trimmed; empty is null. */
const optionalText = (max: number, key: string) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, { error: key })
    .nullable()
    .transform((value) => (value ? value : null));

/** A list picked from `values` with each at most once. */
const pickList = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: 'validation.invalid' }))
    .max(values.length, { error: 'validation.list_too_long' })
    .transform((list) => values.filter((v) => list.includes(v)) as T[number][]);

/** PUT contracts/{id}/amenities/: what comes with the dwelling. */
export const contractAmenitiesInputSchema = z.object({
  amenities: pickList(AMENITIES),
  fixtures_description: optionalText(L.fixturesDescriptionMaxLength, 'validation.fixtures_length'),
});
export type ContractAmenitiesInput = z.output<typeof contractAmenitiesInputSchema>;

export type MaintenanceCheckInput = {
  inspection: MoveInInspection;
  inspection_paid_by: InspectionPayer | null;
};

/** An independent inspection says who pays the inspector. */
export function checkMaintenance(m: MaintenanceCheckInput): { field: string; code: string }[] {
  return m.inspection === 'independent' && m.inspection_paid_by === null
    ? [{ field: 'inspection_paid_by', code: 'validation.inspection_payer_required' }]
    : [];
}

/**
 * PUT contracts/{id}/maintenance/: the tenant's extra upkeep, other arrangements in words, and
 * the move-in inspection. A joint inspection has no inspector or payer, so those are dropped.
 */
export const contractMaintenanceInputSchema = z
  .object({
    tenant_duties: pickList(MAINTENANCE_DUTIES),
    maintenance_notes: optionalText(L.maintenanceNotesMaxLength, 'validation.notes_length'),
    inspection: z.enum(MOVE_IN_INSPECTIONS, { error: 'validation.required' }),
    inspection_paid_by: z.enum(INSPECTION_PAYERS, { error: 'validation.invalid' }).nullable(),
    inspector_name: optionalText(L.inspectorNameMaxLength, 'validation.name_length'),
  })
  .superRefine((m, ctx) => {
    for (const error of checkMaintenance(m))
      ctx.addIssue({ code: 'custom', path: [error.field], message: error.code });
  })
  .transform((m) =>
    m.inspection === 'joint' ? { ...m, inspection_paid_by: null, inspector_name: null } : m,
  );
export type ContractMaintenanceInput = z.output<typeof contractMaintenanceInputSchema>;

/** The saved maintenance terms, as the contract carries them (null until the step is saved). */
export type ContractMaintenance = ContractMaintenanceInput;

/** Amenities picked on the listing the contract was made from, in catalogue order. */
export function getAmenitiesFromListing(listingAmenities: readonly Amenity[] | null): Amenity[] {
  return AMENITIES.filter((a) => listingAmenities?.includes(a));
}

/** The contract's fields of the two steps (SPEC 3's Contract, as the api returns it). */
export const leaseDetailsShape = {
  /** Null until the amenities step is saved (an empty list is an answer). */
  amenities: z.array(z.enum(AMENITIES)).nullable(),
  fixtures_description: z.string().nullable(),
  maintenance: z
    .object({
      tenant_duties: z.array(z.enum(MAINTENANCE_DUTIES)),
      maintenance_notes: z.string().nullable(),
      inspection: z.enum(MOVE_IN_INSPECTIONS),
      inspection_paid_by: z.enum(INSPECTION_PAYERS).nullable(),
      inspector_name: z.string().nullable(),
    })
    .nullable(),
};

/** The maintenance step's rule: saved terms must hold together; unsaved ones ask nothing. */
export function checkMaintenanceStep(c: { maintenance: MaintenanceCheckInput | null }): {
  isValid: boolean;
  errors: { field: string; code: string }[];
} {
  const errors = c.maintenance
    ? checkMaintenance(c.maintenance).map((e) => ({ ...e, field: `maintenance.${e.field}` }))
    : [];
  return { isValid: errors.length === 0, errors };
}
