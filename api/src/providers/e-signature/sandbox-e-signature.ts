import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { EidProvider } from '../eid/eid-provider.js';
import type { EmailProvider } from '../email/email-provider.js';
import type { RegistryProvider } from '../registry/registry-provider.js';
import type { SmsProvider } from '../sms/sms-provider.js';
import {
  ESignatureError,
  type CreateSigningProcess,
  type ESignatureProvider,
  type SigningProcessCreated,
  type SigningProcessState,
} from './e-signature-provider.js';
import { getSigningMessage } from './sandbox-e-sign-messages.js';
import {
  SandboxSigningStore,
  type SandboxProcessRow,
  type SandboxSignerRow,
} from './sandbox-e-sign-store.js';
import {
  WebhookDeliverer,
  type DeliveryReport,
  type WebhookSender,
} from './sandbox-e-sign-webhooks.js';

export type SandboxESignatureOptions = {
  secret: string;
  sender: WebhookSender;
  /** Where signing links point: `<base><token>/`. */
  signingLinkBase: string;
  /** People who refuse on the phone: failures on demand. */
  declineKennitolur: readonly string[];
  /** The service's clock (tests move it). */
  now?: () => Date;
};

/** What a signer's link shows, and what each step of signing answers. */
export type SandboxSignerView = {
  process_status: SandboxProcessRow['status'];
  title: string;
  document_hash: string;
  /** Whether signing asks for the electronic ID (staff may have waived it). */
  requires_auth: boolean;
  expires_at: string;
  name: string;
  status: SandboxSignerRow['status'];
  signed_at: string | null;
  /** While the signer confirms on the phone: the code the phone shows. */
  verification_code: string | null;
};

const isKennitala = (v: string) => /^\d{10}$/.test(v);
/** Whether the hash is SHA-256 of the document, as a vendor checks an upload. */
const isHashOf = (document: Buffer, hash: string) =>
  createHash('sha256').update(document).digest('hex') === hash;

/**
 * The e-signature sandbox: behaves like Taktikal with its own tables. It sends signing links
 * through the SMS and e-mail sandboxes, has the person confirm with the electronic-ID sandbox,
 * and reports every change to the api by signed webhook from its own outbox.
 */
export class SandboxESignature implements ESignatureProvider {
  private readonly deliverer: WebhookDeliverer;
  private readonly store: SandboxSigningStore;
  private readonly now: () => Date;

  constructor(
    db: Db,
    private readonly services: {
      sms: SmsProvider;
      email: EmailProvider;
      eid: EidProvider;
      registry: RegistryProvider;
    },
    private readonly options: SandboxESignatureOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.deliverer = new WebhookDeliverer(db, options.secret, options.sender);
    this.store = new SandboxSigningStore(db, this.now);
  }

  /** Points the webhooks elsewhere (tests; a host that learns its port after start). */
  useSender(sender: WebhookSender): void {
    this.deliverer.useSender(sender);
  }

  async createProcess(request: CreateSigningProcess): Promise<SigningProcessCreated> {
    const isValid =
      request.signers.length > 0 &&
      isHashOf(request.document, request.documentHash) &&
      request.signers.every(
        (s) => (!request.requiresAuth || isKennitala(s.kennitala)) && (s.phone || s.email),
      );
    if (!isValid) throw new ESignatureError('invalid_request', 'Signers or document not valid.');
    const existing = await this.store.findByKey(request.idempotencyKey);
    if (existing) return this.toCreated(existing);
    let process: SandboxProcessRow;
    try {
      process = await this.store.insertProcess(request);
    } catch (error) {
      // The same key at once: the other call created it.
      const raced = await this.store.findByKey(request.idempotencyKey);
      if (raced) return this.toCreated(raced);
      throw error;
    }
    await this.sendLinks(process, await this.store.listSigners(process.id), 'invitation');
    await this.deliverPending();
    return this.toCreated(process);
  }

  async cancelProcess(processId: string): Promise<void> {
    const process = await this.store.getProcess(processId);
    if (process.status === 'cancelled') return;
    if (process.status !== 'created')
      throw new ESignatureError('wrong_state', `The process is ${process.status}.`);
    await this.store.endProcess(process, 'cancelled');
    await this.deliverPending();
  }

  async remindSigners(processId: string, signerIds: readonly string[]): Promise<string[]> {
    const process = await this.store.getProcess(processId);
    if (process.status !== 'created')
      throw new ESignatureError('wrong_state', `The process is ${process.status}.`);
    if (signerIds.length === 0) return [];
    const left = await this.store.listUnsigned(processId, signerIds);
    await this.sendLinks(process, left, 'reminder');
    return left.map((s) => s.id);
  }

  async getProcess(processId: string): Promise<SigningProcessState> {
    const process = await this.store.getProcess(processId);
    const signers = await this.store.listSigners(processId);
    return {
      processId,
      status: process.status,
      expiresAt: process.expiresAt,
      signers: signers.map((s) => ({
        signerId: s.id,
        reference: s.reference,
        status: s.status,
        signedAt: s.signedAt,
      })),
    };
  }

  /** The signing link's page. */
  async getSignerView(token: string): Promise<SandboxSignerView> {
    const { process, signer } = await this.store.findSigner(token);
    return this.toView(process, signer, null);
  }

  /** The signer pressed "sign": the electronic-ID sandbox asks the phone in the registry. */
  async startSignature(token: string): Promise<SandboxSignerView> {
    const { process, signer } = await this.store.findSigner(token);
    if (process.status !== 'created' || process.expiresAt <= this.now())
      throw new ESignatureError('wrong_state', 'This signing process has ended.');
    if (signer.status === 'signed') throw new ESignatureError('wrong_state', 'Already signed.');
    if (!process.requiresAuth) {
      // Staff waived the electronic-ID check: pressing "sign" is the signature.
      await this.store.recordSignature(process, signer);
      await this.deliverPending();
      const after = await this.store.findSigner(token);
      return this.toView(after.process, after.signer, null);
    }
    const person = await this.services.registry.findByKennitala(signer.kennitala);
    if (!person?.mobile)
      throw new ESignatureError('no_eid', 'This person has no electronic ID on a phone.');
    const session = await this.services.eid.start(person.mobile);
    await this.store.setEidRef(signer.id, session.ref);
    return this.toView(process, signer, session.verificationCode);
  }

  /** The signer's page polls: once the phone confirms, the signature is recorded. */
  async checkSignature(token: string): Promise<SandboxSignerView> {
    const { process, signer } = await this.store.findSigner(token);
    if (signer.status !== 'signed' && signer.eidRef) {
      const eid = await this.services.eid.status(signer.eidRef);
      if (eid.status === 'pending') return this.toView(process, signer, null);
      const isRefused =
        eid.status === 'failed' ||
        eid.kennitala !== signer.kennitala ||
        this.options.declineKennitolur.includes(signer.kennitala);
      if (isRefused) await this.store.recordDecline(signer);
      else await this.store.recordSignature(process, signer);
      await this.deliverPending();
    }
    const after = await this.store.findSigner(token);
    return this.toView(after.process, after.signer, null);
  }

  /** Expires what was not signed within 30 days; the api's scheduler calls it. */
  async sweepExpired(now: Date = this.now()): Promise<number> {
    let expired = 0;
    for (const process of await this.store.listExpired(now))
      if (await this.store.endProcess(process, 'expired')) expired += 1;
    return expired;
  }

  /** Sends the webhooks that are due; failures wait for a later call. */
  async deliverPending(now: Date = this.now()): Promise<DeliveryReport> {
    return this.deliverer.deliverPending(now);
  }

  private async sendLinks(
    process: SandboxProcessRow,
    signers: readonly SandboxSignerRow[],
    kind: 'invitation' | 'reminder',
  ): Promise<void> {
    for (const signer of signers) {
      const message = getSigningMessage(signer.language, kind, {
        name: signer.name,
        title: process.meta['title'] ?? '',
        link: this.linkOf(signer),
        expiresAt: process.expiresAt,
      });
      const tags = { kind: `e_sign_${kind}`, process_id: process.id, signer_id: signer.id };
      if (signer.phone) await this.services.sms.send({ to: signer.phone, text: message.sms, tags });
      if (signer.email)
        await this.services.email.send({
          to: signer.email,
          subject: message.subject,
          text: message.body,
          tags,
        });
    }
  }

  private linkOf(signer: SandboxSignerRow): string {
    return `${this.options.signingLinkBase}${signer.token}/`;
  }

  private async toCreated(process: SandboxProcessRow): Promise<SigningProcessCreated> {
    const signers = await this.store.listSigners(process.id);
    return {
      processId: process.id,
      expiresAt: process.expiresAt,
      signers: signers.map((s) => ({
        signerId: s.id,
        reference: s.reference,
        url: this.linkOf(s),
      })),
    };
  }

  private toView(
    process: SandboxProcessRow,
    signer: SandboxSignerRow,
    verificationCode: string | null,
  ): SandboxSignerView {
    return {
      process_status: process.status,
      title: process.meta['title'] ?? '',
      document_hash: process.documentHash,
      requires_auth: process.requiresAuth,
      expires_at: process.expiresAt.toISOString(),
      name: signer.name,
      status: signer.status,
      signed_at: signer.signedAt?.toISOString() ?? null,
      verification_code: verificationCode,
    };
  }
}
