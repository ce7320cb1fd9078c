import { describe, expect, it } from 'vitest';
import {
  canReadPrivateNote,
  keyTransactionInputSchema,
  specialTermInputSchema,
  specialTermTemplateInputSchema,
} from '../src/index.js';

const firstError = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? null : result.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('special terms', () => {
  it.each([
    [{ text: 'Reykingar eru óheimilar.' }, null],
    [{ text: '   ' }, [['text', 'validation.required']]],
    [{ text: 'a'.repeat(2000) }, null],
    [{ text: 'a'.repeat(2001) }, [['text', 'validation.text_too_long']]],
    [{}, [['text', 'validation.required']]],
  ])('%j → %j', (input, errors) => {
    expect(firstError(specialTermInputSchema.safeParse(input))).toEqual(errors);
  });
});

describe('special-term templates', () => {
  it.each([
    [{ language: 'is', title: 'Gæludýr', text: 'Eitt gæludýr er leyft.' }, null],
    [{ language: 'pl', title: 'Zwierzęta', text: 'Jedno zwierzę jest dozwolone.' }, null],
    [
      { language: 'de', title: 'Haustiere', text: 'Ein Haustier.' },
      [['language', 'validation.language']],
    ],
    [
      { language: 'en', title: 'x'.repeat(121), text: 'y' },
      [['title', 'validation.text_too_long']],
    ],
  ])('%j → %j', (input, errors) => {
    expect(firstError(specialTermTemplateInputSchema.safeParse(input))).toEqual(errors);
  });
});

describe('key handovers', () => {
  const ok = { handed_over_on: '2026-12-01', direction: 'to_tenant', key_count: 3 };
  it.each([
    [ok, null],
    [{ ...ok, direction: 'to_landlord', description: 'Allir lyklar skilaðir' }, null],
    [{ ...ok, key_count: 0 }, [['key_count', 'validation.key_count']]],
    [{ ...ok, key_count: 51 }, [['key_count', 'validation.key_count']]],
    [{ ...ok, key_count: 1.5 }, [['key_count', 'validation.key_count']]],
    [{ ...ok, handed_over_on: '01.12.2026' }, [['handed_over_on', 'validation.date']]],
    [{ ...ok, direction: 'sideways' }, [['direction', 'validation.required']]],
  ])('%j → %j', (input, errors) => {
    expect(firstError(keyTransactionInputSchema.safeParse(input))).toEqual(errors);
  });

  it('defaults a missing description to null', () => {
    expect(keyTransactionInputSchema.parse(ok).description).toBeNull();
  });
});

describe('private notes', () => {
  it.each([
    [{ authorId: 7 }, 7, true],
    [{ authorId: 7 }, 8, false],
    [{ authorId: null }, 7, false],
  ])('note %j read by user %i → %s', (note, userId, expected) => {
    expect(canReadPrivateNote(note, userId)).toBe(expected);
  });
});
