import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { contractSigners, sandboxSigners } from '../db/schema/index.js';
import { findLatestProcess } from '../modules/contracts/signing/signing-repository.js';
import { startSigning } from '../modules/contracts/signing/signing-service.js';
import { handleWebhook, verifyWebhook } from '../modules/contracts/signing/signing-webhooks.js';
import { createProviders } from '../providers/index.js';
import type { FileStorage } from '../providers/storage/storage-provider.js';
import { demoCalendar } from './demo-calendar.js';
import { findDemoLeaseParties, insertDemoContract } from './seed-contracts.js';

/**
 * A lease in signing for each demo landlord with Anna (issue #14 "Data"), started through the
 * real signing code against the e-signature sandbox: the PDF is rendered and kept, the sandbox
 * holds the process and has sent the signing links (Anna's is in the dev outbox), and the
 * landlord has signed with the electronic-ID sandbox while Anna's signature is pending. The
 * sandbox's webhooks reach the api's handler directly, as the app is not listening yet.
 */
export async function seedSigningContracts(
  db: Db,
  storage: FileStorage,
  config: Config,
  calendar = demoCalendar(),
): Promise<void> {
  // The demo landlord "confirms on the phone" at once.
  const providers = createProviders({ ...config, eidSandboxDelayMs: 0 }, db);
  // The outbox events of the seed are delivered once the app starts.
  const events = { kick: () => Promise.resolve() };
  const sandbox = providers.eSignatureSandbox;
  sandbox.useSender(async ({ headers, body }) => {
    const event = verifyWebhook(config.esignWebhookSecret, body, headers, new Date());
    await handleWebhook({ db, events }, event);
    return { status: 200 };
  });
  const ctx = { db, storage, events, providers };
  for (const { landlord, tenant, listing } of await findDemoLeaseParties(db)) {
    const row = await insertDemoContract(db, landlord, tenant, listing, {
      status: 'committed',
      signType: 'electronic',
      term: calendar.signingLease,
    });
    await startSigning(
      ctx,
      { user: landlord },
      { row, actor: { isStaff: false, partyRoles: ['landlord'], collaboratorAccess: null } },
      `demo-seed-signing-${row.id}`,
    );
    const process = await findLatestProcess(db, row.id);
    if (!process?.providerProcessId)
      throw new Error(`Demo contract ${row.id}: signing did not start`);
    const [signer] = await db
      .select({ token: sandboxSigners.token })
      .from(sandboxSigners)
      .innerJoin(contractSigners, eq(sql`${contractSigners.id}::text`, sandboxSigners.reference))
      .where(
        and(
          eq(sandboxSigners.processId, process.providerProcessId),
          eq(contractSigners.role, 'landlord'),
        ),
      );
    if (!signer) throw new Error(`Demo contract ${row.id}: the landlord has no signing link`);
    await sandbox.startSignature(signer.token);
    await sandbox.checkSignature(signer.token);
  }
}
