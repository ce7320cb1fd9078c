import { z } from 'zod';
import {
  AMENITIES,
  COMMERCIAL_RENT_MAX,
  DURATION_TYPES,
  LISTING_PHOTOS,
  LISTING_STEPS,
  LISTING_TYPES,
  MAX_LISTING_QUESTIONS,
  MAX_SECURITY_MONTHS,
  RESIDENTIAL_RENT_RANGE,
  SECURITY_TYPES,
  isCommercialType,
  type ListingStep,
  type ListingType,
} from './constants.js';
import { ICELAND_BOUNDS, isKnownPostalCode } from './places.js';

/**
 * Listing fields and the rules of each wizard step. A draft may hold any subset of valid fields;
 * a step is complete when its schema accepts the listing; publishing needs every step complete.
 * The web forms use the same step schemas.
 */

const text = (min: number, max: number, key: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(min, { error: key })
    .max(max, { error: key });
const int = (min: number, max: number, key: string) =>
  z
    .number({ error: 'validation.number' })
    .int({ error: key })
    .min(min, { error: key })
    .max(max, { error: key });
const bool = () => z.boolean({ error: 'validation.required' });

export const propertyNumberSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/^F/i, '').replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{7}$/, { error: 'validation.property_number' }));

export const questionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{4,40}$/, { error: 'validation.invalid' }),
  text: text(5, 300, 'validation.question_text'),
  required: bool(),
});
export type ListingQuestion = z.infer<typeof questionSchema>;

const isoDate = z.iso.date({ error: 'validation.date' });

/** Every editable field with its own rule; all optional, so a draft can be saved step by step. */
export const listingFieldsSchema = z
  .object({
    // real-estate
    street: text(2, 100, 'validation.street'),
    house_number: z
      .string()
      .trim()
      .regex(/^\d{1,4}[a-zA-Z]?(-\d{1,4}[a-zA-Z]?)?$/, { error: 'validation.house_number' }),
    unit: z.string().trim().max(20, { error: 'validation.unit' }).nullable(),
    postal_code: z.string().trim().refine(isKnownPostalCode, { error: 'validation.postal_code' }),
    lat: z
      .number({ error: 'validation.coordinates' })
      .min(ICELAND_BOUNDS.south, { error: 'validation.coordinates' })
      .max(ICELAND_BOUNDS.north, { error: 'validation.coordinates' }),
    lng: z
      .number({ error: 'validation.coordinates' })
      .min(ICELAND_BOUNDS.west, { error: 'validation.coordinates' })
      .max(ICELAND_BOUNDS.east, { error: 'validation.coordinates' }),
    property_number: propertyNumberSchema.nullable(),
    floor: int(-2, 60, 'validation.floor'),
    has_elevator: bool(),
    // basics
    listing_type: z.enum(LISTING_TYPES, { error: 'validation.listing_type' }),
    title: text(10, 120, 'validation.title'),
    description: text(30, 5000, 'validation.description'),
    rooms: int(1, 30, 'validation.rooms'),
    bedrooms: int(0, 20, 'validation.bedrooms'),
    bathrooms: int(0, 10, 'validation.bathrooms'),
    size_m2: z
      .number({ error: 'validation.number' })
      .min(5, { error: 'validation.size' })
      .max(20_000, { error: 'validation.size' }),
    is_furnished: bool(),
    // amenities and utilities
    amenities: z
      .array(z.enum(AMENITIES, { error: 'validation.amenity' }))
      .max(AMENITIES.length)
      .refine((a) => new Set(a).size === a.length, { error: 'validation.duplicate' }),
    heating_included: bool(),
    electricity_included: bool(),
    internet_included: bool(),
    housefund_included: bool(),
    // pricing
    price: int(1, COMMERCIAL_RENT_MAX, 'validation.price'),
    currency: z.literal('ISK', { error: 'validation.currency' }),
    security_type: z.enum(SECURITY_TYPES, { error: 'validation.security_type' }),
    security_months: int(0, MAX_SECURITY_MONTHS, 'validation.security_months'),
    // duration and availability
    duration_type: z.enum(DURATION_TYPES, { error: 'validation.duration_type' }),
    end_date: isoDate.nullable(),
    min_months: int(1, 60, 'validation.min_months').nullable(),
    available_from: isoDate,
    // requirements
    max_occupants: int(1, 30, 'validation.max_occupants'),
    requires_pre_approval: bool(),
    min_income: int(0, 10_000_000, 'validation.min_income').nullable(),
    pets_allowed: bool(),
    smoking_allowed: bool(),
    // questions
    questions: z
      .array(questionSchema)
      .max(MAX_LISTING_QUESTIONS, { error: 'validation.too_many_questions' }),
  })
  .partial();
export type ListingFields = z.infer<typeof listingFieldsSchema>;

/** What a step needs beyond the listing's own fields. */
export type StepContext = { photoCount: number; today?: string };

const required = <T extends z.ZodRawShape>(shape: T) => z.object(shape);
const f = listingFieldsSchema.shape;
const nonNull = <T extends z.ZodType>(schema: z.ZodOptional<T>) => schema.unwrap();

/**
 * The address the listing wizard looks up on the map (street, number, postal code): the same
 * rules as the listing's own fields, so a lookup is asked only for an address it could save.
 */
export const addressLookupSchema = required({
  street: nonNull(f.street),
  house_number: nonNull(f.house_number),
  postal_code: nonNull(f.postal_code),
});
export type AddressLookup = z.infer<typeof addressLookupSchema>;

export const listingStepSchemas = {
  'real-estate': required({
    street: nonNull(f.street),
    house_number: nonNull(f.house_number),
    unit: nonNull(f.unit).optional(),
    postal_code: nonNull(f.postal_code),
    lat: nonNull(f.lat),
    lng: nonNull(f.lng),
    property_number: nonNull(f.property_number).optional(),
    floor: nonNull(f.floor),
    has_elevator: nonNull(f.has_elevator),
  }),
  basics: required({
    listing_type: nonNull(f.listing_type),
    title: nonNull(f.title),
    description: nonNull(f.description),
    rooms: nonNull(f.rooms),
    bedrooms: nonNull(f.bedrooms),
    bathrooms: nonNull(f.bathrooms),
    size_m2: nonNull(f.size_m2),
    is_furnished: nonNull(f.is_furnished),
  }).superRefine((v, ctx) => {
    // SPEC 5: room or studio types have exactly one room.
    if ((v.listing_type === 'room' || v.listing_type === 'studio') && v.rooms !== 1) {
      ctx.addIssue({ code: 'custom', path: ['rooms'], message: 'validation.rooms_single' });
    }
    if (v.bedrooms > v.rooms)
      ctx.addIssue({ code: 'custom', path: ['bedrooms'], message: 'validation.bedrooms_rooms' });
  }),
  amenities: required({ amenities: nonNull(f.amenities) }),
  utilities: required({
    heating_included: nonNull(f.heating_included),
    electricity_included: nonNull(f.electricity_included),
    internet_included: nonNull(f.internet_included),
    housefund_included: nonNull(f.housefund_included),
  }),
  pricing: required({
    listing_type: nonNull(f.listing_type).optional(),
    price: nonNull(f.price),
    currency: nonNull(f.currency),
    security_type: nonNull(f.security_type),
    security_months: nonNull(f.security_months),
  }).superRefine((v, ctx) => {
    if (!v.listing_type || !isCommercialType(v.listing_type)) {
      if (v.price < RESIDENTIAL_RENT_RANGE.min || v.price > RESIDENTIAL_RENT_RANGE.max) {
        ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.price_residential' });
      }
    }
    if (v.security_type === 'none' && v.security_months !== 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['security_months'],
        message: 'validation.security_none',
      });
    }
    if (v.security_type !== 'none' && v.security_months === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['security_months'],
        message: 'validation.security_months',
      });
    }
  }),
  duration: required({
    duration_type: nonNull(f.duration_type),
    end_date: nonNull(f.end_date).nullish(),
    min_months: nonNull(f.min_months).nullish(),
    available_from: nonNull(f.available_from).optional(),
  }).superRefine((v, ctx) => {
    if (v.duration_type === 'fixed') {
      if (!v.end_date)
        ctx.addIssue({
          code: 'custom',
          path: ['end_date'],
          message: 'validation.end_date_required',
        });
      else if (v.available_from && v.end_date <= v.available_from) {
        ctx.addIssue({
          code: 'custom',
          path: ['end_date'],
          message: 'validation.end_date_after_start',
        });
      }
    }
  }),
  availability: required({ available_from: nonNull(f.available_from) }),
  requirements: required({
    max_occupants: nonNull(f.max_occupants),
    requires_pre_approval: nonNull(f.requires_pre_approval),
    min_income: nonNull(f.min_income).nullish(),
    pets_allowed: nonNull(f.pets_allowed),
    smoking_allowed: nonNull(f.smoking_allowed),
  }),
  questions: required({ questions: nonNull(f.questions) }),
} as const;

export type ListingStepState = {
  step: ListingStep;
  isComplete: boolean;
  fields: Record<string, string>;
};

/** Which steps of a listing are complete, with the field errors of the ones that are not. */
export function getListingSteps(
  listing: Record<string, unknown>,
  context: StepContext,
): ListingStepState[] {
  return LISTING_STEPS.map((step): ListingStepState => {
    if (step === 'photos') {
      const isComplete = context.photoCount >= LISTING_PHOTOS.minToPublish;
      const fields: Record<string, string> = isComplete ? {} : { photos: 'validation.photos_min' };
      return { step, isComplete, fields };
    }
    if (step === 'publish') return { step, isComplete: false, fields: {} };
    const schema = listingStepSchemas[step];
    // null means "not answered yet": treat as missing, not as a wrong type.
    const input = Object.fromEntries(Object.entries(listing).filter(([, v]) => v !== null));
    const result = schema.safeParse(input);
    const fields: Record<string, string> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path.map(String).join('.') || step;
        fields[key] ??= issue.message.startsWith('validation.')
          ? issue.message
          : 'validation.required';
      }
    }
    return { step, isComplete: result.success, fields };
  }).map((s, _, all) =>
    s.step === 'publish'
      ? { ...s, isComplete: all.every((o) => o.step === 'publish' || o.isComplete) }
      : s,
  );
}

/** True when every step before publish is complete. */
export function isReadyToPublish(listing: Record<string, unknown>, context: StepContext): boolean {
  return getListingSteps(listing, context).every((s) => s.isComplete);
}

export function listingTypeNeedsSingleRoom(type: ListingType): boolean {
  return type === 'room' || type === 'studio';
}
