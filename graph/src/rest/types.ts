/**
 * REST response shapes of the api, declared once. Codegen maps GraphQL types onto these
 * (codegen.ts `mappers`), so resolvers receive exactly what the api answered.
 */

export type RestPageOf<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
};

export type RestErrorBody = {
  detail: string;
  code: string;
  fields?: Record<string, string>;
};

export type RestEmailAddress = {
  id: number;
  email: string;
  verified: boolean;
  primary: boolean;
};

export type RestPhone = {
  id: number;
  verified: 'y' | 'n';
  number: string;
  country_code: { code: string };
};

export type RestLanguage = {
  id: number;
  name: string;
  native: string;
  iso6391: 'is' | 'en' | 'uk' | 'da' | 'pl';
};

export type RestRentalProfileRef = {
  id: number;
  profile_username: string;
};

export type RestUser = {
  id: number;
  email: string;
  email_addresses: RestEmailAddress[];
  phones: RestPhone[];
  primary_phone_id: number | null;
  full_name: string;
  birth_date: string | null;
  icelandic_id: string | null;
  personal_id: string | null;
  personal_id_country: string | null;
  is_staff: boolean;
  user_type: 'LL' | 'TN' | null;
  primary_language: RestLanguage | null;
  rentalprofile: RestRentalProfileRef | null;
  date_joined: string;
};

export type RestTokens = { access: string; refresh: string };
export type RestAuthResponse = RestTokens & { user: RestUser };

export type RestEidStatusValue = 'pending' | 'failed' | 'complete';

export type RestEidChallenge = {
  token: string;
  status: RestEidStatusValue;
  verification_code: string;
};

export type RestEidStatus = {
  status: RestEidStatusValue;
  code?: string;
  access?: string;
  refresh?: string;
  user?: RestUser;
};

export type RestMobileLoginActivationStatus = {
  status: RestEidStatusValue;
  phones?: RestPhone[];
  icelandic_id?: string | null;
  personal_id?: string | null;
  personal_id_country?: string | null;
  full_name?: string;
  primary_phone_id?: number | null;
  birth_date?: string | null;
};

export type RestPhoneVerificationChallenge = {
  detail: string;
  expires_at: string;
  resend_available_at: string;
};

export type RestDetail = { detail: string };

/** Graph-side shapes that have no REST twin (codegen mappers point here too). */
export type GraphUserPage = {
  kind: 'UserPage';
  page: number;
  pageSize: number;
  rest: RestPageOf<RestUser>;
};
export type GraphAuthPayload = { accessToken: string; refreshToken: string | null; user: RestUser };
export type GraphEidLoginResult = {
  status: RestEidStatusValue;
  code: string | null;
  session: GraphAuthPayload | null;
};
export type GraphMobileLoginActivation = { status: RestEidStatusValue; userId: number };
export type GraphPhoneVerificationChallenge = RestPhoneVerificationChallenge & { phoneId: number };
export type GraphAddEmailAddressPayload = { emailAddress: RestEmailAddress; userId: number };
export type GraphAddPhonePayload = { phone: RestPhone; userId: number };
export type GraphDeletePayload = { deletedId: number; userId: number };

/**
 * GraphQL enums (SCREAMING_CASE) onto REST values. Codegen's `enumValues` points here, and the
 * same objects are the enums' runtime resolvers, so the mapping is written once.
 */
export const UserType = { LANDLORD: 'LL', TENANT: 'TN' } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const Language = { IS: 'is', EN: 'en', UK: 'uk', DA: 'da', PL: 'pl' } as const;
export type Language = (typeof Language)[keyof typeof Language];
export const EidStatus = { PENDING: 'pending', FAILED: 'failed', COMPLETE: 'complete' } as const;
export type EidStatus = (typeof EidStatus)[keyof typeof EidStatus];
