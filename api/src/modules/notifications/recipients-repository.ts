import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { UserType } from '@leiga/domain';
import type { Db } from '../../db/client.js';
import {
  contractParties,
  contractSigners,
  contractSigningProcesses,
  contracts,
  contractStreet,
  conversationParticipants,
  users,
} from '../../db/schema/index.js';

export type Recipient = { userId: number; userType: UserType | null };

async function liveUsers(db: Db, ids: readonly number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, userType: users.userType, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return rows.filter((u) => !u.deletedAt).map((u) => ({ userId: u.id, userType: u.userType }));
}

/** The contract's street, for the notification's text. */
export async function findContractTitle(db: Db, contractId: number): Promise<string | null> {
  const [row] = await db
    .select({ street: contractStreet })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return (row?.street as string | null | undefined) ?? null;
}

/** Everyone on the contract with an account: its parties and whoever made it. */
export async function listContractPeople(db: Db, contractId: number): Promise<Recipient[]> {
  const [contract] = await db
    .select({ createdById: contracts.createdById })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract) return [];
  const parties = await db
    .select({ userId: contractParties.userId, identifier: contractParties.identifier })
    .from(contractParties)
    .where(eq(contractParties.contractId, contractId));
  const ids = parties.flatMap((p) => (p.userId ? [p.userId] : []));
  if (contract.createdById) ids.push(contract.createdById);
  // A party written in by kennitala has no account link; the account with that kennitala is them
  // (the signing flow finds its signers the same way).
  const kennitolur = parties.flatMap((p) => (!p.userId && p.identifier ? [p.identifier] : []));
  if (kennitolur.length > 0) {
    const accounts = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.icelandicId, kennitolur));
    ids.push(...accounts.map((a) => a.id));
  }
  return liveUsers(db, ids);
}

/** The signers with an account of the contract's newest signing process. */
export async function listContractSigners(db: Db, contractId: number): Promise<Recipient[]> {
  const [process] = await db
    .select({ id: contractSigningProcesses.id })
    .from(contractSigningProcesses)
    .where(eq(contractSigningProcesses.contractId, contractId))
    .orderBy(desc(contractSigningProcesses.id))
    .limit(1);
  if (!process) return [];
  const signers = await db
    .select({ userId: contractSigners.userId })
    .from(contractSigners)
    .where(and(eq(contractSigners.processId, process.id), isNotNull(contractSigners.userId)));
  return liveUsers(
    db,
    signers.map((s) => s.userId!),
  );
}

export type MessageRecipient = Recipient & { lastReadMessageId: number | null };

/**
 * Who should hear of a message: the conversation's other participants who have not read up to
 * it yet (one who already read it, by the time the event is handled, needs no notification).
 */
export async function listMessageRecipients(
  db: Db,
  conversationId: number,
  messageId: number,
  senderId: number | null,
): Promise<MessageRecipient[]> {
  const rows = await db
    .select({
      userId: conversationParticipants.userId,
      lastReadMessageId: conversationParticipants.lastReadMessageId,
    })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  const waiting = rows.filter(
    (r) => r.userId !== senderId && (r.lastReadMessageId ?? 0) < messageId,
  );
  const live = new Map(
    (
      await liveUsers(
        db,
        waiting.map((r) => r.userId),
      )
    ).map((u) => [u.userId, u]),
  );
  return waiting.flatMap((r) => {
    const user = live.get(r.userId);
    return user ? [{ ...user, lastReadMessageId: r.lastReadMessageId }] : [];
  });
}
