import { eq } from 'drizzle-orm';
import { contractCollaborators, contractParties, contracts } from '../../src/db/schema/index.js';
import type { Session, TestApp } from '../helpers.js';

/** What the tests read of a contract answer. */
export type ContractBody = {
  id: number;
  status: string;
  committed: boolean;
  sign_type: string | null;
  price: number | null;
  termination_term_length: number | null;
  insurance_amount: number | null;
  landlords: { name: string; identifier: string }[];
  tenants: { name: string; identifier: string }[];
  real_estate: { address: { street: string; postal_code: string } } | null;
  valid_steps: { step_name: string; is_valid: boolean }[];
};
export type ContractPageBody = { count: number; next: string | null; results: ContractBody[] };

export const ANNA_KT = '1203942319';

export async function createDraft(
  t: TestApp,
  session: Session,
  body: Record<string, unknown> = {},
): Promise<ContractBody> {
  const reply = await t.call<ContractBody>('POST', '/api/contracts/', {
    token: session.access,
    body,
  });
  if (reply.status !== 201)
    throw new Error(`create contract: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A tenant on the lease, by kennitala (how a party finds their contracts without a link). */
export async function addTenantParty(
  t: TestApp,
  contractId: number,
  party: { name: string; identifier: string },
): Promise<void> {
  await t.db
    .insert(contractParties)
    .values({ contractId, role: 'tenant', emails: [{ email: 'leigjandi@example.is' }], ...party });
}

export async function addCollaborator(
  t: TestApp,
  contractId: number,
  userId: number,
  accessType: 'R' | 'W',
): Promise<void> {
  await t.db.insert(contractCollaborators).values({ contractId, userId, accessType });
}

/** Every field a rule of SPEC 5 asks for, as the wizard's steps would send them. */
export const COMPLETE_PATCH = {
  listing_type: { tag: 'apartment' },
  special_group_usage: 'none',
  rooms: 3,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  is_definite: true,
  termination_term_length: 3,
  price: 250_000,
  currency: 'ISK',
  insurance_type: 'deposit',
  insurance_amount: 500_000,
  paid_with_cash: true,
  fire_hazard_smoke_detectors: true,
  fire_hazard_hand_fire_extinguishers: true,
  fire_hazard_escape_routes: true,
  fire_hazard_comply_declaration: true,
  smoke_detector_count: 1,
};

/**
 * A draft every step before signing accepts. The property and the parties' contacts have no
 * route of their own yet (later slices of #14), so they are written to the table directly.
 */
export async function completeContract(
  t: TestApp,
  session: Session,
  contractId: number,
): Promise<ContractBody> {
  await t.db
    .update(contracts)
    .set({
      realEstate: {
        landreg_id: 'L102345',
        address: { street: 'Laugavegur 1', postal_code: '101' },
        units: [],
      },
    })
    .where(eq(contracts.id, contractId));
  await t.db
    .update(contractParties)
    .set({ phones: [{ country_code: '354', number: '6151234' }] })
    .where(eq(contractParties.contractId, contractId));
  const reply = await t.call<ContractBody>('PATCH', `/api/contracts/${contractId}/`, {
    token: session.access,
    body: COMPLETE_PATCH,
  });
  if (reply.status !== 200)
    throw new Error(`complete contract: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}
