/**
 * REST response shapes of the api, inferred from the api's response schemas (@leiga/api/contract),
 * never written here. Codegen maps GraphQL types onto these (codegen.ts `mappers`), so resolvers
 * receive exactly what the api answered.
 */
import type {
  RestAuthResponse,
  RestDetail,
  RestEidChallenge,
  RestEidStatus,
  RestEmailAddress,
  RestError,
  RestLanguage,
  RestMobileLoginActivationStatus,
  RestPage,
  RestPhone,
  RestPhoneVerificationChallenge,
  RestRentalProfileRef,
  RestTokens,
  RestUser,
} from '@leiga/api/contract';

export type {
  RestAuthResponse,
  RestDetail,
  RestEidChallenge,
  RestEidStatus,
  RestEmailAddress,
  RestLanguage,
  RestMobileLoginActivationStatus,
  RestPhone,
  RestPhoneVerificationChallenge,
  RestRentalProfileRef,
  RestTokens,
  RestUser,
};
export type RestPageOf<T> = RestPage<T>;
export type RestErrorBody = RestError;
export type RestEidStatusValue = RestEidStatus['status'];

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
