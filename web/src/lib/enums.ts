import type { Locale, UserType as DomainUserType } from '@leiga/domain';
import type { Language, UserType } from '../__generated__/graphql';

/*
 * The one place where GraphQL's SCREAMING_CASE enum values meet the lower-case values of the
 * forms, the domain's zod schemas and the message catalogues (`PUBLISHED` <-> `published`,
 * `AWAITING_REVIEW` <-> `awaiting_review`). Features call these instead of converting by hand.
 */

/** `AWAITING_REVIEW` -> `awaiting_review`: a form value, or a catalogue key's last part. */
export function fromGraphEnum<G extends string>(value: G): Lowercase<G> {
  return value.toLowerCase() as Lowercase<G>;
}

/** `awaiting_review` -> `AWAITING_REVIEW`: what the graph takes. */
export function toGraphEnum<F extends string>(value: F): Uppercase<F> {
  return value.toUpperCase() as Uppercase<F>;
}

/** Like fromGraphEnum, for optional values: null and undefined stay null. */
export function fromGraphEnumOrNull<G extends string>(
  value: G | null | undefined,
): Lowercase<G> | null {
  return value === null || value === undefined ? null : fromGraphEnum(value);
}

/** Like toGraphEnum, for optional values: null, undefined and '' become null. */
export function toGraphEnumOrNull<F extends string>(
  value: F | null | undefined,
): Uppercase<F> | null {
  return value === null || value === undefined || value === '' ? null : toGraphEnum(value);
}

/** The catalogue key of an enum value: `enumKey('listings.status', 'PUBLISHED')`. */
export function enumKey(prefix: string, value: string): string {
  return `${prefix}.${value.toLowerCase()}`;
}

/** The graph's `LANDLORD`/`TENANT` and the domain's role codes `LL`/`TN` (guards, catalogues). */
const DOMAIN_USER_TYPES = { LANDLORD: 'LL', TENANT: 'TN' } as const satisfies Record<
  UserType,
  DomainUserType
>;

/** `LANDLORD` -> `LL`: the role as the domain's guards and `common.roles.*` name it. */
export function fromGraphUserType(value: UserType | null | undefined): DomainUserType | null {
  return value ? DOMAIN_USER_TYPES[value] : null;
}

/** `LL` -> `LANDLORD`: what the graph takes. */
export function toGraphUserType(value: DomainUserType): UserType {
  return value === 'LL' ? 'LANDLORD' : 'TENANT';
}

/** `is` -> `IS`: a locale as the graph's `Language`. */
export function toGraphLanguage(locale: Locale): Language {
  return toGraphEnum(locale);
}

/** `IS` -> `is`: the graph's `Language` as a locale. */
export function fromGraphLanguage(language: Language | null | undefined): Locale | null {
  return fromGraphEnumOrNull(language);
}
