import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ApiErrorBody, type Session, type TestApp } from './helpers.js';
import { addCollaborator } from './support/contracts.js';
import {
  createCommittedContract,
  findSigningToken,
  getSignatureStatus,
  injectSender,
  signAs,
} from './support/contracts-signing.js';

let t: TestApp;
let jon: Session;
let anna: Session;
let kristin: Session;
let editor: Session;

beforeAll(async () => {
  t = await createTestApp({ esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna, kristin, editor] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.register(),
  ]);
});
afterAll(() => t.close());

type UrlReply = { url: string } & ApiErrorBody;
const getUrl = (id: number, session?: Session) =>
  t.call<UrlReply>('GET', `/api/contracts/${id}/signing-url/`, { token: session?.access });
const tokenOf = (url: string) => /\/sandbox\/e-sign\/([A-Za-z0-9_-]+)\/$/.exec(url)?.[1];

/** What the graph reads for a page of contracts: the batch of e-signature views. */
async function getBatchViewerCanSign(session: Session, id: number): Promise<boolean | undefined> {
  const reply = await t.call<{ results: { contract_id: number; viewer_can_sign: boolean }[] }>(
    'GET',
    `/api/contracts/e-signatures/?contracts=${id}`,
    { token: session.access },
  );
  return reply.body.results.find((r) => r.contract_id === id)?.viewer_can_sign;
}

describe('a signer’s own signing link', () => {
  it('gives each pending signer their own link and nobody anyone else’s', async () => {
    const id = await createCommittedContract(t, jon, 'electronic');
    await addCollaborator(t, id, editor.userId, 'W');

    // Before signing starts nobody can sign.
    expect((await getSignatureStatus(t, anna, id)).viewer_can_sign).toBe(false);
    const early = await getUrl(id, anna);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('not_signing');

    const started = await t.call('POST', `/api/contracts/${id}/signing/`, { token: jon.access });
    expect(started.status).toBe(201);

    // The tenant and the landlord each may sign, and each gets the link they were sent.
    expect((await getSignatureStatus(t, anna, id)).viewer_can_sign).toBe(true);
    expect((await getSignatureStatus(t, jon, id)).viewer_can_sign).toBe(true);
    const annaUrl = await getUrl(id, anna);
    const jonUrl = await getUrl(id, jon);
    expect(annaUrl.status).toBe(200);
    expect(jonUrl.status).toBe(200);
    const annaToken = await findSigningToken(t, 'leigjandi@example.is');
    const jonToken = await findSigningToken(t, 'jon@leiga.is');
    expect(tokenOf(annaUrl.body.url)).toBe(annaToken);
    expect(tokenOf(jonUrl.body.url)).toBe(jonToken);

    // A collaborator who edits the lease is no signer; a stranger does not see the contract.
    expect((await getSignatureStatus(t, editor, id)).viewer_can_sign).toBe(false);
    expect((await getUrl(id, editor)).status).toBe(403);
    expect((await getUrl(id, kristin)).status).toBe(404);
    expect((await getUrl(id)).status).toBe(401);

    // The status view carries no link, whoever reads it.
    for (const session of [anna, jon, editor]) {
      const body = JSON.stringify(await getSignatureStatus(t, session, id));
      expect(body).not.toContain(annaToken);
      expect(body).not.toContain(jonToken);
    }

    // The tenant signs: their link is spent, the landlord's is still theirs.
    expect((await signAs(t, annaToken)).status).toBe('signed');
    expect((await getSignatureStatus(t, anna, id)).viewer_can_sign).toBe(false);
    const after = await getUrl(id, anna);
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('already_done');
    expect(await getBatchViewerCanSign(anna, id)).toBe(false);
    expect(await getBatchViewerCanSign(jon, id)).toBe(true);
    expect(tokenOf((await getUrl(id, jon)).body.url)).toBe(jonToken);

    // Once everyone has signed there is nothing left to sign.
    expect((await signAs(t, jonToken)).status).toBe('signed');
    const done = await getSignatureStatus(t, jon, id);
    expect(done.contract_status).toBe('signed');
    expect(done.viewer_can_sign).toBe(false);
    expect((await getUrl(id, jon)).body.code).toBe('not_signing');
  });

  it('answers 404 for a contract that does not exist', async () => {
    expect((await getUrl(999_999, anna)).status).toBe(404);
  });
});
