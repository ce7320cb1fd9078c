import type { ApiErrorBody, Session, TestApp } from '../helpers.js';

/** What the parts tests read of a contract answer. */
export type Phone = { id: number; country_code: string; number: string };
export type Email = { id: number; email: string };
export type Party = {
  id: number;
  name: string;
  identifier: string;
  is_individual: boolean;
  phones: Phone[];
  emails: Email[];
  agents: (Omit<Party, 'agents' | 'role'> & { id: number })[];
};
export type Unit = {
  id: number;
  property_code: string;
  unit_code: string;
  size: number;
  changed_size: number | null;
  rooms: number | null;
  fire_insurance_value: number | null;
};
export type Utility = {
  id: number;
  utility: { tag: string };
  price: number | null;
  paid_by_tenant: boolean;
  meter_readings: { id: number; meter_number: string; value: number; read_at: string }[];
};
export type PartsContract = ApiErrorBody & {
  id: number;
  status: string;
  landlords: Party[];
  tenants: Party[];
  real_estate: {
    landreg_id: string | null;
    address: { street: string; postal_code: string };
    units: Unit[];
  } | null;
  utilities: Utility[];
  termination_reasons: { id: number; text: string }[];
  restrictions: { sex_allowed: number; sex_allowed_reason: string | null };
  valid_steps: { step_name: string; is_valid: boolean }[];
};
export type RegistryProperty = {
  property_code: string;
  landreg_id: string;
  address: { street: string; house_number: string; postal_code: string; town: string };
  units: {
    unit_code: string;
    usage: string;
    size: number;
    rooms: number;
    fire_insurance_value: number;
  }[];
};

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function partsClient(t: TestApp) {
  const call = <T = PartsContract>(
    method: Method,
    url: string,
    session: Session | null,
    body?: unknown,
  ) => t.call<T>(method, url, { ...(session ? { token: session.access } : {}), body });

  /** A call that must succeed; its answer's body. */
  const ok = async <T = PartsContract>(
    method: Method,
    url: string,
    session: Session,
    body?: unknown,
  ): Promise<T> => {
    const reply = await call<T>(method, url, session, body);
    if (reply.status !== 200 && reply.status !== 201)
      throw new Error(`${method} ${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  };

  /** The first property the register finds for an address. */
  const findProperty = async (session: Session, q: string): Promise<RegistryProperty> => {
    const page = await ok<{ results: RegistryProperty[] }>(
      'GET',
      `/api/property-registry/?q=${encodeURIComponent(q)}`,
      session,
    );
    if (!page.results[0]) throw new Error(`no property for ${q}`);
    return page.results[0];
  };

  return { call, ok, findProperty };
}

export const isStepValid = (c: PartsContract, step: string) =>
  c.valid_steps.find((s) => s.step_name === step)?.is_valid;

/** A tenant with a phone and an e-mail, as the parties step wants one. */
export const ANNA_TENANT = {
  name: 'Anna Sigurðardóttir',
  identifier: '120394-2319',
  is_individual: true,
  phones: [{ country_code: '354', number: '6612345' }],
  emails: [{ email: 'anna@leiga.is' }],
};
