import {
  checkRequirements,
  formatMoney as formatDomainMoney,
  type RequirementFailure,
} from '@leiga/domain';
import type { TFunction } from 'i18next';
import { getFragmentData, type FragmentType } from '../../__generated__';
import {
  ApplicationDetail_ApplicationFragmentDoc,
  ApplicationRow_ApplicationFragmentDoc,
  ApplicationRows_PageFragmentDoc,
  type ApplicationDetail_ApplicationFragment,
  type ApplicationRow_ApplicationFragment,
  type RentalApplicationOrder,
  type RentalApplicationStatus,
  type RentalApplicationType,
} from '../../__generated__/graphql';
import { withFragment, type FragmentFields } from '../../lib/fragments';
import { withPageInfo } from '../../ui/Pagination';
import { getGraphError, translateGraphError } from '../../ui/graph-errors';

export const STATUS_TONES: Record<
  RentalApplicationStatus,
  'neutral' | 'success' | 'warning' | 'brand'
> = {
  PENDING: 'brand',
  ACCEPTED: 'success',
  DENIED: 'warning',
  CANCELLED: 'neutral',
};

export const TENANT_TYPES = [
  'ALL',
  'ACTIVE',
  'PENDING',
  'ACCEPTED',
  'DENIED',
  'CANCELLED',
] as const satisfies readonly RentalApplicationType[];
export const LANDLORD_TYPES = [
  'ALL',
  'PENDING',
  'UNREAD',
  'CONSIDERED',
  'ACCEPTED',
  'DENIED',
] as const satisfies readonly RentalApplicationType[];
export const ORDERS = [
  'NEWEST',
  'OLDEST',
  'STATUS',
] as const satisfies readonly RentalApplicationOrder[];

/** A search parameter as one of the allowed values, or the first (the default). */
export function pick<T extends string>(values: readonly T[], value: string | null): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : values[0]!;
}

type Address = {
  title?: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  municipality: string | null;
};

export function formatListingAddress(l: Address): string {
  const street = [l.street, l.houseNumber].filter(Boolean).join(' ');
  const place = [l.postalCode, l.municipality].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

export function listingName(l: Address): string {
  return l.title || formatListingAddress(l);
}

/** 625000 ISK -> "625.000 kr." in Icelandic, "ISK 625,000" in English (domain's formatter). */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  locale: string,
): string {
  if (amount === null || amount === undefined) return '';
  return formatDomainMoney(amount, currency, locale);
}

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${Math.round(value * 100)}%`;
}

/** Hours as "5 klst." or "2 days" through the catalogue. */
export function formatHours(t: TFunction, hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '–';
  if (hours < 48)
    return t('applications.insights.hours', { count: Math.max(1, Math.round(hours)) });
  return t('applications.insights.days', { count: Math.round(hours / 24) });
}

type ListingRequirements = {
  maxOccupants: number | null;
  requiresPreApproval: boolean | null;
  minIncome: number | null;
  petsAllowed: boolean | null;
};
type Household = { children: readonly unknown[]; pets: readonly unknown[] };
type Applicant = Household & {
  preApproval: { status: string; avgNetIncome: number | null } | null;
};

/** The domain's requirement check for a tenant and the co-renters applying along. */
export function getRequirementFailures(
  listing: ListingRequirements,
  applicant: Applicant,
  corenters: readonly Household[],
): RequirementFailure[] {
  const household = [applicant, ...corenters];
  const isCommitted = applicant.preApproval?.status === 'COMMITTED';
  return checkRequirements(
    {
      max_occupants: listing.maxOccupants,
      requires_pre_approval: listing.requiresPreApproval,
      min_income: listing.minIncome,
      pets_allowed: listing.petsAllowed,
    },
    {
      householdSize: household.length + household.reduce((n, h) => n + h.children.length, 0),
      hasCommittedPreApproval: isCommitted,
      avgNetIncome: isCommitted ? (applicant.preApproval?.avgNetIncome ?? null) : null,
      hasPets: household.some((h) => h.pets.length > 0),
    },
  );
}

/** The reasons the api gave with `requirements_not_met`, as requirement names. */
export function requirementsFromError(error: unknown): RequirementFailure[] {
  const info = getGraphError(error);
  if (info.reason !== 'requirements_not_met') return [];
  return Object.values(info.fields)
    .map((message) => message.replace(/^requirements\./, ''))
    .filter((r): r is RequirementFailure =>
      ['max_occupants', 'pre_approval_required', 'min_income', 'pets_not_allowed'].includes(r),
    );
}

/** An error of this domain: its own reasons (already_applied, invalid_transition…) first. */
export function translateApplicationError(t: TFunction, error: unknown): string {
  const { reason } = getGraphError(error);
  const fallback = translateGraphError(t, error);
  return reason ? t(`applications.errors.${reason}`, { defaultValue: fallback }) : fallback;
}

/** An application as its detail shows it: the row's fields and the detail's own. */
export type ApplicationDetail = FragmentFields<ApplicationDetail_ApplicationFragment> &
  FragmentFields<ApplicationRow_ApplicationFragment>;

export function readApplicationDetail(
  ref: FragmentType<typeof ApplicationDetail_ApplicationFragmentDoc>,
): ApplicationDetail {
  const detail = getFragmentData(ApplicationDetail_ApplicationFragmentDoc, ref);
  return withFragment(ApplicationRow_ApplicationFragmentDoc, detail);
}

/** A page of application rows, its rows and paging readable; undefined while there is none. */
export function readApplicationRows(
  page: FragmentType<typeof ApplicationRows_PageFragmentDoc> | null | undefined,
) {
  return withPageInfo(getFragmentData(ApplicationRows_PageFragmentDoc, page));
}
