/**
 * Import cycles among the workspaces' TypeScript files, found the way eslint-plugin-import-x's
 * `no-cycle` found them (static and dynamic imports, re-exports and require() count; imports of
 * types only do not; packages in node_modules are left out, the workspaces' own packages are
 * followed), in one pass over the module graph instead of a search from every import: the rule
 * took 124 of lint's 156 s on two cores, this takes a few seconds.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The folders whose TypeScript is checked, each resolved with its own tsconfig.json. */
export const WORKSPACES = ['domain', 'api', 'graph', 'web', 'server', 'mobile'] as const;

const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.expo',
  'test-results',
  'playwright-report',
  'migrations',
]);
const SOURCE = /\.(?:ts|tsx|mts|cts)$/;

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/** The specifiers a file imports at run time: what is only types is erased, so no cycle. */
export function runtimeImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const onlyTypes = (elements: readonly { isTypeOnly: boolean }[]) =>
    elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          !clause.name &&
          bindings !== undefined &&
          ts.isNamedImports(bindings) &&
          onlyTypes(bindings.elements));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined && ts.isNamedExports(clause) && onlyTypes(clause.elements));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1) {
      const [argument] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && argument && ts.isStringLiteralLike(argument))
        specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function compilerOptionsOf(workspaceDir: string): ts.CompilerOptions {
  const configFile = path.join(workspaceDir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configFile} could not be read`);
  return parsed.options;
}

/**
 * Every cycle as the files on it, in import order, relative to `rootDir`; none when the graph has
 * no cycle. `workspaces` are folders under `rootDir`, each with a tsconfig.json.
 */
export function findImportCycles(
  rootDir: string,
  workspaces: readonly string[] = WORKSPACES,
): string[][] {
  const edges = new Map<string, string[]>();
  for (const workspace of workspaces) {
    const dir = path.join(rootDir, workspace);
    const options = compilerOptionsOf(dir);
    const cache = ts.createModuleResolutionCache(dir, (name) => name, options);
    for (const file of sourceFiles(dir)) {
      const text = ts.sys.readFile(file) ?? '';
      const targets = new Set<string>();
      for (const specifier of runtimeImports(file, text)) {
        const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache)
          .resolvedModule?.resolvedFileName;
        // A package's files, an asset or a virtual module: not ours, or not code.
        if (!resolved || resolved.includes(`${path.sep}node_modules${path.sep}`)) continue;
        if (resolved.endsWith('.d.ts') || !SOURCE.test(resolved)) continue;
        targets.add(path.resolve(resolved));
      }
      edges.set(path.resolve(file), [...targets]);
    }
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1)
    .map((component) => cycleThrough(component, edges).map((file) => path.relative(rootDir, file)));
}

/** Tarjan's strongly connected components, iteratively (no recursion limit on deep graphs). */
function stronglyConnected(edges: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** One cycle inside a component, from its first file back to it: what a reader follows. */
function cycleThrough(component: string[], edges: Map<string, string[]>): string[] {
  const members = new Set(component);
  const first = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [first];
  const seen = new Set([first]);
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of edges.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const path = [node];
        while (path[0] !== first) path.unshift(previous.get(path[0]!)!);
        return [...path, first];
      }
      if (seen.has(target)) continue;
      seen.add(target);
      previous.set(target, node);
      queue.push(target);
    }
  }
  return component;
}
