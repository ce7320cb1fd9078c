import {
  getContractAccess,
  TERMS_LIMITS,
  type KeyTransactionInput,
  type SpecialTermInput,
  type SpecialTermTemplateInput,
} from '@leiga/domain';
import type { AppContext, Auth } from '../../../context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { loadContractSubject, refusalError, type ContractSubject } from '../access.js';
import { insertContractEvent } from '../contracts-repository.js';
import { assertCanEdit, withLockedContract } from '../contracts-service.js';
import {
  deleteKeyTransaction,
  deleteSpecialTerm,
  findTemplate,
  insertKeyTransaction,
  insertSpecialTerm,
  insertTemplate,
  listSpecialTerms,
  updateSpecialTerm,
  updateTemplate,
  type KeyTransactionRow,
  type SpecialTermRow,
  type TemplateRow,
} from './terms-repository.js';

/**
 * Special terms are part of what is signed, so they change only while the contract may be
 * edited (decided on the locked row, like every other field). Key handovers happen after
 * signing, so any editor records them in any state. Each change is on the contract's timeline.
 */

export async function addSpecialTerm(
  ctx: AppContext,
  auth: Auth,
  { row, actor }: ContractSubject,
  input: SpecialTermInput,
  templateId: number | null = null,
): Promise<SpecialTermRow> {
  return withLockedContract(ctx, row.id, async (tx, current) => {
    assertCanEdit(current, actor);
    const existing = await listSpecialTerms(tx, row.id);
    if (existing.length >= TERMS_LIMITS.maxTermsPerContract)
      throw badRequest('A contract can carry at most 30 special terms.', {
        text: 'validation.list_too_long',
      });
    const term = await insertSpecialTerm(tx, {
      contractId: row.id,
      templateId,
      text: input.text,
      createdById: auth.user.id,
    });
    await insertContractEvent(tx, {
      contractId: row.id,
      actorId: auth.user.id,
      kind: 'special_term_added',
      data: { special_term_id: term.id, template_id: templateId },
    });
    return term;
  });
}

export async function changeSpecialTerm(
  ctx: AppContext,
  auth: Auth,
  { row, actor, part }: ContractSubject & { part: SpecialTermRow },
  input: SpecialTermInput,
): Promise<SpecialTermRow> {
  return withLockedContract(ctx, row.id, async (tx, current) => {
    assertCanEdit(current, actor);
    const term = await updateSpecialTerm(tx, part.id, input.text);
    await insertContractEvent(tx, {
      contractId: row.id,
      actorId: auth.user.id,
      kind: 'special_term_changed',
      data: { special_term_id: part.id },
    });
    return term;
  });
}

export async function removeSpecialTerm(
  ctx: AppContext,
  auth: Auth,
  { row, actor, part }: ContractSubject & { part: SpecialTermRow },
): Promise<void> {
  await withLockedContract(ctx, row.id, async (tx, current) => {
    assertCanEdit(current, actor);
    await deleteSpecialTerm(tx, part.id);
    await insertContractEvent(tx, {
      contractId: row.id,
      actorId: auth.user.id,
      kind: 'special_term_removed',
      data: { special_term_id: part.id },
    });
  });
}

/** Copies a template's text into a contract the caller may edit; 404 for one they cannot see. */
export async function useTemplate(
  ctx: AppContext,
  auth: Auth,
  templateId: number,
  contractId: number,
): Promise<SpecialTermRow> {
  const template = await findTemplate(ctx.db, templateId);
  if (!template) throw notFound('This special-term template was not found.');
  const subject = await loadContractSubject(ctx, auth, contractId).catch(() => {
    throw badRequest('Choose a rental contract you can edit.', {
      contract_id: 'validation.invalid',
    });
  });
  return addSpecialTerm(ctx, auth, subject, { text: template.text }, template.id);
}

export function createTemplate(
  ctx: AppContext,
  auth: Auth,
  input: SpecialTermTemplateInput,
): Promise<TemplateRow> {
  return insertTemplate(ctx.db, { ...input, createdById: auth.user.id });
}

export async function changeTemplate(
  ctx: AppContext,
  id: number,
  input: Partial<SpecialTermTemplateInput>,
): Promise<TemplateRow> {
  if (!(await findTemplate(ctx.db, id)))
    throw notFound('This special-term template was not found.');
  return updateTemplate(ctx.db, id, input);
}

/** Retired rather than deleted: the terms made from it keep saying where they came from. */
export async function retireTemplate(ctx: AppContext, id: number): Promise<void> {
  if (!(await findTemplate(ctx.db, id)))
    throw notFound('This special-term template was not found.');
  await updateTemplate(ctx.db, id, { isActive: false });
}

function assertCanRecordKeys({ actor }: ContractSubject): void {
  if (getContractAccess(actor) !== 'edit') throw refusalError('forbidden');
}

export async function recordKeyTransaction(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject,
  input: KeyTransactionInput,
): Promise<KeyTransactionRow> {
  assertCanRecordKeys(subject);
  return ctx.db.transaction(async (tx) => {
    const record = await insertKeyTransaction(tx, {
      contractId: subject.row.id,
      handedOverOn: input.handed_over_on,
      direction: input.direction,
      keyCount: input.key_count,
      description: input.description,
      recordedById: auth.user.id,
    });
    await insertContractEvent(tx, {
      contractId: subject.row.id,
      actorId: auth.user.id,
      kind: 'keys_handed_over',
      data: {
        key_transaction_id: record.id,
        direction: input.direction,
        key_count: input.key_count,
      },
    });
    return record;
  });
}

export async function removeKeyTransaction(
  ctx: AppContext,
  auth: Auth,
  subject: ContractSubject & { part: KeyTransactionRow },
): Promise<void> {
  assertCanRecordKeys(subject);
  await ctx.db.transaction(async (tx) => {
    await deleteKeyTransaction(tx, subject.part.id);
    await insertContractEvent(tx, {
      contractId: subject.row.id,
      actorId: auth.user.id,
      kind: 'key_handover_removed',
      data: { key_transaction_id: subject.part.id },
    });
  });
}
