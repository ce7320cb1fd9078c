import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

/**
 * The codegen client preset writes every operation's document object into one module
 * (src/__generated__/graphql.ts). Importing any document from it made the bundler put all the
 * documents used anywhere in one shared chunk, which public pages then loaded (issue #12). This
 * plugin rewrites, at build time, each value import of a document from that module into an import
 * of a virtual module holding just that document, so a document lands in the chunk of the code
 * that uses it. Types still come from graphql.ts (they vanish at compile time); the generated
 * files are not touched, and the objects are the generated ones, persisted-document hashes
 * included.
 */

const VIRTUAL_PREFIX = 'virtual:leiga-graphql-document/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const DEFAULT_GENERATED_FILE = path.resolve(import.meta.dirname, '../src/__generated__/graphql.ts');

/** `export const XDocument = {...} as unknown as DocumentNode<...>;`, one line each. */
const DOCUMENT_LINE =
  /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/** Each document's name and its object literal (JSON), as the generated module defines them. */
export function extractDocuments(generatedSource: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const [, name, literal] of generatedSource.matchAll(DOCUMENT_LINE)) {
    if (!name || !literal) continue;
    JSON.parse(literal); // A literal that is not plain JSON would refer to other code: refuse it.
    documents.set(name, literal);
  }
  return documents;
}

export function documentModuleId(name: string): string {
  return `${VIRTUAL_PREFIX}${name}`;
}

/** The source of the virtual module of one document. */
export function documentModuleSource(name: string, literal: string): string {
  return `export const ${name} = ${literal};\n`;
}

type Node = { type: string; start: number; end: number };
type Identifier = Node & { name?: string; value?: string };
type Specifier = Node & {
  importKind?: 'type' | 'value';
  exportKind?: 'type' | 'value';
  imported?: Identifier;
  local: Identifier;
  exported?: Identifier;
};
type ModuleStatement = Node & {
  importKind?: 'type' | 'value';
  exportKind?: 'type' | 'value';
  source?: (Node & { value: string }) | null;
  specifiers?: Specifier[];
};

const nameOf = (id: Identifier | undefined): string => id?.name ?? id?.value ?? '';

/** Every dynamic `import()` of a module, anywhere in the tree. */
function dynamicImportSources(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) dynamicImportSources(child, found);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record['type'] === 'ImportExpression') {
      const source = record['source'] as { type?: string; value?: unknown } | undefined;
      if (source?.type === 'Literal' && typeof source.value === 'string') found.push(source.value);
    }
    for (const value of Object.values(record)) dynamicImportSources(value, found);
  }
  return found;
}

export type TransformResult = { code: string; rewritten: string[] };
type Edit = { start: number; end: number; text: string };

/** What the rewrite needs to know about the generated modules, as seen from one file. */
export type GeneratedModules = {
  /** Whether an import specifier names the generated graphql module. */
  isGenerated: (specifier: string) => boolean;
  /** The documents it defines, by name. */
  documents: ReadonlySet<string>;
  /** Whether an import specifier names the generated index (`__generated__`). */
  isIndex?: (specifier: string) => boolean;
  /** The values fragment-masking.ts exports (getFragmentData, ...). */
  fragmentHelpers?: ReadonlySet<string>;
};

/**
 * Rewrites the document imports of one source file. Returns null when nothing changes. Throws on
 * a namespace, default or dynamic import of the generated module: those would pull every
 * document in again. Imports of fragment helpers from the generated index go straight to
 * fragment-masking.ts: the index re-exports gql.ts too, which left an empty chunk that every
 * page fetched.
 */
export function rewriteDocumentImports(
  code: string,
  fileName: string,
  modules: GeneratedModules,
): TransformResult | null {
  const { isGenerated, documents } = modules;
  const lang = fileName.endsWith('x') ? 'tsx' : 'ts';
  const program = parseAst(code, { lang }) as unknown as { body: ModuleStatement[] };

  const dynamic = dynamicImportSources(program.body).find(isGenerated);
  if (dynamic)
    throw new Error(
      `${fileName}: import('${dynamic}') loads every GraphQL document; import the documents ` +
        `statically in a small module and import() that one instead.`,
    );

  const edits: Edit[] = [];
  const rewritten: string[] = [];
  for (const statement of program.body) {
    const helperImport = fragmentHelperImport(statement, modules);
    if (helperImport) edits.push(helperImport);
    const isImport = statement.type === 'ImportDeclaration';
    const isReexport = statement.type === 'ExportNamedDeclaration';
    if (!(isImport || isReexport) || !statement.source || !isGenerated(statement.source.value))
      continue;
    if ((statement.importKind ?? statement.exportKind) === 'type') continue;

    const keep: string[] = [];
    const moved: string[] = [];
    for (const specifier of statement.specifiers ?? []) {
      const text = code.slice(specifier.start, specifier.end);
      const kind = specifier.importKind ?? specifier.exportKind;
      if (
        specifier.type === 'ImportNamespaceSpecifier' ||
        specifier.type === 'ImportDefaultSpecifier'
      )
        throw new Error(
          `${fileName}: \`${text}\` imports every GraphQL document; import them by name.`,
        );
      const name = nameOf(isImport ? specifier.imported : specifier.local);
      if (kind === 'type' || !documents.has(name)) {
        keep.push(text);
        continue;
      }
      // `import { A as B }` keeps its local name; `export { A as B }` its exported name.
      const alias = nameOf(isImport ? specifier.local : specifier.exported);
      const clause = alias === name ? name : `${name} as ${alias}`;
      const keyword = isImport ? 'import' : 'export';
      moved.push(`${keyword} { ${clause} } from '${documentModuleId(name)}';`);
      rewritten.push(name);
    }
    if (moved.length === 0) continue;

    const source = JSON.stringify(statement.source.value);
    // What remains is types (or non-documents); a type-only statement is erased at compile time.
    const remaining = keep.every((text) => text.startsWith('type '))
      ? keep.map((text) => text.replace(/^type\s+/, ''))
      : keep;
    const typeOnly = remaining !== keep ? ' type' : '';
    const rest =
      keep.length === 0
        ? ''
        : `${isImport ? 'import' : 'export'}${typeOnly} { ${remaining.join(', ')} } from ${source}; `;
    // On the statement's own lines, so the lines after it (and their source maps) do not move.
    const lineBreaks = '\n'.repeat(
      code.slice(statement.start, statement.end).split('\n').length - 1,
    );
    edits.push({
      start: statement.start,
      end: statement.end,
      text: `${rest}${moved.join(' ')}${lineBreaks}`,
    });
  }
  if (edits.length === 0) return null;

  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return { code: result, rewritten };
}

/** The edit pointing an import of fragment helpers from the generated index at fragment-masking. */
function fragmentHelperImport(statement: ModuleStatement, modules: GeneratedModules): Edit | null {
  const { isIndex, fragmentHelpers } = modules;
  const source = statement.source;
  if (statement.type !== 'ImportDeclaration' || statement.importKind === 'type') return null;
  if (!source || !isIndex?.(source.value) || !fragmentHelpers) return null;
  const values = (statement.specifiers ?? []).filter((s) => s.importKind !== 'type');
  const allHelpers =
    values.length > 0 &&
    values.every((s) => s.type === 'ImportSpecifier' && fragmentHelpers.has(nameOf(s.imported)));
  if (!allHelpers) return null;
  const directory = source.value.replace(/\/(?:index(?:\.[jt]s)?)?$/, '');
  return {
    start: source.start,
    end: source.end,
    text: JSON.stringify(`${directory}/fragment-masking`),
  };
}

/**
 * The Vite plugin. Build only: the dev server and Vitest import graphql.ts as it is, which gives
 * the same objects.
 */
export function graphqlDocuments(generatedFile = DEFAULT_GENERATED_FILE): Plugin {
  const generatedModule = generatedFile.replace(/\.ts$/, '');
  const generatedDir = path.dirname(generatedFile);
  let documents = new Set<string>();
  let sources = new Map<string, string>();
  let fragmentHelpers = new Set<string>();

  /** An import specifier of `importer`, resolved without its extension (or `/index`). */
  const resolvedFrom = (importer: string) => (specifier: string) =>
    specifier.startsWith('.')
      ? path.resolve(path.dirname(importer), specifier).replace(/(?:\/index)?(?:\.[jt]s)?$/, '')
      : null;

  return {
    name: 'leiga-graphql-documents',
    apply: 'build',
    // Before TypeScript is compiled away, so `type` imports are seen (and left alone).
    enforce: 'pre',
    buildStart() {
      sources = extractDocuments(readFileSync(generatedFile, 'utf8'));
      documents = new Set(sources.keys());
      const masking = path.join(generatedDir, 'fragment-masking.ts');
      const helpers = existsSync(masking) ? readFileSync(masking, 'utf8') : '';
      fragmentHelpers = new Set(
        [...helpers.matchAll(/^export function (\w+)/gm)].flatMap(([, name]) =>
          name ? [name] : [],
        ),
      );
      this.addWatchFile(generatedFile);
    },
    resolveId: (source) => (source.startsWith(VIRTUAL_PREFIX) ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      const literal = sources.get(name);
      if (!literal) this.error(`No document ${name} in ${generatedFile}.`);
      return documentModuleSource(name, literal);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes('/node_modules/')) return undefined;
      if (file.includes('/__generated__/') || !code.includes('__generated__')) return undefined;
      const resolve = resolvedFrom(file);
      try {
        const result = rewriteDocumentImports(code, file, {
          isGenerated: (specifier) => resolve(specifier) === generatedModule,
          documents,
          isIndex: (specifier) => resolve(specifier) === generatedDir,
          fragmentHelpers,
        });
        // Lines keep their places (see above), so the existing source map still holds.
        return result ? { code: result.code, map: null } : undefined;
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}
