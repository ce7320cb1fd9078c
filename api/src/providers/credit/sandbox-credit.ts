import { createHash } from 'node:crypto';
import { CREDIT_CLASSES, type CreditClass } from '@leiga/domain';
import type { RegistryProvider } from '../registry/registry-provider.js';
import type { CreditBureau, CreditReport } from './credit-provider.js';

/** Sandbox people on the default register (vanskilaskrá): they get no score. */
export const SANDBOX_DEFAULT_REGISTER: readonly string[] = ['0308864459'];

/** Fixed classes for sandbox people the demo shows (Anna is a model tenant). */
export const SANDBOX_CREDIT_CLASSES: Readonly<Record<string, CreditClass>> = {
  '1203942319': 'A2',
  '0911883419': 'B1',
  '2502912729': 'B3',
};

/**
 * The credit bureau's sandbox: the class follows from the kennitala (skewed towards the better
 * classes, as the population is); a person on the default register or without Icelandic domicile
 * (unknown to the registry) has no score.
 */
export class SandboxCredit implements CreditBureau {
  constructor(private readonly registry: RegistryProvider) {}

  async getCreditReport(kennitala: string, consent: { givenAt: Date }): Promise<CreditReport> {
    if (!(consent.givenAt instanceof Date)) throw new Error('A credit lookup needs consent');
    if (SANDBOX_DEFAULT_REGISTER.includes(kennitala))
      return { status: 'on_default_register', credit_class: null };
    if (!(await this.registry.findByKennitala(kennitala)))
      return { status: 'no_domicile', credit_class: null };
    const fixed = SANDBOX_CREDIT_CLASSES[kennitala];
    if (fixed) return { status: 'scored', credit_class: fixed };
    const byte = createHash('sha256').update(`credit:${kennitala}`).digest()[0]!;
    const index = Math.floor((byte / 256) ** 2 * CREDIT_CLASSES.length);
    return { status: 'scored', credit_class: CREDIT_CLASSES[index]! };
  }
}
