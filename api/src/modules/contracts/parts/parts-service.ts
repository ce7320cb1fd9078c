import { getValidSteps } from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import type { Tx } from '../../../db/client.js';
import type { contracts } from '../../../db/schema/index.js';
import type { ContractSubject } from '../access.js';
import { loadContract } from '../contract-view.js';
import { insertContractEvent, updateContract, type ContractRow } from '../contracts-repository.js';
import { assertCanEdit, withLockedContract } from '../contracts-service.js';

export type ContractValues = Partial<typeof contracts.$inferInsert>;

/** What an edit of a part did, for the contract's timeline (contract_events). */
export type PartEvent = { kind: string; data?: Record<string, unknown> };

/**
 * One edit of a contract's parts: the caller must be able to edit (403 to readers, 409 once
 * the contract is past changing), the contract row is locked so two edits of its jsonb never
 * overwrite each other, and its state is judged again under the lock. `change` writes the part
 * and answers the contract's columns to set; the event is written and valid_steps worked out
 * again, all in one transaction.
 */
export async function editContractPart(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  change: (tx: Tx, row: ContractRow) => Promise<{ values?: ContractValues; event: PartEvent }>,
): Promise<ContractRow> {
  assertCanEdit(subject.row, subject.actor);
  return withLockedContract(ctx, subject.row.id, async (tx, locked) => {
    assertCanEdit(locked, subject.actor);
    const { values, event } = await change(tx, locked);
    const updated = await updateContract(tx, locked.id, values ?? {});
    await insertContractEvent(tx, {
      contractId: locked.id,
      actorId: auth.user.id,
      kind: event.kind,
      data: event.data ?? {},
    });
    const contract = await loadContract(tx, updated);
    return updateContract(tx, locked.id, { validSteps: getValidSteps(contract) });
  });
}
