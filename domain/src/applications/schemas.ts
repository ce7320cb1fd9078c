import { z } from 'zod';
import { dbIdSchema } from '../shared/ids.js';
import type { ListingQuestion } from '../listings/schemas.js';

/** Answers to a listing's questions: every required one answered, none unknown, each ≤ 2000 characters. */
export const answersSchema = z
  .array(
    z.object({
      question_id: z.string().min(1).max(40),
      answer: z
        .string({ error: 'validation.required' })
        .trim()
        .max(2000, { error: 'validation.answer_length' }),
    }),
  )
  .max(20);
export type Answers = z.infer<typeof answersSchema>;

export function checkAnswers(
  questions: readonly ListingQuestion[],
  answers: Answers,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const known = new Set(questions.map((q) => q.id));
  for (const a of answers)
    if (!known.has(a.question_id))
      fields[`answers.${a.question_id}`] = 'validation.unknown_question';
  for (const q of questions) {
    const given = answers.find((a) => a.question_id === q.id)?.answer ?? '';
    if (q.required && given.trim() === '') fields[`answers.${q.id}`] = 'validation.required';
  }
  return fields;
}

/**
 * The answers of a form, in the listing's order, checked against its questions: each failure
 * sits on its answer (`answers.<index>.answer`), as a form shows it.
 */
export function answersFormSchema(questions: readonly ListingQuestion[]) {
  return answersSchema.superRefine((answers, ctx) => {
    for (const [path, message] of Object.entries(checkAnswers(questions, answers))) {
      const index = answers.findIndex((a) => `answers.${a.question_id}` === path);
      ctx.addIssue({ code: 'custom', message, path: index < 0 ? [] : [index, 'answer'] });
    }
  });
}

export const applySchema = z.object({
  listing_id: dbIdSchema('validation.required'),
  message: z.string().trim().max(2000, { error: 'validation.message_length' }).optional(),
  answers: answersSchema.default([]),
  corenter_ids: z.array(dbIdSchema()).max(10).default([]),
});

export const denySchema = z.object({
  message: z.string().trim().max(2000, { error: 'validation.message_length' }).optional(),
});
