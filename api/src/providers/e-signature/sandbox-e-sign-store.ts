import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import { getSigningExpiry } from '@leiga/domain';
import type { Db, Tx } from '../../db/client.js';
import { sandboxSigners, sandboxSigningProcesses } from '../../db/schema/index.js';
import { ESignatureError, type CreateSigningProcess } from './e-signature-provider.js';
import { enqueueWebhook } from './sandbox-e-sign-webhooks.js';

export type SandboxProcessRow = typeof sandboxSigningProcesses.$inferSelect;
export type SandboxSignerRow = typeof sandboxSigners.$inferSelect;

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/**
 * The e-signature sandbox's tables: every change happens in a transaction that also queues its
 * webhook, so the service never forgets to tell the api.
 */
export class SandboxSigningStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async insertProcess(request: CreateSigningProcess): Promise<SandboxProcessRow> {
    const createdAt = this.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sandboxSigningProcesses)
        .values({
          id: newId('sp_'),
          reference: request.reference,
          idempotencyKey: request.idempotencyKey,
          documentHash: request.documentHash,
          requiresAuth: request.requiresAuth,
          meta: { ...request.meta, title: request.title },
          expiresAt: getSigningExpiry(createdAt),
          createdAt,
        })
        .returning();
      const signers = await tx
        .insert(sandboxSigners)
        .values(
          request.signers.map((s) => ({
            id: newId('si_'),
            processId: row!.id,
            reference: s.reference,
            token: randomBytes(24).toString('base64url'),
            name: s.name,
            kennitala: s.kennitala,
            phone: s.phone,
            email: s.email,
            language: s.language,
          })),
        )
        .returning();
      await enqueueWebhook(tx, row!, 'created', { signers });
      return row!;
    });
  }

  /** Ends a process still open; false when it had already ended. */
  async endProcess(process: SandboxProcessRow, status: 'cancelled' | 'expired'): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(sandboxSigningProcesses)
        .set({ status, endedAt: this.now() })
        .where(
          and(
            eq(sandboxSigningProcesses.id, process.id),
            eq(sandboxSigningProcesses.status, 'created'),
          ),
        )
        .returning();
      if (ended) await enqueueWebhook(tx, ended, status);
      return !!ended;
    });
  }

  /** Records a signature; the last one completes the process (`all_signed`). */
  async recordSignature(process: SandboxProcessRow, signer: SandboxSignerRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The process row's lock orders signers who finish at once: one of them sees all signed.
      const [locked] = await tx
        .select()
        .from(sandboxSigningProcesses)
        .where(eq(sandboxSigningProcesses.id, process.id))
        .for('update');
      if (locked?.status !== 'created') return;
      const [signed] = await tx
        .update(sandboxSigners)
        .set({ status: 'signed', signedAt: this.now(), eidRef: null })
        .where(and(eq(sandboxSigners.id, signer.id), ne(sandboxSigners.status, 'signed')))
        .returning();
      if (!signed) return;
      await enqueueWebhook(tx, locked, 'signed', { signer: signed });
      const signers = await this.listSigners(process.id, tx);
      if (signers.some((s) => s.status !== 'signed')) return;
      await tx
        .update(sandboxSigningProcesses)
        .set({ status: 'completed', endedAt: this.now() })
        .where(eq(sandboxSigningProcesses.id, process.id));
      await enqueueWebhook(tx, locked, 'all_signed', { signers });
    });
  }

  async recordDecline(signer: SandboxSignerRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [declined] = await tx
        .update(sandboxSigners)
        .set({ status: 'declined', eidRef: null })
        .where(and(eq(sandboxSigners.id, signer.id), ne(sandboxSigners.status, 'signed')))
        .returning();
      const process = await this.getProcess(signer.processId, tx);
      if (declined) await enqueueWebhook(tx, process, 'declined', { signer: declined });
    });
  }

  async setEidRef(signerId: string, eidRef: string): Promise<void> {
    await this.db.update(sandboxSigners).set({ eidRef }).where(eq(sandboxSigners.id, signerId));
  }

  async findByKey(key: string): Promise<SandboxProcessRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxSigningProcesses)
      .where(eq(sandboxSigningProcesses.idempotencyKey, key))
      .limit(1);
    return row;
  }

  async getProcess(processId: string, db: Db | Tx = this.db): Promise<SandboxProcessRow> {
    const [row] = await db
      .select()
      .from(sandboxSigningProcesses)
      .where(eq(sandboxSigningProcesses.id, processId))
      .limit(1);
    if (!row) throw new ESignatureError('not_found', 'No such signing process.');
    return row;
  }

  listExpired(now: Date): Promise<SandboxProcessRow[]> {
    return this.db
      .select()
      .from(sandboxSigningProcesses)
      .where(
        and(
          eq(sandboxSigningProcesses.status, 'created'),
          lte(sandboxSigningProcesses.expiresAt, now),
        ),
      );
  }

  listSigners(processId: string, db: Db | Tx = this.db): Promise<SandboxSignerRow[]> {
    return db
      .select()
      .from(sandboxSigners)
      .where(eq(sandboxSigners.processId, processId))
      .orderBy(asc(sandboxSigners.createdAt), asc(sandboxSigners.id));
  }

  /** The given signers of a process who have not signed. */
  listUnsigned(processId: string, signerIds: readonly string[]): Promise<SandboxSignerRow[]> {
    return this.db
      .select()
      .from(sandboxSigners)
      .where(
        and(
          eq(sandboxSigners.processId, processId),
          inArray(sandboxSigners.id, [...signerIds]),
          ne(sandboxSigners.status, 'signed'),
        ),
      );
  }

  async findSigner(
    token: string,
  ): Promise<{ process: SandboxProcessRow; signer: SandboxSignerRow }> {
    const [signer] = await this.db
      .select()
      .from(sandboxSigners)
      .where(eq(sandboxSigners.token, token))
      .limit(1);
    if (!signer) throw new ESignatureError('not_found', 'No such signing link.');
    return { process: await this.getProcess(signer.processId), signer };
  }
}
