import { describe, expect, it } from 'vitest';
import {
  HMS_RETRY,
  getHmsRetryDelayMs,
  hasHmsAttemptsLeft,
  toHmsLease,
  validateHmsLease,
  type Contract,
} from '../src/index.js';
import {
  AGENT_KT,
  COMPANY_KT,
  LANDLORD_KT,
  TENANT_KT,
  makeAgent,
  makeContract,
  makeParty,
} from './contract-fixture.js';

const KEY = 'leiga-1-1-abc';
const lease = (overrides: Partial<Contract> = {}) => toHmsLease(makeContract(overrides), KEY);
const errorsOf = (overrides: Partial<Contract>) => validateHmsLease(lease(overrides));

describe('the contract as HMS’s LeaseApplication', () => {
  it('maps parties, property, period, rent, security and fire protection', () => {
    expect(lease()).toEqual({
      applicationId: KEY,
      landlords: [
        {
          nationalId: LANDLORD_KT,
          name: 'Jón Jónsson',
          email: 'party00001@example.is',
          phone: '+3546100001',
          isRepresentative: false,
        },
      ],
      tenants: [expect.objectContaining({ nationalId: TENANT_KT, isRepresentative: false })],
      property: {
        address: 'Laugavegur 1',
        zip: '101',
        landCode: 'L102345',
        appraisalUnits: [
          {
            propertyId: '2001234',
            unitCode: '010101',
            floor: '01',
            apartmentNumber: '01',
            size: 75,
            rooms: 3,
          },
        ],
        type: 'House_Apartment',
        specialGroup: 'No',
      },
      lease: {
        startDate: '2025-07-01',
        endDate: '2026-06-30',
        isFixedTerm: true,
        rent: {
          amount: 250_000,
          currency: 'ISK',
          index: 'None',
          indexBaseMonth: null,
          indexRate: null,
        },
        securityDeposit: { type: 'Capital', amount: 750_000 },
        fireProtections: { smokeDetectors: 1, fireExtinguisher: true, emergencyExits: true },
        descriptionInput: null,
      },
    });
    expect(errorsOf({})).toEqual({});
  });

  it.each<[string, Partial<Contract>, (l: ReturnType<typeof lease>) => unknown, unknown]>([
    ['a room', { listing_type: { tag: 'room' } }, (l) => l.property.type, 'Room'],
    ['an office', { listing_type: { tag: 'office' } }, (l) => l.property.type, 'Commercial'],
    [
      'student housing',
      { special_group_usage: 'student' },
      (l) => l.property.specialGroup,
      'Student',
    ],
    ['an open-ended lease', { is_definite: false }, (l) => l.lease.endDate, null],
    [
      'CPI indexation',
      { is_indexed: true, index_base_month: '2025M06', index_base_value: 640.2 },
      (l) => l.lease.rent,
      expect.objectContaining({
        index: 'ConsumerPriceIndex',
        indexBaseMonth: '2025M06',
        indexRate: 640.2,
      }),
    ],
    [
      'no security',
      { insurance_type: null, insurance_amount: null },
      (l) => l.lease.securityDeposit,
      null,
    ],
    [
      'a bank guarantee',
      { insurance_type: 'bank_guarantee' },
      (l) => l.lease.securityDeposit?.type,
      'BankGuarantee',
    ],
    [
      'a changed unit size',
      {
        real_estate: {
          ...makeContract().real_estate!,
          units: [{ ...makeContract().real_estate!.units[0]!, changed_size: 70 }],
        },
      },
      (l) => l.property.appraisalUnits[0]?.size,
      70,
    ],
  ])('maps %s', (_name, overrides, read, expected) => {
    expect(read(lease(overrides))).toEqual(expected);
  });

  it('sends the register’s fastanúmer (F2001234) as the seven digits HMS takes', () => {
    const base = makeContract();
    const unit = { ...base.real_estate!.units[0]!, property_code: 'F2001234' };
    const mapped = lease({ real_estate: { ...base.real_estate!, units: [unit] } });
    expect(mapped.property.appraisalUnits[0]!.propertyId).toBe('2001234');
    expect(validateHmsLease(mapped)).toEqual({});
  });

  it('sends a company landlord with its agent as representative', () => {
    const company = makeParty('landlord', {
      name: 'Leiguhús ehf.',
      identifier: COMPANY_KT,
      is_individual: false,
      agents: [makeAgent()],
    });
    const people = lease({ landlords: [company] }).landlords;
    expect(people.map((p) => [p.nationalId, p.isRepresentative])).toEqual([
      [COMPANY_KT, false],
      [AGENT_KT, true],
    ]);
  });
});

describe('what HMS needs', () => {
  const realEstate = makeContract().real_estate!;
  it.each<[string, Partial<Contract>, Record<string, string>]>([
    [
      'no units',
      { real_estate: { ...realEstate, units: [] } },
      { 'property.appraisalUnits': 'contracts.hms.errors.units' },
    ],
    [
      'no land number',
      { real_estate: { ...realEstate, landreg_id: null } },
      { 'property.landCode': 'contracts.hms.errors.land_code' },
    ],
    [
      'no property',
      { real_estate: null },
      {
        'property.address': 'contracts.hms.errors.address',
        'property.zip': 'contracts.hms.errors.zip',
        'property.landCode': 'contracts.hms.errors.land_code',
        'property.appraisalUnits': 'contracts.hms.errors.units',
      },
    ],
    ['no tenant', { tenants: [] }, { tenants: 'contracts.hms.errors.tenants' }],
    [
      'a foreign tenant without kennitala',
      { tenants: [makeParty('tenant', { identifier: 'X1234567', identifier_country: 'PL' })] },
      { 'tenants.0.nationalId': 'contracts.hms.errors.national_id' },
    ],
    [
      'a landlord without e-mail',
      { landlords: [makeParty('landlord', { emails: [] })] },
      { 'landlords.0.email': 'contracts.hms.errors.email' },
    ],
    [
      'a tenant without phone',
      { tenants: [makeParty('tenant', { phones: [] })] },
      { 'tenants.0.phone': 'contracts.hms.errors.phone' },
    ],
    [
      'no start date',
      { start_date: null },
      { 'lease.startDate': 'contracts.hms.errors.start_date' },
    ],
    ['no rent', { price: null }, { 'lease.rent.amount': 'contracts.hms.errors.rent' }],
    [
      'rent in euros',
      { currency: 'EUR' },
      { 'lease.rent.currency': 'contracts.hms.errors.currency' },
    ],
  ])('refuses %s', (_name, overrides, errors) => {
    expect(errorsOf(overrides)).toEqual(errors);
  });
});

describe('the retry schedule', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [6, 960_000],
    [20, HMS_RETRY.maxDelayMs],
  ])('waits after attempt %i for %i ms', (attempt, ms) => {
    expect(getHmsRetryDelayMs(attempt)).toBe(ms);
  });

  it('allows the attempts up to the limit', () => {
    expect(hasHmsAttemptsLeft(HMS_RETRY.maxAttempts - 1)).toBe(true);
    expect(hasHmsAttemptsLeft(HMS_RETRY.maxAttempts)).toBe(false);
  });
});
