import { describe, expect, it } from 'vitest';
import type { AiMessage } from '../src/providers/ai/ai-provider.js';
import { LocalAiProvider } from '../src/providers/ai/local-ai-provider.js';
import { detectReplyIntent, REPLY_TEMPLATES } from '../src/providers/ai/reply-templates.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString();
const tenant = (body: string, minute = 0): AiMessage => ({
  role: 'tenant',
  authorName: 'Anna',
  body,
  sentAt: at(minute),
});

describe('the local provider', () => {
  const provider = new LocalAiProvider();

  it.each([
    ['Hvenær get ég komið að skoða?', 'viewing'],
    ['Má hafa hund í íbúðinni?', 'pets'],
    ['Hver er tryggingin?', 'price'],
    ['Hvaða gögn viltu fá, meðmæli?', 'documents'],
    ['Hvenær er íbúðin laus?', 'availability'],
    ['Takk fyrir síðast.', 'general'],
    ['Can I bring my cat?', 'pets'],
    ['Kan jeg se lejligheden på lørdag?', 'viewing'],
    ['Ile wynosi kaucja?', 'price'],
    ['Коли квартира буде вільна?', 'availability'],
  ] as const)('reads "%s" as a question about %s', (text, intent) => {
    expect(detectReplyIntent(text)).toBe(intent);
  });

  it('answers the last tenant message, not the landlord’s own, in the language asked', async () => {
    const messages: AiMessage[] = [
      tenant('Má hafa kött?', 0),
      { role: 'landlord', authorName: 'Jón', body: 'Hvenær viltu skoða?', sentAt: at(1) },
    ];
    const result = await provider.suggestReplies({
      messages,
      language: 'is',
      replierRole: 'landlord',
    });
    expect(result.value.suggestions).toEqual(REPLY_TEMPLATES.is.pets);
    const english = await provider.suggestReplies({
      messages,
      language: 'en',
      replierRole: 'landlord',
    });
    expect(english.value.suggestions).toEqual(REPLY_TEMPLATES.en.pets);
    expect(result.usage).toMatchObject({
      inputTokens: null,
      inputCharacters: 'Má hafa kött?'.length,
    });
  });

  it('has three templates for every intent in every language', () => {
    for (const templates of Object.values(REPLY_TEMPLATES)) {
      for (const replies of Object.values(templates)) expect(new Set(replies).size).toBe(3);
    }
  });

  it('keeps only sentences with facts in an extractive summary', async () => {
    const { value } = await provider.summarizeConversation({
      messages: [tenant('Hæ. Ég get greitt 300.000 kr. á mánuði. Góða helgi!')],
      language: 'is',
    });
    expect(value.summary).toContain('[Fjárhæðir] Ég get greitt 300.000 kr. á mánuði.');
    expect(value.summary).not.toContain('Góða helgi');
  });

  it('rates a scam message with the domain’s signals', async () => {
    const { value } = await provider.assessFraud({
      text: 'I am abroad, please send the deposit by Western Union before the viewing.',
      kind: 'message',
    });
    expect(value.score).toBeGreaterThan(0.5);
    expect(value.signals.map((s) => s.code)).toContain('money_transfer_service');
  });
});
