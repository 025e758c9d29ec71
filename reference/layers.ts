/**
 * The import graph of `reference/` (or of any tree of `.ts` modules, such as `harness/`) and its rules: which
 * layer a file sits in, which layers it may import, and the loops among its modules. `layers.test.ts` holds the tree to them; the architecture page says why:
 * imports flow server → simulator → wire → core → api → profiles, and inside `core/` nothing outside
 * `core/apis/` reaches up into it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import ts from 'typescript';

/** A module's path relative to the tree's root (`reference/`), with `/` separators (`core/apis/bulk.ts`). */
export type ModulePath = string;

/** Each module and the modules of its tree it imports (values, types, re-exports and dynamic imports alike). */
export type ImportGraph = Map<ModulePath, ModulePath[]>;

/** The layers, lowest first; a module may import its own layer and those below it. */
export const LAYERS = ['profiles', 'api', 'core', 'core/apis', 'wire', 'simulator', 'server', 'top'] as const;
export type Layer = (typeof LAYERS)[number];

/** The layer a module belongs to; anything not named (the package entry, end-to-end tests) sits on top. */
export function layerOf(path: ModulePath): Layer {
  if (path === 'profiles.ts' || path.startsWith('profiles/') || path === 'profiles.aliases.json') return 'profiles';
  if (path.startsWith('api/')) return 'api';
  // The dispatch table (API name → handler) sits with the handlers it names, above the rest of core.
  if (path.startsWith('core/apis/') || path === 'core/step.ts') return 'core/apis';
  if (path.startsWith('core/')) return 'core';
  if (path.startsWith('wire/')) return 'wire';
  if (path === 'simulator.ts' || path === 'testkit.ts') return 'simulator';
  if (path.startsWith('server/')) return 'server';
  return 'top';
}

/** Whether a module in layer `from` may import one in layer `to`. */
export function mayImport(from: Layer, to: Layer): boolean {
  // `core/apis/` is the handlers: the rest of `core/` is below it, though both are "core" to the layers above.
  if (from === 'core' && to === 'core/apis') return false;
  return LAYERS.indexOf(to) <= LAYERS.indexOf(from);
}

/** Every `.ts` file under `root`, as module paths. */
export function listModules(root: string): ModulePath[] {
  const out: ModulePath[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        out.push(relative(root, full).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return out.sort();
}

/** One import of a module: the module it names, and whether it is erased at compile time (`import type`). */
export interface ImportEdge {
  to: ModulePath;
  typeOnly: boolean;
}

/**
 * The relative imports of one source text (static imports, re-exports and `import()` calls), resolved against
 * its module path, read by TypeScript's own parser. An import is type-only when nothing of it survives
 * compilation: `import type`, or every named element marked `type`.
 */
export function importsOf(path: ModulePath, text: string): ImportEdge[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found = new Map<ModulePath, boolean>();
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean): void => {
    if (!specifier || !ts.isStringLiteralLike(specifier)) return;
    const name = specifier.text;
    if (!name.startsWith('./') && !name.startsWith('../')) return;
    const target = posix.normalize(posix.join(posix.dirname(path), name));
    // Outside the tree (for `reference/`: the package.json, the harness) is no module of its graph.
    if (target.startsWith('../')) return;
    // A module imported both ways counts as a value import.
    found.set(target, (found.get(target) ?? true) && typeOnly);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      add(node.moduleSpecifier, allTypes);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause;
      const allTypes = node.isTypeOnly || (named !== undefined && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier, allTypes);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].map(([to, typeOnly]) => ({ to, typeOnly })).sort((a, b) => (a.to < b.to ? -1 : 1));
}

/**
 * The import graph of every `.ts` file under `root`, type-only imports included: they are erased at run time,
 * but a loop of types still means neither module can be read, moved or tested without the other.
 */
export function readGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const path of listModules(root)) graph.set(path, importsOf(path, readFileSync(join(root, path), 'utf8')).map((e) => e.to));
  return graph;
}

/** Every import that runs against the layers, as `from -> to (fromLayer -> toLayer)`. */
export function layerViolations(graph: ImportGraph): string[] {
  const out: string[] = [];
  for (const [from, tos] of graph) {
    for (const to of tos) {
      const a = layerOf(from);
      const b = layerOf(to);
      if (!mayImport(a, b)) out.push(`${from} -> ${to} (${a} -> ${b})`);
    }
  }
  return out.sort();
}

/**
 * The import loops among the graph's modules: one line per tangle (see `tangles`), naming one loop through it
 * as `a -> b -> ... -> a` and how many modules it holds (break that loop and the rest may still loop).
 */
export function importCycles(graph: ImportGraph): string[] {
  const edges = (n: ModulePath): ModulePath[] => (graph.get(n) ?? []).filter((m) => graph.has(m));
  return tangles(graph).map((c) => `${loopThrough(c, edges).join(' -> ')} (one loop of ${c.length} tangled modules)`).sort();
}

/**
 * The tangles of the graph: each strongly connected component of more than one module (every module of one
 * reaches every other through imports), and each module importing itself.
 */
export function tangles(graph: ImportGraph): ModulePath[][] {
  // Tarjan's algorithm, iterative so that a deep chain cannot overflow the stack.
  const index = new Map<ModulePath, number>();
  const low = new Map<ModulePath, number>();
  const onStack = new Set<ModulePath>();
  const stack: ModulePath[] = [];
  const components: ModulePath[][] = [];
  let next = 0;
  const edges = (n: ModulePath): ModulePath[] => (graph.get(n) ?? []).filter((m) => graph.has(m));
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: ModulePath; i: number }> = [{ node: start, i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const out = edges(frame.node);
      if (frame.i < out.length) {
        const m = out[frame.i++]!;
        if (!index.has(m)) {
          index.set(m, next);
          low.set(m, next++);
          stack.push(m);
          onStack.add(m);
          work.push({ node: m, i: 0 });
        } else if (onStack.has(m)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(m)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: ModulePath[] = [];
        let m: ModulePath;
        do {
          m = stack.pop()!;
          onStack.delete(m);
          component.push(m);
        } while (m !== frame.node);
        if (component.length > 1 || edges(frame.node).includes(frame.node)) components.push(component);
      }
    }
  }
  return components;
}

/** One loop through a strongly connected component, found breadth-first from its first module in order. */
function loopThrough(component: ModulePath[], edges: (n: ModulePath) => ModulePath[]): ModulePath[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const parent = new Map<ModulePath, ModulePath>();
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift()!;
    for (const m of edges(n)) {
      if (!members.has(m)) continue;
      if (m === start) {
        const path = [start];
        for (let at = n; at !== start; at = parent.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!parent.has(m)) {
        parent.set(m, n);
        queue.push(m);
      }
    }
  }
  return [start, start];
}
