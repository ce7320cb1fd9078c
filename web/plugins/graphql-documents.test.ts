import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import * as generated from '../src/__generated__/graphql';
import {
  documentModuleId,
  documentModuleSource,
  extractDocuments,
  graphqlDocuments,
  rewriteDocumentImports,
} from './graphql-documents';

/** Two operations and a type, written the way the codegen client preset writes them. */
const GENERATED = [
  "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
  'export type AlphaQuery = { alpha: string };',
  'export const AlphaDocument = {"__meta__":{"hash":"sha256:aaa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Alpha"}}]} as unknown as DocumentNode<AlphaQuery, unknown>;',
  'export const BetaDocument = {"__meta__":{"hash":"sha256:bbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Beta"}}]} as unknown as DocumentNode<unknown, unknown>;',
  'export const Row_ItemFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<unknown, unknown>;',
  '',
].join('\n');

const DOCUMENTS = new Set(['AlphaDocument', 'BetaDocument', 'Row_ItemFragmentDoc']);
const isGenerated = (specifier: string) => specifier.endsWith('__generated__/graphql');

describe('extractDocuments', () => {
  it('reads each document object and nothing else', () => {
    const documents = extractDocuments(GENERATED);
    expect([...documents.keys()]).toEqual(['AlphaDocument', 'BetaDocument', 'Row_ItemFragmentDoc']);
    expect(JSON.parse(documents.get('AlphaDocument') ?? '')).toMatchObject({
      __meta__: { hash: 'sha256:aaa' },
      kind: 'Document',
    });
  });

  it('gives, for every document of the real generated module, the same object', () => {
    const source = readFileSync(
      path.resolve(import.meta.dirname, '../src/__generated__/graphql.ts'),
      'utf8',
    );
    const documents = extractDocuments(source);
    const exported = Object.entries(generated).filter(([name]) =>
      /(?:Document|FragmentDoc)$/.test(name),
    );
    expect(exported.length).toBeGreaterThan(100);
    expect([...documents.keys()].sort()).toEqual(exported.map(([name]) => name).sort());
    // Persisted-document hashes included: the graph runs a stored document by this hash.
    for (const [name, value] of exported)
      expect(JSON.parse(documents.get(name) ?? 'null'), name).toEqual(value);
  });

  it('writes a virtual module exporting just that document', () => {
    expect(documentModuleSource('AlphaDocument', '{"kind":"Document"}')).toBe(
      'export const AlphaDocument = {"kind":"Document"};\n',
    );
    expect(documentModuleId('AlphaDocument')).toBe('virtual:leiga-graphql-document/AlphaDocument');
  });
});

describe('rewriteDocumentImports', () => {
  const rewrite = (code: string, file = 'Page.tsx') =>
    rewriteDocumentImports(code, file, {
      isGenerated,
      documents: DOCUMENTS,
      isIndex: (specifier) => specifier.endsWith('__generated__'),
      fragmentHelpers: new Set(['getFragmentData', 'makeFragmentData']),
    });

  it('moves document imports to their own modules and leaves type imports alone', () => {
    const code = [
      "import { useQuery } from '@apollo/client/react';",
      'import {',
      '  AlphaDocument,',
      '  BetaDocument as Beta,',
      '  type AlphaQuery,',
      "} from '../../__generated__/graphql';",
      "import type { BetaQuery } from '../../__generated__/graphql';",
      'export const Page = () => <p>{useQuery<AlphaQuery>(AlphaDocument) && Beta.kind}</p>;',
    ].join('\n');
    const result = rewrite(code);
    expect(result?.rewritten).toEqual(['AlphaDocument', 'BetaDocument']);
    const lines = result?.code.split('\n') ?? [];
    expect(lines[1]).toBe(
      'import type { AlphaQuery } from "../../__generated__/graphql"; ' +
        "import { AlphaDocument } from 'virtual:leiga-graphql-document/AlphaDocument'; " +
        "import { BetaDocument as Beta } from 'virtual:leiga-graphql-document/BetaDocument';",
    );
    // Later lines keep their numbers, so the source map still holds.
    expect(lines).toHaveLength(code.split('\n').length);
    expect(lines.slice(6)).toEqual(code.split('\n').slice(6));
    expect(lines[0]).toBe("import { useQuery } from '@apollo/client/react';");
  });

  it('drops the generated module import when only documents came from it', () => {
    const result = rewrite("import { Row_ItemFragmentDoc } from '../__generated__/graphql';\n");
    expect(result?.code).toBe(
      "import { Row_ItemFragmentDoc } from 'virtual:leiga-graphql-document/Row_ItemFragmentDoc';\n",
    );
  });

  it('keeps value imports that are not documents', () => {
    const result = rewrite("import { AlphaDocument, helper } from '../__generated__/graphql';");
    expect(result?.code).toBe(
      'import { helper } from "../__generated__/graphql"; ' +
        "import { AlphaDocument } from 'virtual:leiga-graphql-document/AlphaDocument';",
    );
  });

  it('rewrites re-exports of documents', () => {
    const result = rewrite(
      "export { AlphaDocument, BetaDocument as Beta } from '../__generated__/graphql';",
      'documents.ts',
    );
    expect(result?.code).toBe(
      "export { AlphaDocument } from 'virtual:leiga-graphql-document/AlphaDocument'; " +
        "export { BetaDocument as Beta } from 'virtual:leiga-graphql-document/BetaDocument';",
    );
  });

  it('changes nothing in a file with only type imports or other modules', () => {
    expect(rewrite("import type { AlphaQuery } from '../__generated__/graphql';")).toBeNull();
    expect(rewrite("import { AlphaDocument } from './elsewhere';")).toBeNull();
  });

  it('takes fragment helpers from fragment-masking rather than the generated index', () => {
    const code =
      "import { getFragmentData, type FragmentType } from '../../__generated__';\nexport {};";
    expect(rewrite(code)?.code).toBe(
      'import { getFragmentData, type FragmentType } from "../../__generated__/fragment-masking";\nexport {};',
    );
    // Anything else from the index (gql.ts's graphql()) stays as it is.
    expect(rewrite("import { graphql, getFragmentData } from '../__generated__';")).toBeNull();
    expect(rewrite("import type { FragmentType } from '../__generated__';")).toBeNull();
  });

  it('refuses imports that would load every document', () => {
    expect(() => rewrite("const m = import('../__generated__/graphql');", 'a.ts')).toThrow(
      /a\.ts: import\('..\/__generated__\/graphql'\) loads every GraphQL document/,
    );
    expect(() => rewrite("import * as all from '../__generated__/graphql';", 'b.ts')).toThrow(
      /b\.ts: `\* as all` imports every GraphQL document/,
    );
  });
});

describe('graphqlDocuments in a build', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'leiga-graphql-documents-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts each document in the chunk of the code that uses it', async () => {
    mkdirSync(path.join(root, '__generated__'));
    const generatedFile = path.join(root, '__generated__/graphql.ts');
    writeFileSync(generatedFile, GENERATED);
    writeFileSync(
      path.join(root, '__generated__/fragment-masking.ts'),
      'export function getFragmentData<T>(_doc: unknown, data: T): T {\n  return data;\n}\n',
    );
    // The preset's index also re-exports gql.ts, whose graphql() maps sources to every document.
    writeFileSync(
      path.join(root, '__generated__/gql.ts'),
      "import * as types from './graphql';\n" +
        'const documents: Record<string, unknown> = { alpha: types.AlphaDocument, beta: types.BetaDocument };\n' +
        'export function graphql(source: string): unknown {\n  return documents[source];\n}\n',
    );
    writeFileSync(
      path.join(root, '__generated__/index.ts'),
      "export * from './fragment-masking';\nexport * from './gql';\n",
    );
    writeFileSync(
      path.join(root, 'alpha.ts'),
      "import { AlphaDocument, type AlphaQuery } from './__generated__/graphql';\n" +
        "import { getFragmentData } from './__generated__';\n" +
        'export const alpha: AlphaQuery | null = null;\n' +
        'console.log(getFragmentData(AlphaDocument, alpha));\n',
    );
    writeFileSync(
      path.join(root, 'beta.ts'),
      "import { BetaDocument } from './__generated__/graphql';\nconsole.log(BetaDocument);\n",
    );
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [graphqlDocuments(generatedFile)],
      build: {
        write: false,
        minify: false,
        rollupOptions: {
          input: { alpha: path.join(root, 'alpha.ts'), beta: path.join(root, 'beta.ts') },
        },
      },
    })) as Rolldown.RolldownOutput;
    const chunks = output.output.filter((file) => file.type === 'chunk');
    const chunk = (name: string) => chunks.find((c) => c.name === name)?.code ?? '';
    expect(chunk('alpha')).toContain('sha256:aaa');
    expect(chunk('alpha')).not.toContain('sha256:bbb');
    expect(chunk('beta')).toContain('sha256:bbb');
    expect(chunk('beta')).not.toContain('sha256:aaa');
    // No shared chunk of documents or of the generated index, not even an empty one.
    expect(chunks.map((c) => c.name).sort()).toEqual(['alpha', 'beta']);
    // The fragment no one imports is in no chunk.
    expect(chunks.map((c) => c.code).join('\n')).not.toContain('Row_Item');
  });
});
