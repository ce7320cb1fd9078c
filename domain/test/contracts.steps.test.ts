import { describe, expect, it } from 'vitest';
import {
  CONTRACT_STEPS,
  checkContractStep,
  checkPartiesStep,
  checkPeriodStep,
  checkPropertyStep,
  checkSignStep,
  getStepsBlockingCommit,
  getValidSteps,
} from '../src/index.js';
import {
  AGENT_KT,
  COMPANY_KT,
  LANDLORD_KT,
  TENANT_KT,
  expectStepErrors,
  makeAgent,
  makeContract,
  makeParty,
  stepError,
  type StepCase,
} from './contract-fixture.js';

const realEstate = makeContract().real_estate!;

describe('property step (SPEC 5)', () => {
  it.each<StepCase>([
    ['a complete property', {}, []],
    [
      'no real estate chosen',
      { real_estate: null },
      [
        stepError('real_estate.landreg_id', 'validation.required'),
        stepError('real_estate.address.postal_code', 'validation.required'),
      ],
    ],
    [
      'no landreg_id',
      { real_estate: { ...realEstate, landreg_id: null } },
      [stepError('real_estate.landreg_id', 'validation.required')],
    ],
    [
      'a blank landreg_id',
      { real_estate: { ...realEstate, landreg_id: '  ' } },
      [stepError('real_estate.landreg_id', 'validation.required')],
    ],
    [
      'no postal code',
      { real_estate: { ...realEstate, address: { street: 'Laugavegur 1', postal_code: '' } } },
      [stepError('real_estate.address.postal_code', 'validation.required')],
    ],
    [
      'no listing type',
      { listing_type: null },
      [stepError('listing_type.tag', 'validation.required')],
    ],
    [
      'no special group usage',
      { special_group_usage: null },
      [stepError('special_group_usage', 'validation.required')],
    ],
    ['a room with exactly 1 room', { listing_type: { tag: 'room' }, rooms: 1 }, []],
    ['a studio with exactly 1 room', { listing_type: { tag: 'studio' }, rooms: 1 }, []],
    [
      'a room with 2 rooms',
      { listing_type: { tag: 'room' }, rooms: 2 },
      [stepError('rooms', 'validation.rooms_single')],
    ],
    [
      'a studio with 0 rooms',
      { listing_type: { tag: 'studio' }, rooms: 0 },
      [stepError('rooms', 'validation.rooms_single')],
    ],
    [
      'a room without a room count',
      { listing_type: { tag: 'room' }, rooms: null },
      [stepError('rooms', 'validation.rooms_single')],
    ],
    ['an apartment with 0 rooms', { rooms: 0 }, [stepError('rooms', 'validation.rooms')]],
    ['an apartment without a room count', { rooms: null }, []],
    ['a house with 5 rooms', { listing_type: { tag: 'house' }, rooms: 5 }, []],
  ])('%s', (_, overrides, errors) => {
    expectStepErrors(checkPropertyStep, overrides).toEqual(errors);
  });
});

describe('period step (SPEC 5)', () => {
  it.each<StepCase>([
    ['a fixed-term lease with an end date', {}, []],
    ['an indefinite lease without an end date', { is_definite: false, end_date: null }, []],
    ['no start date', { start_date: null }, [stepError('start_date', 'validation.required')]],
    [
      'fixed term or not unanswered',
      { is_definite: null, end_date: null },
      [stepError('is_definite', 'validation.required')],
    ],
    [
      'is_definite without end_date',
      { end_date: null },
      [stepError('end_date', 'validation.end_date_required')],
    ],
    [
      'an end date on the start date',
      { end_date: '2025-07-01' },
      [stepError('end_date', 'validation.end_date_after_start')],
    ],
    [
      'an end date before the start date',
      { end_date: '2025-06-30' },
      [stepError('end_date', 'validation.end_date_after_start')],
    ],
    ['an end date the day after the start', { end_date: '2025-07-02' }, []],
    ['termination_term_length 0', { termination_term_length: 0 }, []],
    [
      'termination_term_length -1',
      { termination_term_length: -1 },
      [stepError('termination_term_length', 'validation.termination_term')],
    ],
    [
      'no termination_term_length',
      { termination_term_length: null },
      [stepError('termination_term_length', 'validation.required')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStepErrors(checkPeriodStep, overrides).toEqual(errors);
  });
});

const company = (overrides: Parameters<typeof makeParty>[1] = {}) =>
  makeParty('landlord', {
    name: 'Leiguhús ehf.',
    identifier: COMPANY_KT,
    is_individual: false,
    agents: [makeAgent()],
    ...overrides,
  });

describe('parties step (SPEC 5)', () => {
  it.each<StepCase>([
    ['one individual landlord and tenant', {}, []],
    ['a company landlord with an individual agent', { landlords: [company()] }, []],
    ['no landlord', { landlords: [] }, [stepError('landlords', 'validation.landlord_required')]],
    ['no tenant', { tenants: [] }, [stepError('tenants', 'validation.tenant_required')]],
    [
      'no parties at all',
      { landlords: [], tenants: [] },
      [
        stepError('landlords', 'validation.landlord_required'),
        stepError('tenants', 'validation.tenant_required'),
      ],
    ],
    [
      'a tenant without a phone',
      { tenants: [makeParty('tenant', { phones: [] })] },
      [stepError('tenants.0.phones', 'validation.phone_required')],
    ],
    [
      'a tenant without an e-mail',
      { tenants: [makeParty('tenant', { emails: [] })] },
      [stepError('tenants.0.emails', 'validation.email_required')],
    ],
    [
      'the second landlord without contacts',
      {
        landlords: [
          makeParty('landlord'),
          makeParty('landlord', { identifier: AGENT_KT, phones: [], emails: [] }),
        ],
      },
      [
        stepError('landlords.1.phones', 'validation.phone_required'),
        stepError('landlords.1.emails', 'validation.email_required'),
      ],
    ],
    [
      'a company without an agent',
      { landlords: [company({ agents: [] })] },
      [stepError('landlords.0.agents', 'validation.agent_required')],
    ],
    [
      'an agent who is a company',
      {
        landlords: [
          company({ agents: [makeAgent({ identifier: COMPANY_KT, is_individual: false })] }),
        ],
      },
      [
        stepError('landlords.0.agents.0.identifier', 'validation.kennitala_not_person'),
        stepError('landlords.0.agents.0.is_individual', 'validation.agent_individual'),
      ],
    ],
    [
      'an agent marked individual but with a company kennitala',
      { landlords: [company({ agents: [makeAgent({ identifier: COMPANY_KT })] })] },
      [stepError('landlords.0.agents.0.identifier', 'validation.kennitala_not_person')],
    ],
    [
      'an agent without phone and e-mail',
      { landlords: [company({ agents: [makeAgent({ phones: [], emails: [] })] })] },
      [
        stepError('landlords.0.agents.0.phones', 'validation.phone_required'),
        stepError('landlords.0.agents.0.emails', 'validation.email_required'),
      ],
    ],
    [
      'a foreign agent who is not an individual',
      {
        landlords: [
          company({
            agents: [
              makeAgent({ identifier: 'X123', identifier_country: 'DE', is_individual: false }),
            ],
          }),
        ],
      },
      [stepError('landlords.0.agents.0.is_individual', 'validation.agent_individual')],
    ],
    [
      'an individual with an agent',
      { tenants: [makeParty('tenant', { agents: [makeAgent()] })] },
      [],
    ],
    [
      'a wrong kennitala',
      { tenants: [makeParty('tenant', { identifier: '1205802099' })] },
      [stepError('tenants.0.identifier', 'validation.kennitala')],
    ],
    [
      'a kennitala written with a hyphen',
      {
        tenants: [
          makeParty('tenant', { identifier: `${TENANT_KT.slice(0, 6)}-${TENANT_KT.slice(6)}` }),
        ],
      },
      [],
    ],
    [
      'an individual with a company kennitala',
      { tenants: [makeParty('tenant', { identifier: COMPANY_KT })] },
      [stepError('tenants.0.identifier', 'validation.kennitala_not_person')],
    ],
    [
      'a company with a person kennitala',
      { landlords: [company({ identifier: LANDLORD_KT })] },
      [stepError('landlords.0.identifier', 'validation.kennitala_not_company')],
    ],
    [
      'a foreign identifier is not checked as a kennitala',
      { tenants: [makeParty('tenant', { identifier: 'AB1234567', identifier_country: 'PL' })] },
      [],
    ],
    [
      'a blank identifier',
      { tenants: [makeParty('tenant', { identifier: ' ' })] },
      [stepError('tenants.0.identifier', 'validation.required')],
    ],
    [
      'a blank name',
      { tenants: [makeParty('tenant', { name: '' })] },
      [stepError('tenants.0.name', 'validation.required')],
    ],
  ])('%s', (_, overrides, errors) => {
    expectStepErrors(checkPartiesStep, overrides).toEqual(errors);
  });
});

describe('sign step and valid_steps', () => {
  it('needs the contract committed', () => {
    expect(checkSignStep({ committed: false }).errors).toEqual([
      stepError('committed', 'validation.not_committed'),
    ]);
    expect(checkSignStep({ committed: true }).isValid).toBe(true);
  });

  it('lists every step of CONTRACT_STEPS in order with its validity', () => {
    const steps = getValidSteps(makeContract({ price: 0 }));
    expect(steps.map((s) => s.step_name)).toEqual([...CONTRACT_STEPS]);
    expect(steps.filter((s) => !s.is_valid).map((s) => s.step_name)).toEqual([
      'rent-and-securities',
      'preview',
    ]);
  });

  it('marks steps without rules valid even on an empty draft', () => {
    const empty = makeContract({ landlords: [], tenants: [], real_estate: null, price: null });
    const valid = getValidSteps(empty)
      .filter((s) => s.is_valid)
      .map((s) => s.step_name);
    expect(valid).toEqual(
      expect.arrayContaining(['amenities', 'special-terms', 'maintenance-and-inspection']),
    );
    expect(valid).not.toContain('parties');
  });

  it('agrees with the step functions', () => {
    const contract = makeContract({ tenants: [], committed: true });
    for (const { step_name, is_valid } of getValidSteps(contract))
      expect(checkContractStep(step_name, contract).isValid).toBe(is_valid);
  });

  it('names the steps that block a commit, never the signing step', () => {
    expect(getStepsBlockingCommit(makeContract())).toEqual([]);
    expect(getStepsBlockingCommit(makeContract({ tenants: [], start_date: null }))).toEqual([
      'period',
      'parties',
    ]);
  });
});
