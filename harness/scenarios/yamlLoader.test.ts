/** Tests of loading YAML suites (parseSuite, relaxFlowIndent). */
import { describe, expect, it } from 'vitest';
import { PEER_SUITE, PEER_SUITE_MISSING, PEER_SUITE_NOTE } from '../testing/peerSuite.ts';
import { skipWithout } from '../testing/environmentSkip.ts';
import { parseSuite } from './yamlLoader.ts';

describe('parseSuite', () => {
  it('reads sections and steps with their line numbers', () => {
    const s = parseSuite(`---
setup:
  - do:
      indices.create: { index: a }
---
"first test":
  - match: { a: 1 }

  - is_true: b
---
teardown: []
`, 'f.yml');
    expect(s.errors).toEqual([]);
    expect(s.setup).toMatchObject({ name: 'setup', line: 2, steps: [{ kind: 'do', line: 3 }] });
    expect(s.tests[0]).toMatchObject({ name: 'first test', line: 6, steps: [{ kind: 'match', line: 7, value: { a: 1 } }, { kind: 'is_true', line: 9, value: 'b' }] });
    expect(s.teardown?.steps).toEqual([]);
  });
  it('keeps dates and yes as strings (core schema)', () => {
    const s = parseSuite('---\n"t":\n  - match: { d: 2015-01-01, y: yes }\n', 'f.yml');
    expect(s.tests[0]!.steps[0]!.value).toEqual({ d: '2015-01-01', y: 'yes' });
  });
  it('reports malformed YAML and malformed steps with lines', () => {
    expect(parseSuite('---\n"t":\n  - match: { a: [1\n', 'f.yml').errors.length).toBeGreaterThan(0);
    const s = parseSuite('---\n"t":\n  - match: {a: 1}\n    is_true: b\n', 'f.yml');
    expect(s.errors[0]).toMatchObject({ line: 3, message: expect.stringMatching(/exactly one key/) as string });
  });
  it('reads an empty `do:` with its API call beside it as that call, as DoSection.parse does', () => {
    // OpenSearch's search/340_doc_values_field.yml writes one step this way; its runner reads fields until the
    // step's object ends, so `search` is the do section's API call. Any other extra key stays an error.
    const s = parseSuite('---\n"t":\n  - do:\n    search:\n      index: i\n      body: { size: 1 }\n', 'f.yml');
    expect(s.errors).toEqual([]);
    expect(s.tests[0]!.steps[0]).toMatchObject({ kind: 'do', line: 3, value: { search: { index: 'i', body: { size: 1 } } } });
    expect(parseSuite('---\n"t":\n  - do: { search: {} }\n    is_true: b\n', 'f.yml').errors[0]?.message).toMatch(/exactly one key/);
  });
  it.skipIf(skipWithout(PEER_SUITE_MISSING))(`parses every file of the official suite without errors ${PEER_SUITE_NOTE}`, async () => {
    const { collectPeer } = await import('../cli/collect.ts');
    const { loadSuiteFile } = await import('./yamlLoader.ts');
    const suite = collectPeer(PEER_SUITE!);
    if (typeof suite === 'string') throw new Error(suite);
    expect(suite.files.length).toBeGreaterThan(50);
    for (const f of suite.files) expect(loadSuiteFile(f.path).errors, f.display).toEqual([]);
  });
});

describe('relaxFlowIndent', () => {
  it('indents under-indented flow continuation lines only', async () => {
    const { relaxFlowIndent } = await import('./yamlLoader.ts');
    const src = 'a:\n  b: { x: {\n    y: 1\n  } }\n  c: 2';
    expect(relaxFlowIndent(src)).toBe('a:\n  b: { x: {\n    y: 1\n    } }\n  c: 2');
  });
});
