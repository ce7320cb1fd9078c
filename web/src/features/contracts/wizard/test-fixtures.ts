import { CONTRACT_STEPS } from '@leiga/domain';
import type { ContractDetail } from '../model';

/**
 * A draft as the graph answers ContractDetail_contract (with __typename, the way Apollo's cache
 * stores it): Jón's lease of Grettisgata 12 with Kristín, the rent step still open.
 */
export function contractFixture(overrides: Partial<ContractDetail> = {}): ContractDetail {
  const party = (role: 'LANDLORD' | 'TENANT', name: string, identifier: string) => ({
    __typename: 'ContractEntity' as const,
    id: identifier,
    role,
    name,
    identifier,
    identifierCountry: 'IS',
    isIndividual: true,
    phones: [{ __typename: 'ContractPhone' as const, countryCode: '354', number: '6901234' }],
    emails: [{ __typename: 'ContractEmail' as const, email: `${identifier}@leiga.is` }],
    agents: [],
  });
  return {
    __typename: 'Contract',
    id: '7',
    status: 'DRAFT',
    committed: false,
    signType: null,
    skipIdCheck: false,
    viewerAccess: 'EDIT',
    viewerCanEdit: true,
    startDate: '2027-03-01',
    endDate: null,
    isDefinite: false,
    terminationTermLength: 3,
    price: null,
    currency: 'ISK',
    updatedAt: '2026-11-20T10:00:00Z',
    listingType: 'APARTMENT',
    specialGroupUsage: 'NONE',
    rooms: 3,
    insuranceType: null,
    insuranceAmount: null,
    prePaidRentAmount: null,
    prePaidRentMonths: null,
    isIndexed: false,
    indexBaseMonth: null,
    indexBaseValue: null,
    paidWithCash: true,
    fireHazardSmokeDetectors: false,
    fireHazardHandFireExtinguishers: false,
    fireHazardEscapeRoutes: false,
    fireHazardComplyDeclaration: false,
    smokeDetectorCount: null,
    amenities: null,
    fixturesDescription: null,
    maintenance: null,
    landlords: [party('LANDLORD', 'Jón Guðmundsson', '1203894569')],
    tenants: [party('TENANT', 'Kristín Þórsdóttir', '0101302989')],
    payee: null,
    payor: null,
    payoutMethod: null,
    realEstate: {
      __typename: 'ContractRealEstate',
      landregId: 'L102345',
      address: { __typename: 'ContractAddress', street: 'Grettisgata 12', postalCode: '101' },
      units: [],
    },
    utilities: [],
    restrictions: { __typename: 'ContractRestrictions', sexAllowed: 0, sexAllowedReason: null },
    terminationReasons: [],
    validSteps: CONTRACT_STEPS.map((stepName) => ({
      __typename: 'ContractValidStep' as const,
      stepName,
      isValid: !['rent-and-securities', 'reports-and-documents', 'preview'].includes(stepName),
    })),
    ...overrides,
  } as ContractDetail;
}
