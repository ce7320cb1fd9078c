import type { Config } from '../config.js';
import type { BankProvider } from './bank/bank-provider.js';
import { SandboxBank } from './bank/sandbox-bank.js';
import type { ClaimsProvider } from './claims/claims-provider.js';
import { SandboxClaimsBank } from './claims/sandbox-claims-bank.js';
import type { PayoutProvider } from './payouts/payout-provider.js';
import { SandboxPayoutBank } from './payouts/sandbox-payout-bank.js';
import type { PriceIndexProvider } from './price-index/price-index-provider.js';
import { TablePriceIndex } from './price-index/table-price-index.js';
import type { CreditBureau } from './credit/credit-provider.js';
import { SandboxCredit } from './credit/sandbox-credit.js';
import type { IncomeProvider } from './income/income-provider.js';
import { SandboxIncome } from './income/sandbox-income.js';
import type { PlacesProvider } from './places/places-provider.js';
import { SandboxPlaces } from './places/sandbox-places.js';
import type { Db } from '../db/client.js';
import type { EidProvider } from './eid/eid-provider.js';
import { SandboxEid } from './eid/sandbox-eid.js';
import type { ESignatureProvider } from './e-signature/e-signature-provider.js';
import { createHttpSender } from './e-signature/sandbox-e-sign-webhooks.js';
import { SandboxESignature } from './e-signature/sandbox-e-signature.js';
import type { EmailProvider } from './email/email-provider.js';
import { SandboxEmail } from './email/sandbox-email.js';
import type { PropertyRegistryProvider } from './property-registry/property-registry-provider.js';
import { SandboxPropertyRegistry } from './property-registry/sandbox-property-registry.js';
import type { CompanyRegistryProvider, RegistryProvider } from './registry/registry-provider.js';
import { SandboxRegistry } from './registry/sandbox-registry.js';
import type { HmsRegistry } from './hms/hms-provider.js';
import { SandboxHms } from './hms/sandbox-hms.js';
import { SandboxStore } from './sandbox-store.js';
import type { SmsProvider } from './sms/sms-provider.js';
import type { PushProvider } from './push/push-provider.js';
import { SandboxPush } from './push/sandbox-push.js';
import { SandboxSms } from './sms/sandbox-sms.js';
import { createAiProvider } from './ai/create-ai-provider.js';
import type { RecordingAiProvider } from './ai/recording-ai-provider.js';

export type Providers = {
  sms: SmsProvider;
  email: EmailProvider;
  push: PushProvider;
  eid: EidProvider;
  registry: RegistryProvider & CompanyRegistryProvider;
  propertyRegistry: PropertyRegistryProvider;
  places: PlacesProvider;
  income: IncomeProvider;
  credit: CreditBureau;
  hms: HmsRegistry;
  bank: BankProvider;
  /** Rent claims in the tenant's online bank (CLAIMS_PROVIDER). */
  claims: ClaimsProvider;
  /** Payouts from the custody account to landlords (PAYOUT_PROVIDER). */
  payouts: PayoutProvider;
  /** The sandbox bank's own side: its claims list and the pay button of /sandbox/bank. */
  claimsSandbox: SandboxClaimsBank;
  priceIndex: PriceIndexProvider;
  sandbox: SandboxStore;
  eSignature: ESignatureProvider;
  /** The e-signature sandbox's own side: signing links, expiry sweep, webhook retries. */
  eSignatureSandbox: SandboxESignature;
  /** AI help (summaries, reply suggestions, fraud), every call recorded in llm_usage. */
  ai: RecordingAiProvider;
};

/** Sandboxes by default; a vendor adapter would be chosen here by configuration. */
export function createProviders(config: Config, db: Db): Providers {
  const sandbox = new SandboxStore(db);
  const registry = new SandboxRegistry();
  const sms = new SandboxSms(sandbox);
  const email = new SandboxEmail(sandbox);
  const eid = new SandboxEid(sandbox, registry, {
    delayMs: config.eidSandboxDelayMs,
    failNumbers: config.eidSandboxFailNumbers,
  });
  const eSignatureSandbox = new SandboxESignature(
    db,
    { sms, email, eid, registry },
    {
      secret: config.esignWebhookSecret,
      sender: createHttpSender(config.esignWebhookUrl),
      signingLinkBase: `${config.appUrl}/sandbox/e-sign/`,
      declineKennitolur: config.esignSandboxDeclineKennitolur,
    },
  );
  // Only the sandbox bank is configurable so far (CLAIMS_PROVIDER / PAYOUT_PROVIDER = sandbox).
  const claimsSandbox = new SandboxClaimsBank(db);
  const claims: ClaimsProvider = claimsSandbox;
  const payouts: PayoutProvider = new SandboxPayoutBank(db);
  return {
    sms,
    email,
    push: new SandboxPush(sandbox),
    eid,
    registry,
    propertyRegistry: new SandboxPropertyRegistry(db, {
      delayMs: config.propertyRegistryDelayMs,
      failCodes: config.propertyRegistryFailCodes,
    }),
    places: new SandboxPlaces(),
    income: new SandboxIncome(),
    credit: new SandboxCredit(registry),
    hms: new SandboxHms(db, {
      delayMs: config.hmsSandboxDelayMs,
      timeoutMs: config.hmsTimeoutMs,
      outage: config.hmsSandboxOutage,
    }),
    bank: new SandboxBank(db),
    claims,
    payouts,
    claimsSandbox,
    priceIndex: new TablePriceIndex(db),
    sandbox,
    eSignature: eSignatureSandbox,
    eSignatureSandbox,
    ai: createAiProvider(config, db),
  };
}
