import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles, runtimeImports } from './import-cycles.js';

let root: string;

/** A workspace `pkg` under a fresh folder, with the given files. */
function workspace(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  const dir = path.join(root, 'pkg');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
  );
  for (const [name, text] of Object.entries(files))
    writeFileSync(path.join(dir, 'src', name), text);
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('findImportCycles', () => {
  it('finds two files that import each other, in import order', () => {
    const dir = workspace({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'c.ts': "import { a } from './a';\nexport const c = a;\n",
    });
    expect(findImportCycles(dir, ['pkg'])).toEqual([
      ['pkg/src/a.ts', 'pkg/src/b.ts', 'pkg/src/a.ts'],
    ]);
  });

  it('counts a dynamic import and a re-export, as the lint rule did', () => {
    const dir = workspace({
      'page.tsx': "export { helper } from './helper';\nexport const Page = () => null;\n",
      'helper.ts': "export const helper = () => import('./page');\n",
    });
    expect(findImportCycles(dir, ['pkg'])).toHaveLength(1);
  });

  it('follows a longer loop and leaves packages and missing files out', () => {
    const dir = workspace({
      'one.ts': "import 'react';\nimport './two';\nimport './missing.css';\n",
      'two.ts': "import './three';\n",
      'three.ts': "import './one';\n",
    });
    expect(findImportCycles(dir, ['pkg'])).toEqual([
      ['pkg/src/one.ts', 'pkg/src/two.ts', 'pkg/src/three.ts', 'pkg/src/one.ts'],
    ]);
  });

  it('finds none when one side imports only types', () => {
    const dir = workspace({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\nexport const a = 1;\n",
      'b.ts': "import { a } from './a';\nexport type B = typeof a;\n",
    });
    expect(findImportCycles(dir, ['pkg'])).toEqual([]);
  });
});

describe('runtimeImports', () => {
  it('keeps what runs and drops what is only types', () => {
    const text = [
      "import type { A } from './type-only';",
      "import { type B, type C } from './types-inline';",
      "import { type D, e } from './mixed';",
      "import f from './default';",
      "import './side-effect';",
      "export type { G } from './export-type';",
      "export { h } from './export-value';",
      "export * from './export-all';",
      "const lazy = () => import('./dynamic');",
      "const old = require('./required');",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual([
      './mixed',
      './default',
      './side-effect',
      './export-value',
      './export-all',
      './dynamic',
      './required',
    ]);
  });
});
