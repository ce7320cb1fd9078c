/**
 * Folds Icelandic letters so a search typed without accents still matches (ICELAND.md):
 * á->a, é->e, í->i, ó->o, ú->u, ý->y, ö->o, ð->d, þ->th, æ->ae. Lower-cases too.
 */
const FOLDS: Record<string, string> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ú: 'u',
  ý: 'y',
  ö: 'o',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
};

export function foldIcelandic(text: string): string {
  return text.toLowerCase().replace(/[áéíóúýöðþæ]/g, (ch) => FOLDS[ch] ?? ch);
}

/** The single-letter folds, for SQL translate(); þ and æ are replaced separately. */
export const SINGLE_LETTER_FOLDS = { from: 'áéíóúýöð', to: 'aeiouyod' } as const;
