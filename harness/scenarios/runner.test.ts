/** Tests of running a suite, differential steps (compare) included. */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { withFaults, type FaultName } from '../faults/catalogue.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { jsonResponse, fakeTarget } from '../testing/fakeTarget.ts';
import { builtinRegistry } from './apiSpecs.ts';
import { SUPPORTED_FEATURES } from './features.ts';
import { runSuite, type RunnerOptions } from './runner.ts';
import { runYamlText } from '../testing/runYamlText.ts';

const registry = builtinRegistry();

/** The real simulator (the family of the 6.8.13 suite), wrapped in the named faults of the catalogue. */
async function es6(faults: readonly FaultName[] = []): Promise<Target> {
  return withFaults(await referenceTarget({ profile: 'es6' }), faults);
}

async function runYaml(yaml: string, over: Partial<RunnerOptions> = {}, faults: readonly FaultName[] = []): Promise<CaseResult[]> {
  const target: Target = over.target ?? (await es6(faults));
  return runYamlText(yaml, target, { registry, env: { version: '6.8.13', features: SUPPORTED_FEATURES }, area: 'documents', ...over });
}

describe('runSuite', () => {
  it('runs setup, test and teardown and passes a conforming target', async () => {
    const [c] = await runYaml(`---
setup:
  - do:
      indices.create: { index: test_index }
---
"exists and get":
  - do:
      indices.exists: { index: test_index }
  - is_true: ''
  - do:
      indices.exists: { index: nope }
  - is_false: ''
  - do:
      index: { index: test_index, type: test, id: 1, body: { foo: bar } }
  - match: { result: created }
  - set: { _id: id }
  - do:
      get: { index: test_index, type: test, id: $id }
  - match: { _source.foo: bar }
`);
    expect(c).toMatchObject({ status: 'passed', id: 't.yml#exists and get', area: 'documents', line: 6 });
    expect(c!.steps.filter((s) => s.kind.startsWith('setup:')).length).toBe(1);
  });

  it('points a failure at file:line and stops at the first failure', async () => {
    const [c] = await runYaml(`---
"fails":
  - do:
      indices.create: { index: test_index }
  - match: { acknowledged: false }
  - match: { never: reached }
`);
    expect(c!.status).toBe('failed');
    expect(c!.message).toMatch(/^t\.yml:5: match \[acknowledged\]: expected false, got true/);
    expect(c!.steps.some((s) => s.kind === 'match' && s.line === 6)).toBe(false);
  });

  it('handles catch (named, regex, param) and ignore', async () => {
    const [c] = await runYaml(`---
"errors":
  - do:
      catch: missing
      indices.delete: { index: nope }
  - match: { error.type: index_not_found_exception }
  - match: { status: 404 }
  - do:
      indices.create: { index: i }
  - do:
      catch: /already.exists/
      indices.create: { index: i }
  - do:
      catch: param
      create: { index: i, type: t, body: {} }
  - do:
      indices.delete: { index: nope, ignore: 404 }
`);
    expect(c!.status).toBe('passed');
  });

  it('fails when catch does not fit, and on unexpected errors', async () => {
    const r = await runYaml(`---
"wrong catch":
  - do:
      catch: conflict
      indices.delete: { index: nope }
---
"unexpected error":
  - do:
      indices.delete: { index: nope }
---
"success where error expected":
  - do:
      catch: bad_request
      indices.create: { index: fine }
---
"param that is valid":
  - do:
      catch: param
      indices.create: { index: fine }
`);
    expect(r.map((c) => c.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(r[1]!.message).toMatch(/unexpected error 404/);
    expect(r[3]!.message).toMatch(/catch: param/);
  });

  it('checks Warning headers strictly', async () => {
    const warn = '299 Elasticsearch-6.8.13-abc "deprecated thing" "Mon, 01 Jan 2024 00:00:00 GMT"';
    const target = fakeTarget(() => jsonResponse(200, { acknowledged: true }, { warning: warn }));
    const r = await runYaml(`---
"expected":
  - skip: { features: warnings }
  - do:
      warnings: [ "deprecated thing" ]
      indices.create: { index: i }
---
"unexpected":
  - do:
      indices.create: { index: i }
---
"missing":
  - skip: { features: warnings }
  - do:
      warnings: [ "deprecated thing", "another" ]
      indices.create: { index: i }
---
"allowed":
  - skip: { features: allowed_warnings }
  - do:
      allowed_warnings: [ "deprecated thing" ]
      indices.create: { index: i }
`, { target });
    expect(r.map((c) => c.status)).toEqual(['passed', 'failed', 'failed', 'passed']);
    expect(r[1]!.message).toMatch(/unexpected warning/);
    expect(r[2]!.message).toMatch(/"another"/);
  });

  it('skips by version and features, and errors on undeclared features', async () => {
    const r = await runYaml(`---
"old only":
  - skip: { version: " - 6.6.99", reason: old }
  - do: { indices.create: { index: i } }
---
"new only":
  - skip: { version: "6.7.0 - ", reason: new }
  - do: { indices.create: { index: i } }
---
"needs unknown":
  - skip: { features: [ warnings, teleport ] }
  - do: { indices.create: { index: i } }
---
"undeclared headers":
  - do:
      headers: { Content-Type: application/json }
      indices.create: { index: i }
---
"empty": []
---
"empty warnings need no declaration":
  - do:
      warnings:
      indices.create: { index: j }
---
"undeclared close_to":
  - do: { indices.create: { index: k } }
  - close_to: { acknowledged: { value: 1, error: 0 } }
`);
    // The last case: as ClientYamlTestSuite checks `getExpectedWarningHeaders().isEmpty() == false` before asking
    // for the feature (analysis-common's search.query/50_queries_with_synonyms.yml has a bare `warnings:`).
    expect(r.map((c) => c.status)).toEqual(['passed', 'skipped', 'skipped', 'error', 'error', 'passed', 'error']);
    expect(r[2]!.message).toMatch(/teleport/);
    // ClientYamlTestSuite.validate: "attempted to add a [close_to] assertion without a corresponding [\"skip\": \"features\": \"close_to\"]".
    expect(r[6]!.message).toMatch(/uses feature \[close_to\]/);
    expect(r[3]!.message).toMatch(/t\.yml:\d+: section \[undeclared headers\] uses feature \[headers\]/);
  });

  it('applies a file-level skip from setup, and out-of-scope reasons', async () => {
    const r = await runYaml(`---
setup:
  - skip: { version: "all", reason: broken everywhere }
  - do: { indices.create: { index: i } }
---
"a":
  - do: { indices.create: { index: j } }
`);
    expect(r[0]).toMatchObject({ status: 'skipped', message: expect.stringMatching(/broken everywhere/) as string });
    const s = await runYaml(`---\n"a":\n  - do: { indices.create: { index: j } }\n`, { outOfScope: () => 'outside the spec: x' });
    expect(s[0]).toMatchObject({ status: 'skipped', message: 'outside the spec: x' });
  });

  it('runs teardown after a failure and wipes after every test', async () => {
    let wipes = 0;
    const target = await es6();
    const r = await runYaml(`---
teardown:
  - do: { indices.delete: { index: i, ignore: 404 } }
---
"a":
  - do: { indices.create: { index: i } }
  - match: { acknowledged: false }
---
"b":
  - do: { indices.create: { index: i } }
`, { target, wipe: async () => void wipes++ });
    expect(r.map((c) => c.status)).toEqual(['failed', 'passed']);
    expect(wipes).toBe(2);
    expect(r[0]!.steps.some((s) => s.kind === 'teardown:do' && s.ok)).toBe(true);
  });

  it('reports a setup that fails as an error of the test (it could not be run), saying it was the setup', async () => {
    const [c] = await runYaml(`---
setup:
  - do: { indices.delete: { index: nope } }
---
"a":
  - do: { indices.create: { index: i } }
`);
    expect(c!.status).toBe('error');
    expect(c!.message).toMatch(/^setup: t\.yml:3:/);
  });

  it('skips a case whose request the guard refuses', async () => {
    const [c] = await runYaml(`---
"delete all":
  - do: { indices.delete: { index: _all } }
`, { guard: (req) => (req.path === '/_all' ? 'destructive' : undefined) });
    expect(c).toMatchObject({ status: 'skipped', message: 't.yml:3: destructive' });
  });

  it('reports transport failures as failed cases, not exceptions', async () => {
    const target: Target = { name: 'dead', send: async () => ({ kind: 'info', reason: 'ECONNRESET: socket hang up', ms: 1 }), close: async () => undefined };
    const [c] = await runYaml(`---\n"a":\n  - do: { indices.create: { index: i } }\n`, { target });
    expect(c).toMatchObject({ status: 'failed', message: expect.stringMatching(/ECONNRESET/) as string });
  });
});

describe('differential steps (compare)', () => {
  const suite = `---
"compare":
  - do:
      indices.create: { index: i }
      compare: true
  - do:
      index: { index: i, type: test, id: 1, body: { a: 1 } }
      compare: true
  - do:
      count: { index: i }
      compare: true
`;
  it('tolerates extra fields and volatile values', async () => {
    const reference = await es6();
    const [c] = await runYaml(suite, { reference }, ['extra-fields', 'other-took']);
    expect(c!.status).toBe('passed');
  });
  it('fails with a diff when counts disagree', async () => {
    const reference = await es6();
    const [c] = await runYaml(suite, { reference }, ['wrong-count']);
    expect(c!.status).toBe('failed');
    const step = c!.steps.find((s) => s.diff);
    expect(step!.diff).toContain('~ count: expected 1, got 2');
    expect(step!.referenceOutcome).toBeDefined();
  });
  it('passes trivially when the target is the reference', async () => {
    const [c] = await runYaml(suite, {}, ['wrong-count']);
    expect(c!.status).toBe('passed');
  });
});
