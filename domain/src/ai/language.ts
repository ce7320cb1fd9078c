import type { Locale } from '../i18n/locales.js';

/**
 * The language a conversation is written in, guessed from its words: the reply suggestions
 * answer in it. Letters only one language uses decide first (ð/þ Icelandic, ø/å Danish,
 * ą/ę/ł/ś/ż Polish, Cyrillic Ukrainian), then common words; English when nothing matches (or its own words win).
 */
const MARKERS: Array<{ locale: Locale; letters: RegExp; words: RegExp }> = [
  {
    locale: 'is',
    letters: /[ðþáíúýö]/gi,
    words: /\b(og|ég|er|íbúð\w*|hæ|takk|má|hvenær|leig\w*|skoða\w*|við|það)\b/gi,
  },
  { locale: 'uk', letters: /[а-яєіїґ]/gi, words: /\b(і|та|квартир\w*)\b/gi },
  {
    locale: 'pl',
    letters: /[ąęłśżźń]/gi,
    words: /\b(jest|mieszkanie|czy|dzień dobry|się|nie)\b/gi,
  },
  {
    locale: 'en',
    letters: /(?!)/g,
    words: /\b(the|is|and|you|can|hello|hi|flat|apartment|rent|when|thanks)\b/gi,
  },
  { locale: 'da', letters: /[øå]/gi, words: /\b(jeg|er|lejlighed\w*|hej|tak|kan|og)\b/gi },
];

export function detectTextLanguage(texts: string[]): Locale {
  const text = texts.join('\n');
  let best: { locale: Locale; score: number } = { locale: 'en', score: 0 };
  for (const marker of MARKERS) {
    const score =
      (text.match(marker.letters)?.length ?? 0) * 3 + (text.match(marker.words)?.length ?? 0);
    if (score > best.score) best = { locale: marker.locale, score };
  }
  return best.locale;
}
