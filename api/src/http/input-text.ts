/**
 * What no route can take, whatever its schema: text PostgreSQL cannot store (U+0000), text that is
 * not Unicode (a lone UTF-16 surrogate, which would be stored as U+FFFD without a word) and
 * nesting deeper than any body needs (a recursive walk of `[[[[…]]]]` would overflow the stack).
 */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type InputProblem = { path: PropertyKey[]; message: string };

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'validation.invalid';
  if (LONE_SURROGATE.test(text)) return 'validation.invalid';
  return null;
}

/**
 * The first problem in a parsed input, walked iteratively (no recursion, no path copied per level):
 * each entry keeps its parent, and the path is built only for the one value that is reported.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  type Entry = { value: unknown; key: PropertyKey | null; parent: Entry | null; depth: number };
  const pathOf = (entry: Entry): PropertyKey[] => {
    const path: PropertyKey[] = [];
    for (let e: Entry | null = entry; e && e.key !== null; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value: input, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { value } = entry;
    if (typeof value === 'string') {
      const message = textProblem(value);
      if (message) return { path: pathOf(entry), message };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (entry.depth >= MAX_INPUT_DEPTH)
      return { path: pathOf(entry).slice(0, 1), message: 'validation.too_deep' };
    const entries: [PropertyKey, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    // Pushed in reverse so the first field is looked at first and named first.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      const keyProblem = typeof key === 'string' ? textProblem(key) : null;
      // The key itself cannot be a field name in the answer: name the object holding it.
      if (keyProblem) return { path: pathOf(entry), message: keyProblem };
      stack.push({ value: item, key, parent: entry, depth: entry.depth + 1 });
    }
  }
  return null;
}
