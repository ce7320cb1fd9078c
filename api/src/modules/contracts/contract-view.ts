import type { Contract, ContractEntity, ContractPartyRole } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { readTogether } from '../../db/reads.js';
import {
  listContractCollaborators,
  listContractParties,
  type ContractCollaboratorRow,
  type ContractPartyRow,
  type ContractRow,
} from './contracts-repository.js';

/** A contract's rows as the Contract of SPEC 3, in the api's snake_case. */

function toEntity(party: ContractPartyRow): ContractEntity {
  return {
    id: party.id,
    role: party.role,
    is_individual: party.isIndividual,
    name: party.name,
    identifier: party.identifier,
    identifier_country: party.identifierCountry,
    phones: party.phones,
    emails: party.emails,
    agents: party.agents,
  };
}

export function toContract(
  row: ContractRow,
  parties: readonly ContractPartyRow[],
  collaborators: readonly ContractCollaboratorRow[],
): Contract {
  const side = (role: ContractPartyRole) => parties.filter((p) => p.role === role).map(toEntity);
  return {
    id: row.id,
    status: row.status,
    committed: row.status !== 'draft',
    sign_type: row.signType,
    skip_id_check: row.skipIdCheck,
    collaborators: collaborators.map((c) => ({
      id: c.id,
      user_id: c.userId,
      access_type: c.accessType,
    })),
    landlords: side('landlord'),
    tenants: side('tenant'),
    payout_method: row.payoutMethod,
    real_estate: row.realEstate,
    utilities: row.utilities,
    termination_reasons: row.terminationReasons,
    listing_type: row.listingType ? { tag: row.listingType } : null,
    special_group_usage: row.specialGroupUsage,
    rooms: row.rooms,
    start_date: row.startDate,
    end_date: row.endDate,
    is_definite: row.isDefinite,
    termination_term_length: row.terminationTermLength,
    price: row.price,
    currency: row.currency,
    insurance_type: row.insuranceType,
    insurance_amount: row.insuranceAmount,
    pre_paid_rent_amount: row.prePaidRentAmount,
    pre_paid_rent_months: row.prePaidRentMonths,
    is_indexed: row.isIndexed,
    index_base_month: row.indexBaseMonth,
    index_base_value: row.indexBaseValue,
    payee: row.payee,
    payor: row.payor,
    paid_with_cash: row.paidWithCash,
    restrictions: row.restrictions,
    fire_hazard_smoke_detectors: row.fireHazardSmokeDetectors,
    fire_hazard_hand_fire_extinguishers: row.fireHazardHandFireExtinguishers,
    fire_hazard_escape_routes: row.fireHazardEscapeRoutes,
    fire_hazard_comply_declaration: row.fireHazardComplyDeclaration,
    smoke_detector_count: row.smokeDetectorCount,
    amenities: row.amenities,
    fixtures_description: row.fixturesDescription,
    maintenance: row.maintenance,
    valid_steps: row.validSteps,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Contracts with their parties and collaborators: two queries for any number of rows. */
export async function loadContracts(
  db: Db | Tx,
  rows: readonly ContractRow[],
): Promise<Contract[]> {
  const ids = rows.map((r) => r.id);
  const [parties, collaborators] = await readTogether(db, [
    () => listContractParties(db, ids),
    () => listContractCollaborators(db, ids),
  ]);
  return rows.map((row) =>
    toContract(
      row,
      parties.filter((p) => p.contractId === row.id),
      collaborators.filter((c) => c.contractId === row.id),
    ),
  );
}

export async function loadContract(db: Db | Tx, row: ContractRow): Promise<Contract> {
  return (await loadContracts(db, [row]))[0]!;
}
