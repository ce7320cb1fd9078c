import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import { SINGLE_LETTER_FOLDS } from '@leiga/domain';

/** The SQL twin of domain's foldIcelandic, so stored text and typed search fold alike. */
export function foldedColumn(column: AnyColumn | SQL): SQL {
  return sql`replace(replace(translate(lower(${column}), ${SINGLE_LETTER_FOLDS.from}, ${SINGLE_LETTER_FOLDS.to}), 'þ', 'th'), 'æ', 'ae')`;
}

/** Escapes LIKE wildcards in user input. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
