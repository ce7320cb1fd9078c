import type { Session, TestApp } from '../helpers.js';

/** What the tests read of a guarantee's lifecycle answer. */
export type LifecycleBody = {
  guarantee_id: number;
  contract_id: number | null;
  status: string;
  current_user_role: string;
  signing: { status: string; signed_at: string | null; document_hash: string } | null;
  statement: { sha256: string; issued_at: string } | null;
  cancellation_requests: {
    id: number;
    requested_by_role: string;
    reason: string;
    status: string;
    answer_reason: string | null;
  }[];
  viewer_can_commit: boolean;
  viewer_can_sign: boolean;
  viewer_can_uncommit: boolean;
  viewer_can_request_cancellation: boolean;
  viewer_can_answer_request_id: number | null;
};

/** Anna applies for a guarantee on the contract and is approved (class A2 in the sandbox). */
export async function createApprovedGuarantee(
  t: TestApp,
  tenant: Session,
  contractId: number,
  amount = 300_000,
): Promise<number> {
  const created = await t.call<{ id: number }>('POST', '/api/rental-guarantees/', {
    token: tenant.access,
    body: { contract_id: contractId, amount },
  });
  if (created.status !== 201) throw new Error(`apply: ${created.status}`);
  const assessed = await t.call<{ status: string }>(
    'POST',
    `/api/rental-guarantees/${created.body.id}/assess/`,
    { token: tenant.access, body: { consent: true } },
  );
  if (assessed.body.status !== 'approved') throw new Error(`assess: ${assessed.body.status}`);
  return created.body.id;
}

export const lifecycleUrl = (id: number, suffix = 'lifecycle/') =>
  `/api/rental-guarantees/${id}/${suffix}`;

export async function getLifecycle(t: TestApp, s: Session, id: number): Promise<LifecycleBody> {
  const reply = await t.call<LifecycleBody>('GET', lifecycleUrl(id), { token: s.access });
  if (reply.status !== 200) throw new Error(`lifecycle: ${reply.status}`);
  return reply.body;
}

/** The token in the tenant's own signing link at the sandbox. */
export async function guaranteeSigningToken(t: TestApp, s: Session, id: number): Promise<string> {
  const reply = await t.call<{ url: string }>('GET', lifecycleUrl(id, 'signing-url/'), {
    token: s.access,
  });
  if (reply.status !== 200) throw new Error(`signing-url: ${reply.status}`);
  const token = /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\//.exec(reply.body.url)?.[1];
  if (!token) throw new Error(`not a signing link: ${reply.body.url}`);
  return token;
}
