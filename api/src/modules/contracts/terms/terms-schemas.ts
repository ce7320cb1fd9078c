import { z } from 'zod';
import { KEY_DIRECTIONS, LOCALES } from '@leiga/domain';
import { isoDate, isoMoment } from '../../../http/responses.js';
import type {
  KeyTransactionRow,
  PrivateNoteRow,
  SpecialTermRow,
  TemplateRow,
} from './terms-repository.js';

/** The REST answers of special terms, templates, private notes and key handovers. */
const id = z.number().int();

export const specialTermResponse = z.object({
  id,
  contract_id: id,
  template_id: id.nullable(),
  text: z.string(),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export const specialTermTemplateResponse = z.object({
  id,
  language: z.enum(LOCALES),
  title: z.string(),
  text: z.string(),
});
export const privateNoteResponse = z.object({
  id,
  contract_id: id,
  text: z.string(),
  created_at: isoMoment,
  updated_at: isoMoment,
});
export const keyTransactionResponse = z.object({
  id,
  contract_id: id,
  handed_over_on: isoDate,
  direction: z.enum(KEY_DIRECTIONS),
  key_count: z.number().int(),
  description: z.string().nullable(),
  created_at: isoMoment,
});

const listOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });
export const specialTermListResponse = listOf(specialTermResponse);
export const specialTermTemplateListResponse = listOf(specialTermTemplateResponse);
export const privateNoteListResponse = listOf(privateNoteResponse);
export const keyTransactionListResponse = listOf(keyTransactionResponse);

export const toSpecialTerm = (r: SpecialTermRow): z.infer<typeof specialTermResponse> => ({
  id: r.id,
  contract_id: r.contractId,
  template_id: r.templateId,
  text: r.text,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toTemplate = (r: TemplateRow): z.infer<typeof specialTermTemplateResponse> => ({
  id: r.id,
  language: r.language,
  title: r.title,
  text: r.text,
});

export const toPrivateNote = (r: PrivateNoteRow): z.infer<typeof privateNoteResponse> => ({
  id: r.id,
  contract_id: r.contractId,
  text: r.text,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toKeyTransaction = (r: KeyTransactionRow): z.infer<typeof keyTransactionResponse> => ({
  id: r.id,
  contract_id: r.contractId,
  handed_over_on: r.handedOverOn,
  direction: r.direction,
  key_count: r.keyCount,
  description: r.description,
  created_at: r.createdAt.toISOString(),
});
