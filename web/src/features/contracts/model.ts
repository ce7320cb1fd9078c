import type { Contract, ContractStatus as DomainStatus, ContractStep } from '@leiga/domain';
import type { TFunction } from 'i18next';
import {
  ContractDetail_ContractFragmentDoc,
  ContractParty_EntityFragmentDoc,
  ContractRow_ContractFragmentDoc,
  ContractRows_PageFragmentDoc,
  type ContractStatus,
  type ContractDetail_ContractFragment,
  type ContractRow_ContractFragment,
  type ContractParty_EntityFragment,
} from '../../__generated__/graphql';
import { getFragmentData, type FragmentType } from '../../__generated__';
import { paths } from '../../app/paths';
import { fromGraphEnum, fromGraphEnumOrNull } from '../../lib/enums';
import { withFragment, type FragmentFields } from '../../lib/fragments';
import type { BadgeTone } from '../../ui/Card';
import { translateGraphError } from '../../ui/graph-errors';
import { withPageInfo } from '../../ui/Pagination';

/** The badge colour of each contract state, the same on every list and page. */
export const CONTRACT_STATUS_TONES: Readonly<Record<ContractStatus, BadgeTone>> = {
  DRAFT: 'neutral',
  COMMITTED: 'warning',
  SIGNING: 'warning',
  SIGNED: 'success',
  REGISTERED: 'brand',
};

export type ContractRow = ContractRow_ContractFragment;
type Parts = 'landlords' | 'tenants' | 'realEstate';
export type ContractDetail = Omit<FragmentFields<ContractDetail_ContractFragment>, Parts> &
  Omit<FragmentFields<ContractRow>, Parts> & {
    landlords: ContractParty_EntityFragment[];
    tenants: ContractParty_EntityFragment[];
    realEstate:
      | (NonNullable<ContractDetail_ContractFragment['realEstate']> &
          NonNullable<ContractRow['realEstate']>)
      | null;
  };

/** A page of contract rows, its rows and paging readable; undefined while there is none. */
export function readContractRows(
  page: FragmentType<typeof ContractRows_PageFragmentDoc> | null | undefined,
) {
  const list = withPageInfo(getFragmentData(ContractRows_PageFragmentDoc, page));
  return list && { ...list, items: list.items.map((i) => readContractRow(i)) };
}

export function readContractRow(ref: FragmentType<typeof ContractRow_ContractFragmentDoc>) {
  return getFragmentData(ContractRow_ContractFragmentDoc, ref);
}

/** The detail with the row's fields and the parties' fields readable. */
export function readContractDetail(
  ref: FragmentType<typeof ContractDetail_ContractFragmentDoc>,
): ContractDetail {
  const detail = withFragment(
    ContractRow_ContractFragmentDoc,
    getFragmentData(ContractDetail_ContractFragmentDoc, ref),
  );
  const party = (p: FragmentType<typeof ContractParty_EntityFragmentDoc>) =>
    getFragmentData(ContractParty_EntityFragmentDoc, p);
  return {
    ...detail,
    landlords: detail.landlords.map(party),
    tenants: detail.tenants.map(party),
    realEstate: detail.realEstate as ContractDetail['realEstate'],
  };
}

/** "Laugavegur 1, 101" or, before a property is chosen, the contract's number. */
export function contractName(t: TFunction, c: Pick<ContractRow, 'id' | 'realEstate'>): string {
  const address = c.realEstate?.address;
  return address
    ? `${address.street}, ${address.postalCode}`
    : t('contracts.web.untitled', { id: c.id });
}

export function partyNames(parties: readonly { name: string }[]): string {
  return parties.map((p) => p.name).join(', ');
}

export function translateContractError(t: TFunction, error: unknown): string {
  return translateGraphError(t, error);
}

/**
 * The contract in the api's snake_case shape, for domain's step rules (steps.ts, forms.ts):
 * the web judges a step with the same functions as the api.
 */
export function toDomainContract(c: ContractDetail): Contract {
  const entity = (p: ContractParty_EntityFragment) => ({
    name: p.name,
    identifier: p.identifier,
    identifier_country: p.identifierCountry,
    is_individual: p.isIndividual,
    role: fromGraphEnum(p.role),
    phones: p.phones.map((x) => ({ country_code: x.countryCode, number: x.number })),
    emails: p.emails.map((x) => ({ email: x.email })),
    // The agents' contacts too: the parties step's rules want a phone and an e-mail of each.
    agents: p.agents.map((a) => ({
      name: a.name,
      identifier: a.identifier,
      identifier_country: a.identifierCountry,
      is_individual: a.isIndividual,
      phones: a.phones.map((x) => ({ country_code: x.countryCode, number: x.number })),
      emails: a.emails.map((x) => ({ email: x.email })),
    })),
  });
  const payee = (p: ContractDetail['payee']) =>
    p && {
      name: p.name,
      identifier: p.identifier,
      identifier_country: p.identifierCountry,
      entity_id: p.entityId === null || p.entityId === undefined ? null : Number(p.entityId),
    };
  return {
    id: Number(c.id),
    status: fromGraphEnum(c.status) as DomainStatus,
    committed: c.committed,
    sign_type: fromGraphEnumOrNull(c.signType),
    skip_id_check: c.skipIdCheck,
    collaborators: [],
    landlords: c.landlords.map(entity),
    tenants: c.tenants.map(entity),
    payout_method: c.payoutMethod && {
      bank_account: { iban: c.payoutMethod.bankAccount.iban, icelandic_format: null },
    },
    real_estate: c.realEstate && {
      landreg_id: c.realEstate.landregId ?? null,
      address: {
        street: c.realEstate.address.street,
        postal_code: c.realEstate.address.postalCode,
      },
      units: c.realEstate.units.map((u) => ({
        property_code: u.propertyCode,
        unit_code: u.unitCode,
        size: u.size,
        changed_size: u.changedSize ?? null,
        rooms: u.rooms ?? null,
        fire_insurance_value: null,
      })),
    },
    utilities: c.utilities.map((u) => ({
      utility: { tag: fromGraphEnum(u.tag) },
      name: u.name ?? null,
      price: u.price ?? null,
      paid_by_tenant: u.paidByTenant,
      meter_readings: u.meterReadings.map((m) => ({
        meter_number: m.meterNumber,
        value: m.value,
        read_at: m.readAt,
      })),
    })),
    termination_reasons: c.terminationReasons.map((r) => ({ text: r.text })),
    listing_type: c.listingType ? { tag: fromGraphEnum(c.listingType) } : null,
    special_group_usage: fromGraphEnumOrNull(c.specialGroupUsage),
    rooms: c.rooms ?? null,
    start_date: c.startDate ?? null,
    end_date: c.endDate ?? null,
    is_definite: c.isDefinite ?? null,
    termination_term_length: c.terminationTermLength ?? null,
    price: c.price ?? null,
    currency: c.currency ?? null,
    insurance_type: fromGraphEnumOrNull(c.insuranceType),
    insurance_amount: c.insuranceAmount ?? null,
    pre_paid_rent_amount: c.prePaidRentAmount ?? null,
    pre_paid_rent_months: c.prePaidRentMonths ?? null,
    is_indexed: c.isIndexed,
    index_base_month: c.indexBaseMonth ?? null,
    index_base_value: c.indexBaseValue ?? null,
    payee: payee(c.payee),
    payor: payee(c.payor),
    paid_with_cash: c.paidWithCash,
    restrictions: {
      sex_allowed: c.restrictions.sexAllowed,
      sex_allowed_reason: c.restrictions.sexAllowedReason ?? null,
    },
    fire_hazard_smoke_detectors: c.fireHazardSmokeDetectors,
    fire_hazard_hand_fire_extinguishers: c.fireHazardHandFireExtinguishers,
    fire_hazard_escape_routes: c.fireHazardEscapeRoutes,
    fire_hazard_comply_declaration: c.fireHazardComplyDeclaration,
    smoke_detector_count: c.smokeDetectorCount ?? null,
    amenities: c.amenities?.map(fromGraphEnum) ?? null,
    fixtures_description: c.fixturesDescription ?? null,
    maintenance: c.maintenance
      ? {
          tenant_duties: c.maintenance.tenantDuties.map(fromGraphEnum),
          maintenance_notes: c.maintenance.maintenanceNotes ?? null,
          inspection: fromGraphEnum(c.maintenance.inspection),
          inspection_paid_by: fromGraphEnumOrNull(c.maintenance.inspectionPaidBy),
          inspector_name: c.maintenance.inspectorName ?? null,
        }
      : null,
    valid_steps: c.validSteps.map((s) => ({
      step_name: s.stepName as ContractStep,
      is_valid: s.isValid,
    })),
    updated_at: c.updatedAt,
  };
}

/** Which screens the page sits in: the landlord's, the tenant's or the staff's. */
export type ContractArea = 'landlord' | 'tenant' | 'admin';

export function getContractArea(pathname: string): ContractArea {
  if (/\/admin\//.test(pathname)) return 'admin';
  if (/\/tenants\//.test(pathname)) return 'tenant';
  return 'landlord';
}

/**
 * The area of a page outside the role screens (/rental-contracts/...): staff's, else the user's
 * role's, so its links lead back into the screens they work in.
 */
export function getUserContractArea(
  user: { isStaff: boolean; userType: string | null } | null,
): ContractArea {
  if (user?.isStaff) return 'admin';
  return user?.userType === 'TENANT' ? 'tenant' : 'landlord';
}

/** The contract's page in the area's screens. */
export function contractHref(area: ContractArea, id: string): string {
  if (area === 'admin') return paths.adminContract.href({ id });
  if (area === 'tenant') return paths.tenantContract.href({ id });
  return paths.landlordContract.href({ id });
}

/** The signing subpage; staff read the signing on the contract's own page. */
export function pdfSignHref(area: ContractArea, id: string): string | null {
  if (area === 'tenant') return paths.tenantContractPdfSign.href({ id });
  if (area === 'landlord') return paths.landlordContractPdfSign.href({ id });
  return null;
}

export function contractListHref(area: ContractArea): string {
  if (area === 'admin') return paths.adminContracts.href();
  if (area === 'tenant') return paths.tenantContracts.href();
  return paths.landlordContracts.href();
}
