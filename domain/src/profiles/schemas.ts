import { z } from 'zod';
import { dbIdSchema } from '../shared/ids.js';
import { SENSITIVE_RESOURCE_TAGS } from '../constants.js';
import {
  ABOUT_MAX_LENGTH,
  PET_KINDS,
  PRE_APPROVAL_MAX_INCOMES,
  UPLOADABLE_ATTACHMENT_KINDS,
  VISIBILITY_OPTIONS,
} from './constants.js';

/** Profile schemas, shared by the api (authoritative) and the web forms. Messages are catalogue keys. */

const text = (min: number, max: number, key: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(min, { error: min <= 1 ? 'validation.required' : key })
    .max(max, { error: key });
const year = z
  .number({ error: 'validation.number' })
  .int({ error: 'validation.year' })
  .min(1900, { error: 'validation.year' })
  .max(2100, { error: 'validation.year' });
const isoDate = z.iso.date({ error: 'validation.date' });
const amount = z
  .number({ error: 'validation.number' })
  .int({ error: 'validation.amount' })
  .min(0, { error: 'validation.amount' })
  .max(100_000_000, { error: 'validation.amount' });

export const profileUpdateSchema = z
  .object({
    about: z.string().trim().max(ABOUT_MAX_LENGTH, { error: 'validation.about' }).nullable(),
    is_smoker: z.boolean({ error: 'validation.required' }).nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const interestSchema = z
  .object({
    interest_tag: z
      .string({ error: 'validation.required' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'validation.required' })
      .max(40, { error: 'validation.interest_tag' }),
  })
  .strict();
export const idsBodySchema = z
  .object({
    ids: z
      .array(dbIdSchema('validation.ids'), {
        error: 'validation.ids',
      })
      .min(1, { error: 'validation.ids' })
      .max(100, { error: 'validation.ids' }),
  })
  .strict();

export const childSchema = z
  .object({
    birth_year: year,
    shared_custody: z.boolean({ error: 'validation.required' }).default(false),
  })
  .strict();
export const childUpdateSchema = childSchema.partial().strict();

export const petSchema = z
  .object({
    kind: z.enum(PET_KINDS, { error: 'validation.pet_kind' }),
    name: text(1, 60, 'validation.pet_name').nullable().optional(),
    breed: text(1, 80, 'validation.pet_breed').nullable().optional(),
    description: z
      .string()
      .trim()
      .max(500, { error: 'validation.description' })
      .nullable()
      .optional(),
  })
  .strict();
export const petUpdateSchema = petSchema.partial().strict();

const period = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .strict()
    .refine(
      (v: Record<string, unknown>) =>
        !v['start_date'] || !v['end_date'] || String(v['start_date']) <= String(v['end_date']),
      { error: 'validation.end_before_start', path: ['end_date'] },
    );

const employerShape = {
  name: text(2, 120, 'validation.employer_name'),
  position: text(1, 120, 'validation.position').nullable().optional(),
  start_date: isoDate.nullable().optional(),
  end_date: isoDate.nullable().optional(),
};
export const employerSchema = period(employerShape);
export const employerUpdateSchema = period({
  ...employerShape,
  name: employerShape.name.optional(),
});

/** Either a known institution (institution_id) or a name typed in. */
const educationShape = {
  institution_id: z.string().trim().max(40).nullable().optional(),
  institution_name: text(2, 160, 'validation.institution').nullable().optional(),
  program: text(1, 160, 'validation.program').nullable().optional(),
  start_year: year.nullable().optional(),
  end_year: year.nullable().optional(),
};
const yearsInOrder = (v: { start_year?: number | null; end_year?: number | null }) =>
  !v.start_year || !v.end_year || v.start_year <= v.end_year;
export const educationSchema = z
  .object(educationShape)
  .strict()
  .refine((v) => !!v.institution_id || !!v.institution_name, {
    error: 'validation.required',
    path: ['institution_name'],
  })
  .refine(yearsInOrder, { error: 'validation.end_before_start', path: ['end_year'] });
export const educationUpdateSchema = z
  .object(educationShape)
  .strict()
  .refine(yearsInOrder, { error: 'validation.end_before_start', path: ['end_year'] });

export const currentlyBasedSchema = z
  .object({ place_id: text(1, 120, 'validation.place_id') })
  .strict();

export const attachmentKindSchema = z.enum(UPLOADABLE_ATTACHMENT_KINDS, {
  error: 'validation.attachment_kind',
});

export const reviewSchema = z
  .object({
    rating: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.rating' })
      .min(1, { error: 'validation.rating' })
      .max(5, { error: 'validation.rating' }),
    text: text(10, 3000, 'validation.review_text'),
    address: text(2, 160, 'validation.address').nullable().optional(),
    rental_start: isoDate.nullable().optional(),
    rental_end: isoDate.nullable().optional(),
  })
  .strict()
  .refine((v) => !v.rental_start || !v.rental_end || v.rental_start <= v.rental_end, {
    error: 'validation.end_before_start',
    path: ['rental_end'],
  });
export const reviewUpdateSchema = z
  .object({
    rating: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.rating' })
      .min(1, { error: 'validation.rating' })
      .max(5, { error: 'validation.rating' }),
    text: text(10, 3000, 'validation.review_text'),
    address: text(2, 160, 'validation.address').nullable(),
    rental_start: isoDate.nullable(),
    rental_end: isoDate.nullable(),
  })
  .partial()
  .strict();

export const corenterInviteSchema = z
  .object({
    email: z
      .string({ error: 'validation.required' })
      .trim()
      .toLowerCase()
      .max(254, { error: 'validation.email' })
      .pipe(z.email({ error: 'validation.email' })),
  })
  .strict();

export const visibilityOptionSchema = z.enum(VISIBILITY_OPTIONS, {
  error: 'validation.visibility_option',
});
export const visibilitySettingSchema = z
  .object({
    resource: z.enum(SENSITIVE_RESOURCE_TAGS, { error: 'validation.sensitive_resource' }),
    option: visibilityOptionSchema,
  })
  .strict();
export const visibilityUpdateSchema = z.object({ option: visibilityOptionSchema }).strict();

/** A credit lookup needs the person's recorded consent (ICELAND.md). */
export const creditConsentSchema = z
  .object({
    consent: z.literal(true, { error: 'validation.consent_required' }),
  })
  .strict();

export const incomeSchema = z
  .object({
    employer_name: text(2, 120, 'validation.employer_name'),
    period: z
      .string({ error: 'validation.required' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.period' }),
    gross_amount: amount.nullable().optional(),
    net_amount: amount,
  })
  .strict();
export type IncomeInput = z.infer<typeof incomeSchema>;
export const incomesUpdateSchema = z
  .object({
    incomes: z
      .array(incomeSchema, { error: 'validation.required' })
      .min(1, { error: 'validation.incomes_required' })
      .max(PRE_APPROVAL_MAX_INCOMES, { error: 'validation.incomes_too_many' }),
  })
  .strict();

export const creditScoreUpdateRequestSchema = z
  .object({ reason: text(10, 1000, 'validation.reason') })
  .strict();
export const resolveRequestSchema = z.object({ note: text(2, 1000, 'validation.note') }).strict();
