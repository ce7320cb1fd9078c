import { z } from 'zod';
import { LOCALES } from '@leiga/domain';
import { isoDate, isoMoment, pageOf } from '../../http/responses.js';

/** The REST answers of /auth, /users, /emails and /phones, written once. */
export const phoneResponse = z.object({
  id: z.number().int(),
  verified: z.enum(['y', 'n']),
  number: z.string(),
  country_code: z.object({ code: z.string() }),
});
export type PhoneView = z.infer<typeof phoneResponse>;

export const emailAddressResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  verified: z.boolean(),
  primary: z.boolean(),
});
export type EmailAddressView = z.infer<typeof emailAddressResponse>;

export const languageResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  native: z.string(),
  iso6391: z.enum(LOCALES),
});
export type LanguageView = z.infer<typeof languageResponse>;

export const rentalProfileRefResponse = z.object({
  id: z.number().int(),
  profile_username: z.string(),
});
export type RentalProfileRefView = z.infer<typeof rentalProfileRefResponse>;

export const userResponse = z.object({
  id: z.number().int(),
  email: z.string(),
  email_addresses: z.array(emailAddressResponse),
  phones: z.array(phoneResponse),
  primary_phone_id: z.number().int().nullable(),
  full_name: z.string(),
  birth_date: isoDate.nullable(),
  icelandic_id: z.string().nullable(),
  personal_id: z.string().nullable(),
  personal_id_country: z.string().nullable(),
  is_staff: z.boolean(),
  user_type: z.enum(['LL', 'TN']).nullable(),
  primary_language: languageResponse,
  rentalprofile: rentalProfileRefResponse.nullable(),
  date_joined: isoMoment,
});
export type UserView = z.infer<typeof userResponse>;

export const userPageResponse = pageOf(userResponse);

export const tokensResponse = z.object({ access: z.string(), refresh: z.string() });
export type TokensView = z.infer<typeof tokensResponse>;

export const authResponse = tokensResponse.extend({ user: userResponse });
export type AuthView = z.infer<typeof authResponse>;

export const eidStatusValue = z.enum(['pending', 'failed', 'complete']);

export const eidChallengeResponse = z.object({
  token: z.string(),
  status: eidStatusValue,
  verification_code: z.string(),
});
export type EidChallengeView = z.infer<typeof eidChallengeResponse>;

/** A sign-in by electronic ID: pending, failed with a code, or complete with a session. */
export const eidStatusResponse = z.object({
  status: eidStatusValue,
  code: z.string().nullish(),
  access: z.string().optional(),
  refresh: z.string().optional(),
  user: userResponse.optional(),
});
export type EidStatusView = z.infer<typeof eidStatusResponse>;

/** Linking an electronic ID: once complete, what it changed on the account. */
export const mobileLoginActivationResponse = z.object({
  status: eidStatusValue,
  code: z.string().optional(),
  phones: z.array(phoneResponse).optional(),
  icelandic_id: z.string().nullable().optional(),
  personal_id: z.string().nullable().optional(),
  personal_id_country: z.string().nullable().optional(),
  full_name: z.string().optional(),
  primary_phone_id: z.number().int().nullable().optional(),
  birth_date: isoDate.nullable().optional(),
});
export type MobileLoginActivationView = z.infer<typeof mobileLoginActivationResponse>;

export const personalIdActivationResponse = z.object({
  status: eidStatusValue,
  code: z.string().optional(),
  user: userResponse,
});

export const phoneVerificationChallengeResponse = z.object({
  detail: z.string(),
  expires_at: isoMoment,
  resend_available_at: isoMoment,
});
export type PhoneVerificationChallengeView = z.infer<typeof phoneVerificationChallengeResponse>;
