import type { SandboxStore } from '../sandbox-store.js';
import {
  getPushPayload,
  type PushMessage,
  type PushProvider,
  type PushResult,
} from './push-provider.js';

/** APNs and FCM both cap a payload at 4 KB. */
const MAX_PAYLOAD_BYTES = 4096;
/** A token the sandbox treats as a phone that removed the app, as a real platform would say. */
const UNREGISTERED_PREFIX = 'unregistered-';

/**
 * Delivers nowhere: records the push so the dev outbox (and tests) can read it, with the payload
 * a phone would get (`data.payload`).
 */
export class SandboxPush implements PushProvider {
  constructor(private readonly store: SandboxStore) {}

  async send(message: PushMessage): Promise<PushResult> {
    if (message.token.startsWith(UNREGISTERED_PREFIX)) return { status: 'unregistered' };
    const payload = getPushPayload(message);
    if (Buffer.byteLength(JSON.stringify(payload)) > MAX_PAYLOAD_BYTES)
      throw new Error('Push sandbox: payload larger than 4 KB');
    if (message.idempotencyKey && (await this.store.findByRef('push', message.idempotencyKey)))
      return { status: 'sent' };
    await this.store.record({
      channel: 'push',
      recipient: message.token,
      subject: message.title,
      body: message.body,
      ...(message.idempotencyKey ? { ref: message.idempotencyKey } : {}),
      data: { ...message.tags, platform: message.platform, path: message.path, payload },
    });
    return { status: 'sent' };
  }
}
