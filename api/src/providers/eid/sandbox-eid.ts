import { randomInt, randomUUID } from 'node:crypto';
import type { RegistryProvider } from '../registry/registry-provider.js';
import type { SandboxStore } from '../sandbox-store.js';
import type { EidProvider, EidStart, EidStatus } from './eid-provider.js';

const SESSION_LIFETIME_MS = 2 * 60 * 1000;

/**
 * Behaves like the e-ID service: the person "confirms on the phone" after a delay. Numbers on
 * the fail list cancel; numbers without a registry entry have no e-ID; sessions expire.
 */
export class SandboxEid implements EidProvider {
  constructor(
    private readonly store: SandboxStore,
    private readonly registry: RegistryProvider,
    private readonly options: { delayMs: number; failNumbers: readonly string[] },
  ) {}

  async start(mobile: string): Promise<EidStart> {
    const ref = randomUUID();
    const verificationCode = String(randomInt(0, 10_000)).padStart(4, '0');
    await this.store.record({
      channel: 'eid',
      recipient: mobile,
      ref,
      body: `Auðkenning: staðfestu beiðni með öryggisnúmeri ${verificationCode}`,
      data: { verification_code: verificationCode, started_at: Date.now() },
    });
    return { ref, verificationCode };
  }

  async status(ref: string): Promise<EidStatus> {
    const record = await this.store.findByRef('eid', ref);
    if (!record) return { status: 'failed', code: 'expired' };
    const elapsed = Date.now() - Number(record.data['started_at']);
    if (elapsed > SESSION_LIFETIME_MS) return { status: 'failed', code: 'expired' };
    if (elapsed < this.options.delayMs) return { status: 'pending' };
    if (this.options.failNumbers.includes(record.recipient))
      return { status: 'failed', code: 'user_cancelled' };
    const person = await this.registry.findByMobile(record.recipient);
    if (!person) return { status: 'failed', code: 'no_eid' };
    return {
      status: 'complete',
      kennitala: person.kennitala,
      fullName: person.fullName,
      mobile: record.recipient,
    };
  }
}
