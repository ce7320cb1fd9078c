import type { SandboxStore } from '../sandbox-store.js';
import type { EmailMessage, EmailProvider } from './email-provider.js';

/** Delivers nowhere: records the e-mail so the dev outbox (and tests) can read it. */
export class SandboxEmail implements EmailProvider {
  constructor(private readonly store: SandboxStore) {}

  async send(message: EmailMessage): Promise<void> {
    if (!message.to.includes('@')) throw new Error(`E-mail sandbox: not an address: ${message.to}`);
    if (message.idempotencyKey && (await this.store.findByRef('email', message.idempotencyKey)))
      return;
    await this.store.record({
      channel: 'email',
      ...(message.idempotencyKey ? { ref: message.idempotencyKey } : {}),
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      data: message.tags ?? {},
    });
  }
}
