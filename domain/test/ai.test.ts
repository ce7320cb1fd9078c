import { describe, expect, it } from 'vitest';
import { detectTextLanguage, llmUsageQuerySchema } from '../src/index.js';

describe('the language of a conversation', () => {
  it.each([
    [['Góðan dag, er íbúðin laus? Má ég koma að skoða hana?'], 'is'],
    [['Hello, is the flat still available? Can I view it?'], 'en'],
    [['Hej, er lejligheden stadig ledig? Kan jeg se den på lørdag?'], 'da'],
    [['Dzień dobry, czy mieszkanie jest dostępne? Czy mogę je obejrzeć?'], 'pl'],
    [['Добрий день, чи квартира ще вільна? Чи можу я її оглянути?'], 'uk'],
    [[''], 'en'],
  ] as const)('reads %j as %s', (texts, locale) => {
    expect(detectTextLanguage([...texts])).toBe(locale);
  });
});

describe('the usage report period', () => {
  it('takes whole days in order, at most a year', () => {
    expect(
      llmUsageQuerySchema.safeParse({ from_date: '2026-01-01', to_date: '2026-01-31' }).success,
    ).toBe(true);
    const reversed = llmUsageQuerySchema.safeParse({
      from_date: '2026-02-01',
      to_date: '2026-01-31',
    });
    expect(reversed.error?.issues[0]?.path).toEqual(['to_date']);
    expect(
      llmUsageQuerySchema.safeParse({ from_date: '2025-01-01', to_date: '2026-06-01' }).success,
    ).toBe(false);
    expect(llmUsageQuerySchema.safeParse({ from_date: '1.1.2026' }).success).toBe(false);
  });
});
