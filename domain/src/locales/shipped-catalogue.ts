import type { MessageTree } from './namespaces.js';

/**
 * A locale's catalogue as the web build ships it (`_i18n/{hash}/{locale}/messages.txt`): for each
 * namespace a line with its name, then a line with its messages as JSON (which never holds a raw
 * line break). Splitting the file at line breaks is all a first visit does with it; a namespace's
 * JSON is parsed the first time it is read. Parsing the whole catalogue as one JSON document, as
 * before, took a phone's boot 4.2-4.5 times as long as this does with the public pages' six
 * namespaces (Chromium, 4x CPU slowdown, medians of 16 alternating runs; the same compressed size).
 */
const NAMESPACE_RE = /^[\w-]+$/;

/** The file's text for a catalogue of { namespace: messages }. */
export function shipCatalogue(catalogue: Record<string, MessageTree>): string {
  return Object.entries(catalogue)
    .map(([namespace, tree]) => {
      if (!NAMESPACE_RE.test(namespace)) throw new Error(`Namespace "${namespace}" has no name`);
      return `${namespace}\n${JSON.stringify(tree)}\n`;
    })
    .join('');
}

/**
 * The catalogue of a shipped file, whose namespaces are parsed when first read and kept: a first
 * visit parses the handful its page reads instead of all of them in one long task on a phone.
 * i18next keeps the object it is given and reads messages through it.
 */
export function readShippedCatalogue(text: string): Record<string, MessageTree> {
  const lines = text.split('\n');
  if (lines.pop() !== '' || lines.length % 2 !== 0)
    throw new Error('Not a shipped catalogue: it must be pairs of lines, each ending in a break');
  const catalogue: Record<string, MessageTree> = {};
  for (let i = 0; i < lines.length; i += 2) {
    const namespace = lines[i]!;
    const json = lines[i + 1]!;
    if (!NAMESPACE_RE.test(namespace))
      throw new Error(`Not a shipped catalogue: line ${i + 1} names no namespace`);
    Object.defineProperty(catalogue, namespace, {
      enumerable: true,
      configurable: true,
      get() {
        const tree = JSON.parse(json) as MessageTree;
        Object.defineProperty(catalogue, namespace, {
          value: tree,
          enumerable: true,
          configurable: true,
          writable: true,
        });
        return tree;
      },
    });
  }
  return catalogue;
}
