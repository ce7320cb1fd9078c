import type { Config } from '../config.js';
import type { CreditBureau } from './credit/credit-provider.js';
import { SandboxCredit } from './credit/sandbox-credit.js';
import type { IncomeProvider } from './income/income-provider.js';
import { SandboxIncome } from './income/sandbox-income.js';
import type { PlacesProvider } from './places/places-provider.js';
import { SandboxPlaces } from './places/sandbox-places.js';
import type { Db } from '../db/client.js';
import type { EidProvider } from './eid/eid-provider.js';
import { SandboxEid } from './eid/sandbox-eid.js';
import type { EmailProvider } from './email/email-provider.js';
import { SandboxEmail } from './email/sandbox-email.js';
import type { RegistryProvider } from './registry/registry-provider.js';
import { SandboxRegistry } from './registry/sandbox-registry.js';
import { SandboxStore } from './sandbox-store.js';
import type { SmsProvider } from './sms/sms-provider.js';
import { SandboxSms } from './sms/sandbox-sms.js';

export type Providers = {
  sms: SmsProvider;
  email: EmailProvider;
  eid: EidProvider;
  registry: RegistryProvider;
  places: PlacesProvider;
  income: IncomeProvider;
  credit: CreditBureau;
  sandbox: SandboxStore;
};

/** Sandboxes by default; a vendor adapter would be chosen here by configuration. */
export function createProviders(config: Config, db: Db): Providers {
  const sandbox = new SandboxStore(db);
  const registry = new SandboxRegistry();
  return {
    sms: new SandboxSms(sandbox),
    email: new SandboxEmail(sandbox),
    eid: new SandboxEid(sandbox, registry, {
      delayMs: config.eidSandboxDelayMs,
      failNumbers: config.eidSandboxFailNumbers,
    }),
    registry,
    places: new SandboxPlaces(),
    income: new SandboxIncome(),
    credit: new SandboxCredit(registry),
    sandbox,
  };
}
