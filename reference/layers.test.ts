/**
 * The layering of `reference/` holds: imports flow server → simulator → wire → core → api → profiles,
 * nothing in `core/` outside `core/apis/` imports the handlers, and no module loops back to itself, through
 * values or types. `harness/` has no layers, but no loops either.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, layerOf, layerViolations, readGraph, type ImportGraph } from './layers.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const HARNESS = fileURLToPath(new URL('../harness/', import.meta.url));

/** The graph without its tests: a test drives its module from above (through the simulator, a server), and nothing imports a test. */
function withoutTests(graph: ImportGraph): ImportGraph {
  return new Map([...graph].filter(([path]) => !path.endsWith('.test.ts')));
}

describe('the layers of reference/', () => {
  const graph = readGraph(ROOT);

  it('reads the whole tree (a reader that found nothing would pass every rule)', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get('simulator.ts')).toContain('wire/route.ts');
    expect(graph.get('server/server.ts')).toContain('simulator.ts');
    expect(graph.get('core/step.ts')).toContain('core/apis/search.ts');
  });

  it('no module imports a layer above its own', () => {
    expect(layerViolations(withoutTests(graph))).toEqual([]);
  });

  it('no module imports itself back, through any chain, type-only imports counted', () => {
    // A loop of values decides the order modules initialise in, and is what breaks at run time; a loop of
    // types breaks nothing there, but neither module can be read or moved without the other. The state's
    // types look recursive (the cluster state holds running jobs, which hold hits of its documents): the
    // shared ones live in modules that import nothing back (core/doc.ts, core/aliasMeta.ts,
    // core/byScroll/runningJob.ts, core/docs/writeOp.ts).
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the imports of harness/', () => {
  const graph = readGraph(HARNESS);

  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(graph.get('cli/session.ts')).toContain('cli/detect.ts');
  });

  it('no module imports itself back, through any chain, type-only imports counted', () => {
    // The reindex command's modules once formed a tangle of six (context.ts's Ctx names the book, the plan
    // and the read shape, while the book took Ctx and the plan called into the native copy): the plan and
    // the book now sit below the context and import nothing of the run above them.
    expect(importCycles(graph)).toEqual([]);
  });
});

describe('the layering checker', () => {
  it('places modules in their layers', () => {
    expect(['profiles.ts', 'profiles/search.ts', 'api/catalogue.ts', 'core/state.ts', 'core/step.ts', 'core/apis/bulk.ts', 'wire/route.ts', 'simulator.ts', 'server/journal.ts', 'index.ts', 'e2e/fixture.ts'].map(layerOf)).toEqual([
      'profiles',
      'profiles',
      'api',
      'core',
      'core/apis',
      'core/apis',
      'wire',
      'simulator',
      'server',
      'top',
      'top',
    ]);
  });

  it('names each upward import as from -> to', () => {
    const planted: ImportGraph = new Map([
      ['core/docs/write.ts', ['core/apis/indices.ts', 'core/state.ts']],
      ['core/apis/indices.ts', ['core/state.ts']],
      ['core/state.ts', []],
      ['wire/route.ts', ['server/server.ts', 'api/catalogue.ts']],
      ['simulator.ts', ['wire/route.ts', 'server/server.ts']],
      ['api/catalogue.ts', ['profiles.ts', 'core/state.ts']],
      ['profiles.ts', []],
      ['server/server.ts', ['simulator.ts']],
    ]);
    expect(layerViolations(planted)).toEqual([
      'api/catalogue.ts -> core/state.ts (api -> core)',
      'core/docs/write.ts -> core/apis/indices.ts (core -> core/apis)',
      'simulator.ts -> server/server.ts (simulator -> server)',
      'wire/route.ts -> server/server.ts (wire -> server)',
    ]);
  });

  it('finds each loop, however long, and names one way round it', () => {
    const planted: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['d.ts']],
    ]);
    expect(importCycles(planted)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts (one loop of 3 tangled modules)', 'e.ts -> e.ts (one loop of 1 tangled modules)']);
    expect(importCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('reads every kind of import, and tells type-only ones apart', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import { type C, type D } from './c.ts';",
      "import { type E, e } from './e.ts';",
      "export * from './f.ts';",
      "export type { G } from './g.ts';",
      "const h = await import('./h.ts');",
      "import 'node:fs';",
      "import { i } from '../../../package.json';",
      "import './side.ts';",
    ].join('\n');
    expect(importsOf('core/x/mod.ts', text)).toEqual([
      { to: 'core/b.ts', typeOnly: true },
      { to: 'core/x/a.ts', typeOnly: false },
      { to: 'core/x/c.ts', typeOnly: true },
      { to: 'core/x/e.ts', typeOnly: false },
      { to: 'core/x/f.ts', typeOnly: false },
      { to: 'core/x/g.ts', typeOnly: true },
      { to: 'core/x/h.ts', typeOnly: false },
      { to: 'core/x/side.ts', typeOnly: false },
    ]);
  });
});
