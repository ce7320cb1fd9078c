import type { AiFeature, AiProviderKind } from '../../__generated__/graphql';

/** The catalogue key of a feature's name (ai.features.*). */
export function featureKey(feature: AiFeature): string {
  return `ai.features.${feature.toLowerCase()}`;
}

/** "Extractive and templates" or "Language model (gpt-…)": who made a summary. */
export function providerLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  kind: AiProviderKind,
  model: string,
): string {
  return kind === 'LOCAL'
    ? t('ai.providers.local')
    : t('ai.providers.openai_compatible', { model });
}

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The usage page's period from its query string: the last 30 days when absent. */
export function usagePeriod(params: URLSearchParams, today: Date, days: number) {
  const to = params.get('to') || isoDay(today);
  const from = params.get('from') || isoDay(new Date(Date.parse(to) - (days - 1) * DAY_MS));
  return { from, to };
}

/** "1 200 / 340": the pair of in and out counts the table shows. */
export function inOut(input: number, output: number): string {
  const format = new Intl.NumberFormat('is-IS');
  return `${format.format(input)} / ${format.format(output)}`;
}
