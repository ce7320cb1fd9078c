import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES } from '@leiga/domain';
import { contractSigningProcesses } from '../src/db/schema/index.js';
import { createTestApp, type Session, type TestApp } from './helpers.js';
import type { ContractPageBody } from './support/contracts.js';
import {
  findSigningToken,
  getSignatureStatus,
  type SignerViewBody,
} from './support/contracts-signing.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedListings: 4 });
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives Jón and Anna contracts in several states, the complete ones ready for signing', async () => {
    for (const role of ['landlord', 'tenant'] as const) {
      const session = await t.as(role);
      const reply = await t.call<ContractPageBody & { results: { status: string }[] }>(
        'GET',
        '/api/contracts/',
        { token: session.access },
      );
      expect(reply.status).toBe(200);
      const statuses = reply.body.results.map((c) => c.status);
      expect(statuses).toEqual(expect.arrayContaining(['draft', 'committed', 'signed']));
      const draft = reply.body.results.find((c) => c.status === 'draft')!;
      const invalid = draft.valid_steps.filter((s) => !s.is_valid).map((s) => s.step_name);
      expect(invalid).toEqual(['preview']);
    }
    const kristin = await t.as('otherTenant');
    const theirs = await t.call<ContractPageBody>('GET', '/api/contracts/', {
      token: kristin.access,
    });
    expect(theirs.body.count).toBe(0);
  });

  it('gives Jón, Magnús and Anna a contract in every state', async () => {
    const sessions: [string, Session][] = [
      ['Jón', await t.as('landlord')],
      ['Magnús', await t.login('magnus@leiga.is')],
      ['Anna', await t.as('tenant')],
    ];
    for (const [who, session] of sessions) {
      const reply = await t.call<ContractPageBody>('GET', '/api/contracts/?page_size=100', {
        token: session.access,
      });
      const statuses = new Set(reply.body.results.map((c) => c.status));
      expect([...statuses].sort(), who).toEqual([...CONTRACT_STATUSES].sort());
    }
  });

  it('has each landlord’s signing contract in the e-signature sandbox: the landlord signed, Anna not yet', async () => {
    const anna = await t.as('tenant');
    for (const landlord of [await t.as('landlord'), await t.login('magnus@leiga.is')]) {
      const list = await t.call<ContractPageBody>('GET', '/api/contracts/?page_size=100', {
        token: landlord.access,
      });
      const signing = list.body.results.find((c) => c.status === 'signing')!;
      const status = await getSignatureStatus(t, anna, signing.id);
      expect(status.process?.status).toBe('pending');
      expect(status.signers.map((s) => [s.role, s.status]).sort()).toEqual([
        ['landlord', 'signed'],
        ['tenant', 'pending'],
      ]);
      // The hash is that of the PDF kept with the process.
      const [process] = await t.db
        .select()
        .from(contractSigningProcesses)
        .where(eq(contractSigningProcesses.contractId, signing.id));
      const kept = await t.app.ctx.storage.get(process!.documentStorageKey!);
      expect(createHash('sha256').update(kept!).digest('hex')).toBe(status.process?.document_hash);
    }
    // Anna's link (the newest: Magnús's lease) opens her pending signature in the sandbox.
    const token = await findSigningToken(t, 'anna@leiga.is');
    const view = await t.call<SignerViewBody & { document_hash: string }>(
      'GET',
      `/api/sandbox/e-sign/${token}/`,
    );
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ name: 'Anna Sigurðardóttir', status: 'pending' });
  });
});
