import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@leiga/domain';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import {
  addCollaborator,
  addTenantParty,
  completeContract,
  createDraft,
} from './support/contracts.js';
import { injectSender } from './support/contracts-signing.js';
import { createSignedContract, publishSigned, settledSubmission } from './support/registration.js';
import { ANNA_KT } from './support/contracts.js';

/**
 * The batch reads the graph uses for a page of contracts: for every caller, each contract's
 * entry in a batch answer is exactly what the single read answers that caller, and a contract
 * whose single read is a 404 is left out.
 */
type ContractItem = { contract_id: number };
type Batch = { results: ContractItem[] };

let t: TestApp;
let jon: Session;
let anna: Session;
let reader: Session;
let kristin: Session;
let staff: Session;
let stranger: Session;
/** Signing (a process and signers), special terms and everyone's private notes. */
let signing: number;
/** Signed and registered with HMS. */
let registered: number;
/** A draft of another landlord's that the others do not see. */
let foreign: number;

const post = async (session: Session, url: string, body?: unknown) => {
  const reply = await t.call('POST', url, { token: session.access, body });
  if (reply.status >= 300) throw new Error(`${url}: ${reply.status} ${JSON.stringify(reply.body)}`);
};

beforeAll(async () => {
  t = await createTestApp({ esignSchedulerIntervalMs: 0, eidSandboxDelayMs: 0 });
  t.app.ctx.providers.eSignatureSandbox.useSender(injectSender(t));
  [jon, anna, kristin, staff, reader] = await Promise.all([
    t.as('landlord'),
    t.as('tenant'),
    t.as('otherTenant'),
    t.as('staff'),
    t.register(),
  ]);
  stranger = await t.register({ user_type: 'LL', full_name: 'Sigríður Annar' });

  signing = (await createDraft(t, jon)).id;
  await addTenantParty(t, signing, { name: 'Anna Sigurðardóttir', identifier: ANNA_KT });
  await completeContract(t, jon, signing);
  await post(jon, `/api/contracts/${signing}/special-terms/`, { text: 'Gæludýr leyfð.' });
  await post(jon, `/api/contracts/${signing}/special-terms/`, { text: 'Reykingar bannaðar.' });
  await post(jon, `/api/contracts/${signing}/commit/`, { sign_type: 'electronic' });
  await post(jon, `/api/contracts/${signing}/signing/`);

  registered = await createSignedContract(t, jon);
  await publishSigned(t, registered);
  await settledSubmission(t, registered);

  foreign = (await createDraft(t, stranger)).id;
  await post(stranger, `/api/contracts/${foreign}/special-terms/`, { text: 'Annars manns.' });

  for (const id of [signing, registered]) await addCollaborator(t, id, reader.userId, 'R');
  for (const session of [jon, anna, reader, staff])
    await post(session, `/api/contracts/${signing}/private-notes/`, {
      text: `Minnispunktur ${session.userId}`,
    });
  await post(stranger, `/api/contracts/${foreign}/private-notes/`, { text: 'Mitt.' });
});
afterAll(() => t.close());

type Kind = {
  batch: string;
  single: (id: number) => string;
  /** A contract's part of the batch answer, shaped as its single read answers. */
  entryOf: (batch: Batch, id: number) => unknown;
};

const listOf = (batch: Batch, id: number) => ({
  results: batch.results.filter((item) => item.contract_id === id),
});
const itemOf = (batch: Batch, id: number) => batch.results.find((item) => item.contract_id === id);

const KINDS: Kind[] = [
  {
    batch: '/api/contracts/e-signatures/',
    single: (id) => `/api/contracts/${id}/e-signature/`,
    entryOf: itemOf,
  },
  {
    batch: '/api/contracts/hms-submissions/',
    single: (id) => `/api/contracts/${id}/hms/`,
    entryOf: (batch, id) => {
      const item = itemOf(batch, id);
      if (!item) return undefined;
      const { contract_id: _, ...rest } = item as ContractItem & { submission: unknown };
      return rest;
    },
  },
  {
    batch: '/api/contracts/special-terms/',
    single: (id) => `/api/contracts/${id}/special-terms/`,
    entryOf: listOf,
  },
  {
    batch: '/api/contracts/private-notes/',
    single: (id) => `/api/contracts/${id}/private-notes/`,
    entryOf: listOf,
  },
];

const readBatch = (kind: Kind, session: Session | null, ids: string) =>
  t.call<Batch>('GET', `${kind.batch}?contracts=${ids}`, { token: session?.access });

describe('batch reads of contracts (?contracts=)', () => {
  const callers = (): [string, Session][] => [
    ['landlord party', jon],
    ['tenant party', anna],
    ['collaborator R', reader],
    ['other user', kristin],
    ['staff', staff],
    ['another landlord', stranger],
  ];

  it.each(KINDS.map((k) => [k.batch, k] as const))(
    '%s answers each contract as its single read does, for every kind of caller',
    async (_path, kind) => {
      const ids = [signing, registered, foreign];
      for (const [who, session] of callers()) {
        const batch = await readBatch(kind, session, `${ids.join(',')},999999`);
        expect(batch.status, who).toBe(200);
        for (const id of ids) {
          const single = await t.call('GET', kind.single(id), { token: session.access });
          const entry = kind.entryOf(batch.body, id);
          if (single.status === 404) {
            expect(itemOf(batch.body, id), `${who} may not see ${id}`).toBeUndefined();
          } else {
            expect(single.status, `${who} reading ${id}`).toBe(200);
            expect(entry, `${who} reading ${id}`).toEqual(single.body);
          }
        }
      }
    },
  );

  it('shows what the callers see: the signing process, the submission, the terms', async () => {
    const ids = `${signing},${registered},${foreign}`;
    const [signatures, submissions, terms] = await Promise.all([
      readBatch(KINDS[0]!, reader, ids),
      readBatch(KINDS[1]!, reader, ids),
      readBatch(KINDS[2]!, reader, ids),
    ]);
    expect(signatures.body.results.map((r) => r.contract_id)).toEqual([signing, registered]);
    expect(itemOf(signatures.body, signing)).toMatchObject({
      contract_status: 'signing',
      process: { status: 'pending' },
    });
    expect(itemOf(submissions.body, registered)).toMatchObject({
      submission: { contract_id: registered, status: 'registered' },
    });
    expect(itemOf(submissions.body, signing)).toEqual({ contract_id: signing, submission: null });
    expect(terms.body.results.map((r) => r.contract_id)).toEqual([signing, signing]);
  });

  it('keeps private notes author-only: each caller reads their own and no one else’s', async () => {
    for (const session of [jon, anna, reader, staff]) {
      const notes = await readBatch(KINDS[3]!, session, `${signing},${foreign}`);
      expect(
        (notes.body.results as (ContractItem & { text: string })[]).map((n) => n.text),
      ).toEqual([`Minnispunktur ${session.userId}`]);
    }
    const own = await readBatch(KINDS[3]!, stranger, `${signing},${foreign}`);
    expect(own.body.results).toEqual([
      expect.objectContaining({ contract_id: foreign, text: 'Mitt.' }),
    ]);
  });

  it('refuses the anonymous (401), malformed ids and more than a page of ids (400)', async () => {
    const tooMany = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, i) => i + 1).join(',');
    for (const kind of KINDS) {
      expect((await readBatch(kind, null, String(signing))).status, kind.batch).toBe(401);
      for (const bad of ['a,b', '', '1,,2', '-1', '99999999999', tooMany]) {
        const reply = await readBatch(kind, staff, bad);
        expect(reply.status, `${kind.batch} ${bad.slice(0, 20)}`).toBe(400);
      }
      expect((await t.call('GET', kind.batch, { token: staff.access })).status).toBe(400);
    }
  });
});
