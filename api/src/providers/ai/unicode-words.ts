/**
 * JavaScript's `\b` and `\w` know only ASCII letters, so `\bá morgun` never matches. This turns
 * a pattern's `\b` and `\w` into their Unicode-letter meaning (Icelandic, Polish, Cyrillic).
 */
const LETTER = '[\\p{L}\\p{N}_]';
const BOUNDARY = `(?:(?<!${LETTER})(?=${LETTER})|(?<=${LETTER})(?!${LETTER}))`;

export function unicodeWords(pattern: RegExp): RegExp {
  const source = pattern.source.replaceAll('\\b', BOUNDARY).replaceAll('\\w', LETTER);
  return new RegExp(source, `${pattern.flags.replace('u', '')}u`);
}
