import { describe, expect, it } from 'vitest';
import { featureKey, inOut, providerLabel, usagePeriod } from './model';

describe('AI help view logic', () => {
  it('defaults the usage period to the last 30 days ending today', () => {
    const today = new Date('2026-11-24T12:00:00Z');
    expect(usagePeriod(new URLSearchParams(), today, 30)).toEqual({
      from: '2026-10-26',
      to: '2026-11-24',
    });
    expect(usagePeriod(new URLSearchParams('from=2026-01-01&to=2026-01-31'), today, 30)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('names features and providers through the catalogue', () => {
    expect(featureKey('CONVERSATION_SUMMARY')).toBe('ai.features.conversation_summary');
    const t = (key: string, options?: Record<string, unknown>) =>
      options ? `${key}:${JSON.stringify(options)}` : key;
    expect(providerLabel(t, 'LOCAL', 'extractive-v1')).toBe('ai.providers.local');
    expect(providerLabel(t, 'OPENAI_COMPATIBLE', 'gpt-4o-mini')).toBe(
      'ai.providers.openai_compatible:{"model":"gpt-4o-mini"}',
    );
  });

  it('writes in and out counts as a pair', () => {
    expect(inOut(0, 12)).toMatch(/^0 \/ 12$/);
  });
});
