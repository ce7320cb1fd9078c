import { z } from 'zod';
import { dbIdSchema } from '../shared/ids.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE } from '../constants.js';
import { LOCALES } from '../i18n/locales.js';
import { parseKennitala } from './kennitala.js';
import {
  isValidPhoneNumber,
  MOBILE_LOGIN_PHONE,
  normalizeMobileLoginPhone,
  normalizePhoneNumber,
} from './phone.js';
import { USER_TYPES } from './user-types.js';

/**
 * Account schemas, written once: the api validates with them (authoritative) and the web and
 * mobile forms reuse them. Error messages are message-catalogue keys, not prose.
 */

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }));

export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_too_long' });

export const fullNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(2, { error: 'validation.full_name' })
  .max(120, { error: 'validation.full_name' });

export const userTypeSchema = z.enum(USER_TYPES, { error: 'validation.user_type' });
export const localeSchema = z.enum(LOCALES, { error: 'validation.locale' });

export const kennitalaSchema = z
  .string({ error: 'validation.required' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => parseKennitala(v).ok, { error: 'validation.kennitala' });

/** Age in completed years on today's date in UTC (Iceland's time all year). */
function ageInYears(isoDate: string, now = new Date()): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const month = now.getUTCMonth() + 1;
  const hadBirthday = month > m || (month === m && now.getUTCDate() >= d);
  return now.getUTCFullYear() - y - (hadBirthday ? 0 : 1);
}

/** ISO date, a real calendar day, not in the future, person at least 18 and at most 120. */
export const birthDateSchema = z.iso.date({ error: 'validation.date', abort: true }).refine(
  (v) => {
    const age = ageInYears(v);
    return age >= 18 && age <= 120;
  },
  { error: 'validation.birth_date_age' },
);

export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: fullNameSchema,
  user_type: userTypeSchema,
  primary_language: localeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshSchema = z.object({
  refresh: z.string({ error: 'validation.required' }).min(20).max(200),
});

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: 'validation.required' }).min(20).max(200),
  password: passwordSchema,
});

export const changePasswordSchema = z.object({
  old_password: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  new_password: passwordSchema,
});

/** PATCH users/{id}/: user fields, or email, or primary_phone_id (SPEC 7). */
export const userUpdateSchema = z
  .object({
    full_name: fullNameSchema.optional(),
    // SPEC 5: birth_date is left out of a user update when null.
    birth_date: birthDateSchema.nullish().transform((v) => v ?? undefined),
    user_type: userTypeSchema.optional(),
    email: emailSchema.optional(),
    primary_phone_id: dbIdSchema('validation.primary_phone').optional(),
  })
  .strict()
  .transform((update) => {
    if (update.birth_date === undefined) delete update.birth_date;
    return update;
  });
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

export const addEmailSchema = z.object({ email: emailSchema });
export const emailConfirmationSchema = z.object({
  token: z.string({ error: 'validation.required' }).min(20).max(200),
});

export const countryCodeSchema = z
  .string({ error: 'validation.required' })
  .transform((v) => v.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, { error: 'validation.country_code' }));

export const addPhoneSchema = z
  .object({
    country_code: z.object({ code: countryCodeSchema }),
    number: z.string({ error: 'validation.required' }).transform(normalizePhoneNumber),
  })
  .refine((p) => isValidPhoneNumber(p.country_code.code, p.number), {
    error: 'validation.phone',
    path: ['number'],
    // A bad country code is its own error; do not also blame the number.
    when: (payload) => payload.issues.length === 0,
  });
export type AddPhoneInput = z.infer<typeof addPhoneSchema>;

export const smsCodeSchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE.length}}$`), { error: 'validation.sms_code' }),
});

export const setPrimaryLanguageSchema = z.object({ lang: localeSchema });

export const mobileLoginStartSchema = z.object({
  phone: z
    .string({ error: 'validation.required' })
    .transform(normalizeMobileLoginPhone)
    .pipe(z.string().regex(MOBILE_LOGIN_PHONE, { error: 'validation.mobile_phone' })),
});
