import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@leiga/domain';
import type { Db } from '../../../db/client.js';
import {
  contractKeyTransactions,
  contractPrivateNotes,
  contractSpecialTerms,
  specialTermTemplates,
} from '../../../db/schema/index.js';

/** Every query of special terms, their templates, private notes and key handovers. */

type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;
export type SpecialTermRow = typeof contractSpecialTerms.$inferSelect;
export type TemplateRow = typeof specialTermTemplates.$inferSelect;
export type PrivateNoteRow = typeof contractPrivateNotes.$inferSelect;
export type KeyTransactionRow = typeof contractKeyTransactions.$inferSelect;

export function listSpecialTerms(db: Writer, contractId: number): Promise<SpecialTermRow[]> {
  return listSpecialTermsOf(db, [contractId]);
}

/** The special terms of several contracts, each contract's in order. */
export async function listSpecialTermsOf(
  db: Writer,
  contractIds: readonly number[],
): Promise<SpecialTermRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractSpecialTerms)
    .where(inArray(contractSpecialTerms.contractId, [...contractIds]))
    .orderBy(asc(contractSpecialTerms.id));
}

export async function findSpecialTerm(db: Writer, id: number): Promise<SpecialTermRow | undefined> {
  const [row] = await db.select().from(contractSpecialTerms).where(eq(contractSpecialTerms.id, id));
  return row;
}

export async function insertSpecialTerm(
  db: Writer,
  values: typeof contractSpecialTerms.$inferInsert,
): Promise<SpecialTermRow> {
  const [row] = await db.insert(contractSpecialTerms).values(values).returning();
  return row!;
}

export async function updateSpecialTerm(
  db: Writer,
  id: number,
  text: string,
): Promise<SpecialTermRow> {
  const [row] = await db
    .update(contractSpecialTerms)
    .set({ text, updatedAt: new Date() })
    .where(eq(contractSpecialTerms.id, id))
    .returning();
  return row!;
}

export async function deleteSpecialTerm(db: Writer, id: number): Promise<void> {
  await db.delete(contractSpecialTerms).where(eq(contractSpecialTerms.id, id));
}

export function listTemplates(db: Writer, language: Locale | undefined): Promise<TemplateRow[]> {
  const active = eq(specialTermTemplates.isActive, true);
  return db
    .select()
    .from(specialTermTemplates)
    .where(language ? and(active, eq(specialTermTemplates.language, language)) : active)
    .orderBy(asc(specialTermTemplates.language), asc(specialTermTemplates.id));
}

/** Active templates only: a retired one can no longer be used or edited. */
export async function findTemplate(db: Writer, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(specialTermTemplates)
    .where(and(eq(specialTermTemplates.id, id), eq(specialTermTemplates.isActive, true)));
  return row;
}

export async function insertTemplate(
  db: Writer,
  values: typeof specialTermTemplates.$inferInsert,
): Promise<TemplateRow> {
  const [row] = await db.insert(specialTermTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Writer,
  id: number,
  values: Partial<typeof specialTermTemplates.$inferInsert>,
): Promise<TemplateRow> {
  const [row] = await db
    .update(specialTermTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(specialTermTemplates.id, id))
    .returning();
  return row!;
}

export function listPrivateNotes(
  db: Writer,
  contractId: number,
  authorId: number,
): Promise<PrivateNoteRow[]> {
  return listPrivateNotesOf(db, [contractId], authorId);
}

/** The author's own notes on several contracts (nobody reads another's). */
export async function listPrivateNotesOf(
  db: Writer,
  contractIds: readonly number[],
  authorId: number,
): Promise<PrivateNoteRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .select()
    .from(contractPrivateNotes)
    .where(
      and(
        inArray(contractPrivateNotes.contractId, [...contractIds]),
        eq(contractPrivateNotes.authorId, authorId),
      ),
    )
    .orderBy(asc(contractPrivateNotes.id));
}

export async function findPrivateNote(db: Writer, id: number): Promise<PrivateNoteRow | undefined> {
  const [row] = await db.select().from(contractPrivateNotes).where(eq(contractPrivateNotes.id, id));
  return row;
}

export async function insertPrivateNote(
  db: Writer,
  values: typeof contractPrivateNotes.$inferInsert,
): Promise<PrivateNoteRow> {
  const [row] = await db.insert(contractPrivateNotes).values(values).returning();
  return row!;
}

export async function updatePrivateNote(
  db: Writer,
  id: number,
  text: string,
): Promise<PrivateNoteRow> {
  const [row] = await db
    .update(contractPrivateNotes)
    .set({ text, updatedAt: new Date() })
    .where(eq(contractPrivateNotes.id, id))
    .returning();
  return row!;
}

export async function deletePrivateNote(db: Writer, id: number): Promise<void> {
  await db.delete(contractPrivateNotes).where(eq(contractPrivateNotes.id, id));
}

export function listKeyTransactions(db: Writer, contractId: number): Promise<KeyTransactionRow[]> {
  return db
    .select()
    .from(contractKeyTransactions)
    .where(eq(contractKeyTransactions.contractId, contractId))
    .orderBy(asc(contractKeyTransactions.handedOverOn), asc(contractKeyTransactions.id));
}

export async function findKeyTransaction(
  db: Writer,
  id: number,
): Promise<KeyTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(contractKeyTransactions)
    .where(eq(contractKeyTransactions.id, id));
  return row;
}

export async function insertKeyTransaction(
  db: Writer,
  values: typeof contractKeyTransactions.$inferInsert,
): Promise<KeyTransactionRow> {
  const [row] = await db.insert(contractKeyTransactions).values(values).returning();
  return row!;
}

export async function deleteKeyTransaction(db: Writer, id: number): Promise<void> {
  await db.delete(contractKeyTransactions).where(eq(contractKeyTransactions.id, id));
}
