import { formatPhone, getPrimaryPhone } from '@leiga/domain';
import type {
  AddEmailAddressPayloadResolvers,
  AddPhonePayloadResolvers,
  DeletePayloadResolvers,
  EidChallengeResolvers,
  EmailAddressResolvers,
  MobileLoginActivationResolvers,
  PhoneResolvers,
  PhoneVerificationChallengeResolvers,
  PrimaryLanguageResolvers,
  RentalProfileResolvers,
  UserPageResolvers,
  UserResolvers,
} from '../../__generated__/resolvers-types.js';

/** REST snake_case to GraphQL camelCase, one small map per type. */

export const User: UserResolvers = {
  emailAddresses: (u) => u.email_addresses,
  primaryPhoneId: (u) => u.primary_phone_id,
  primaryPhone: (u) => getPrimaryPhone(u.phones, u.primary_phone_id),
  fullName: (u) => u.full_name,
  birthDate: (u) => u.birth_date,
  icelandicId: (u) => u.icelandic_id,
  personalId: (u) => u.personal_id,
  personalIdCountry: (u) => u.personal_id_country,
  isStaff: (u) => u.is_staff,
  userType: (u) => u.user_type,
  primaryLanguage: (u) => u.primary_language,
  rentalProfile: (u) => u.rentalprofile,
  dateJoined: (u) => u.date_joined,
};

export const EmailAddress: EmailAddressResolvers = {
  isVerified: (e) => e.verified,
  isPrimary: (e) => e.primary,
};

export const Phone: PhoneResolvers = {
  countryCode: (p) => p.country_code.code,
  formatted: (p) => formatPhone(p.country_code.code, p.number),
  isVerified: (p) => p.verified === 'y',
};

export const PrimaryLanguage: PrimaryLanguageResolvers = {
  code: (l) => l.iso6391,
  nativeName: (l) => l.native,
};

export const RentalProfile: RentalProfileResolvers = {
  profileUsername: (r) => r.profile_username,
};

export const UserPage: UserPageResolvers = {
  count: (p) => p.rest.count,
  hasNextPage: (p) => p.rest.next !== null,
  items: (p) => p.rest.results,
};

export const PhoneVerificationChallenge: PhoneVerificationChallengeResolvers = {
  expiresAt: (c) => c.expires_at,
  resendAvailableAt: (c) => c.resend_available_at,
};

export const MobileLoginActivation: MobileLoginActivationResolvers = {
  user: (a, _args, { dataSources }) =>
    a.status === 'complete' ? dataSources.accounts.users.load(a.userId) : null,
};

export const AddEmailAddressPayload: AddEmailAddressPayloadResolvers = {
  user: (p, _args, { dataSources }) => dataSources.accounts.users.load(p.userId),
};

export const AddPhonePayload: AddPhonePayloadResolvers = {
  user: (p, _args, { dataSources }) => dataSources.accounts.users.load(p.userId),
};

export const DeletePayload: DeletePayloadResolvers = {
  user: (p, _args, { dataSources }) => dataSources.accounts.users.load(p.userId),
};

/** Enum resolvers: the REST value of each GraphQL enum value (declared in rest/types.ts). */
export { EidStatus, Language, UserType } from '../../rest/types.js';

export const EidChallenge: EidChallengeResolvers = {
  verificationCode: (c) => c.verification_code,
};
