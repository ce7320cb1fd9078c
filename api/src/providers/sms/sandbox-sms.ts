import type { SandboxStore } from '../sandbox-store.js';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

/** Delivers nowhere: records the message so the dev outbox (and tests) can read it. */
export class SandboxSms implements SmsProvider {
  constructor(private readonly store: SandboxStore) {}

  async send(message: SmsMessage): Promise<void> {
    if (!/^\d{6,15}$/.test(message.to))
      throw new Error(`SMS sandbox: not a phone number: ${message.to}`);
    if (message.text.length > 612)
      throw new Error('SMS sandbox: message longer than four segments');
    if (message.idempotencyKey && (await this.store.findByRef('sms', message.idempotencyKey)))
      return;
    await this.store.record({
      channel: 'sms',
      ...(message.idempotencyKey ? { ref: message.idempotencyKey } : {}),
      recipient: message.to,
      body: message.text,
      data: message.tags ?? {},
    });
  }
}
