import { and, eq, sql } from 'drizzle-orm';
import { contractEvents, events } from '../../src/db/schema/index.js';
import type { WebhookSender } from '../../src/providers/e-signature/sandbox-e-sign-webhooks.js';
import { pollUntil, type Session, type TestApp } from '../helpers.js';
import { ANNA_KT, addTenantParty, completeContract, createDraft } from './contracts.js';

/** What the tests read of the e-signature status page. */
export type SignatureStatusBody = {
  contract_id: number;
  contract_status: string;
  process: { id: number; status: string; document_hash: string; expires_at: string | null } | null;
  signers: { id: number; role: string; name: string; status: string; signed_at: string | null }[];
  reminded_signer_ids?: number[];
  viewer_can_sign: boolean;
};

export type SignerViewBody = {
  status: string;
  process_status: string;
  verification_code: string | null;
  name: string;
};

/** A complete contract of Jón's with Anna as tenant, committed with the given sign type. */
export async function createCommittedContract(
  t: TestApp,
  landlord: Session,
  signType: 'electronic' | 'paper',
  tenant: { name: string; identifier: string } = {
    name: 'Anna Sigurðardóttir',
    identifier: ANNA_KT,
  },
  /** Staff committing it waive the signers' electronic-ID check. */
  staff?: Session,
): Promise<number> {
  const { id } = await createDraft(t, landlord);
  await addTenantParty(t, id, tenant);
  await completeContract(t, landlord, id);
  const reply = await t.call('POST', `/api/contracts/${id}/commit/`, {
    token: (staff ?? landlord).access,
    body: { sign_type: signType, skip_id_check: !!staff },
  });
  if (reply.status !== 200)
    throw new Error(`commit: ${reply.status} ${JSON.stringify(reply.body)}`);
  return id;
}

/** The sandbox calls the api's webhook through app.inject (one test goes over real HTTP). */
export function injectSender(t: TestApp): WebhookSender {
  return async ({ headers, body }) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/e-signature/',
      headers,
      payload: body,
    });
    return { status: reply.statusCode };
  };
}

/** The token of the newest signing link the sandbox sent to this e-mail address. */
export async function findSigningToken(t: TestApp, email: string): Promise<string> {
  const messages = await t.outbox(email);
  const link = messages
    .map((m) => /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\//.exec(m.body)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`No signing link to ${email}`);
  return link;
}

/** A signer opens the link, presses sign, and confirms on the phone (the eID sandbox). */
export async function signAs(t: TestApp, token: string): Promise<SignerViewBody> {
  const started = await t.call<SignerViewBody>('POST', `/api/sandbox/e-sign/${token}/`);
  if (started.status !== 200)
    throw new Error(`sign: ${started.status} ${JSON.stringify(started.body)}`);
  const done = await pollUntil(
    () => t.call<SignerViewBody>('POST', `/api/sandbox/e-sign/${token}/status/`),
    (reply) => reply.status !== 200 || reply.body.status !== 'pending',
  );
  return done.body;
}

export async function getSignatureStatus(
  t: TestApp,
  session: Session,
  contractId: number,
): Promise<SignatureStatusBody> {
  const reply = await t.call<SignatureStatusBody>(
    'GET',
    `/api/contracts/${contractId}/e-signature/`,
    {
      token: session.access,
    },
  );
  if (reply.status !== 200) throw new Error(`status: ${reply.status}`);
  return reply.body;
}

/** How many outbox events of a type name this contract. */
export async function countOutboxEvents(t: TestApp, type: string, contractId: number) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(eq(events.type, type), sql`${events.payload}->>'contract_id' = ${String(contractId)}`),
    );
  return row?.n ?? 0;
}

/** The kinds on the contract's timeline, oldest first. */
export async function listTimelineKinds(t: TestApp, contractId: number): Promise<string[]> {
  const rows = await t.db
    .select({ kind: contractEvents.kind })
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contractId))
    .orderBy(contractEvents.id);
  return rows.map((r) => r.kind);
}
