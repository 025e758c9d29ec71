/** Tests of the clients suite's dialect and runners' YAML, read as leniently as SnakeYAML. */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import type { Target } from '../targets/target.ts';
import { fakeTarget, jsonResponse } from '../testing/fakeTarget.ts';
import { featuresFor } from './features.ts';
import { parseSuite } from './yamlLoader.ts';
import { runYamlText } from '../testing/runYamlText.ts';

/**
 * Elastic's clients test suite (elastic/elasticsearch-clients-tests), the files every official client runs.
 * Its runners (elastic/elasticsearch-js test/integration/test-builder.js) read a file-level
 * `requires: {serverless, stack}` document, never read Warning headers, and have no "declare the feature
 * in skip first" rule.
 */
function run(yaml: string, target: Target, strictWarnings = true): Promise<CaseResult[]> {
  return runYamlText(yaml, target, { env: { version: '8.15.0', features: featuresFor('es8') }, strictWarnings });
}

// elastic/elasticsearch-clients-tests 6dbd4b7a94dc3bc20c2f1bfd7737965b9cffb7b9 (branch 8.19), tests/info_serverless.yml
const infoServerless = `---
requires:
  serverless: true
  stack: false
---
'info':
  - do:
      info: {}
  - match: { name: 'serverless' }
`;

// elastic/elasticsearch-clients-tests 6dbd4b7a94dc3bc20c2f1bfd7737965b9cffb7b9 (branch 8.19), tests/bulk/10_basic.yml
const bulkBasic = `---
requires:
  serverless: true
  stack: true
---
"Basic bulk operation":

  - do:
      bulk:
        refresh: true
        body:
          - index:
              _index: test_serverless_bulk_10
              _id:    test_id
          - f1: v1
            f2: 42
          - index:
              _index: test_serverless_bulk_10
              _id:    test_id2
          - f1: v2
            f2: 47

  - do:
      count:
        index: test_serverless_bulk_10

  - match: {count: 2}

---
teardown:
  - do:
      indices.delete:
        index: test_serverless_bulk_10
`;

describe('the clients suite dialect', () => {
  it('a stack target runs `stack: true` files and skips `stack: false` ones, saying why', async () => {
    const es8 = await referenceTarget({ profile: 'es8' });
    expect(await run(bulkBasic, es8)).toMatchObject([{ status: 'passed', name: 'Basic bulk operation' }]);
    const [c] = await run(infoServerless, es8);
    expect(c).toMatchObject({ status: 'skipped', message: expect.stringMatching(/not for stack Elasticsearch \(requires: \{stack: false, serverless: true\}\)/) as string });
  });

  it('a `feature_flag` the harness cannot see on the target skips the file (9.4 tests/esql/40_view.yml)', async () => {
    // elastic/elasticsearch-clients-tests 20bdc0deab7bdc388a405cf235b9e784af3a6031 (branch 9.4), tests/esql/40_view.yml, its requires
    const yaml = `---
requires:
  feature_flag: esql_views
  serverless: false
  stack: true
---
"t":
  - do:
      info: {}
`;
    const [c] = await run(yaml, await referenceTarget({ profile: 'es8' }));
    expect(c).toMatchObject({ status: 'skipped', message: expect.stringMatching(/feature flag \[esql_views\]/) as string });
  });

  it('warnings are judged as the clients judge them: an unannounced deprecation does not fail a clients file', async () => {
    const warn = fakeTarget((r) =>
      jsonResponse(200, r.path.endsWith('_count') ? { count: 2 } : { errors: false, items: [] }, { warning: '299 Elasticsearch-8.15.0 "this is deprecated"' }),
    );
    expect((await run(bulkBasic, warn))[0]).toMatchObject({ status: 'passed' });
    // The same steps without the clients' requires document are judged by the strict 6.x rule.
    const plain = bulkBasic.replace(/^---\nrequires:\n {2}serverless: true\n {2}stack: true\n/, '');
    expect((await run(plain, warn))[0]).toMatchObject({ status: 'failed', message: expect.stringMatching(/unexpected warning/) as string });
  });

  it('`headers` need no `skip: features` declaration in a clients file (text_structure/10_basic.yml sends one undeclared)', async () => {
    const yaml = `---
requires:
  serverless: true
  stack: true
---
"t":
  - do:
      headers:
        Content-Type: "application/json"
      count:
        index: test_serverless_bulk_10
`;
    const target = fakeTarget(() => jsonResponse(200, { count: 0 }));
    expect((await run(yaml, target))[0]).toMatchObject({ status: 'passed' });
    expect((await run(yaml.replace(/^---\nrequires:\n {2}serverless: true\n {2}stack: true\n/, ''), target))[0]).toMatchObject({ status: 'error', message: expect.stringMatching(/without declaring it/) as string });
  });
  it('a parameter the API spec does not list is dropped, as the generated clients drop it (9.4 tests/nodes/10_basic.yml: hot_threads format: json)', async () => {
    const yaml = `---
requires:
  serverless: false
  stack: true
---
'Nodes':
  - do:
      nodes.hot_threads:
        type: "cpu"
        format: json
  - match:
      $body: /Hot\\ threads\\ at/
`;
    const seen: string[] = [];
    const target = fakeTarget((r) => {
      seen.push(`${r.path}?${new URLSearchParams(r.query).toString()}`);
      return { status: 200, headers: { 'content-type': 'text/plain' }, body: '::: {n}\n   Hot threads at 2026-01-01T00:00:00.000Z, interval=500ms:\n\n' };
    });
    expect((await run(yaml, target))[0]).toMatchObject({ status: 'passed' });
    expect(seen[0]).toBe('/_nodes/hot_threads?type=cpu&error_trace=true');
    // So is one an API without query parameters never takes (8.19 ilm/10_basic.yml: ilm.get_status with `policy`, which ES refuses).
    const status = yaml.replace(/nodes\.hot_threads:\n {8}type: "cpu"\n {8}format: json/, 'ilm.get_status:\n        policy: "my_lifecycle"');
    expect(status).toContain('ilm.get_status');
    seen.length = 0;
    expect((await run(status, target))[0]).toMatchObject({ status: 'passed' });
    expect(seen[0]).toBe('/_ilm/status?error_trace=true');
    // A required path part not given is left empty, as Ruby interpolates it (8.19 tasks.yml: tasks.get {} is GET /_tasks/).
    seen.length = 0;
    await run(yaml.replace(/nodes\.hot_threads:\n {8}type: "cpu"\n {8}format: json/, 'tasks.get: {}'), target);
    expect(seen[0]).toBe('/_tasks/?error_trace=true');
    // A case that fails after a dropped parameter is inconclusive, an error of the run, not the target's failure.
    const wrong = fakeTarget(() => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: 'nothing hot\n' }));
    expect((await run(yaml, wrong))[0]).toMatchObject({ status: 'error', message: expect.stringMatching(/inconclusive: the call dropped nodes\.hot_threads \[format\]/) as string });
    // ES's own runner refuses it client-side: the same case without the clients' requires document.
    const es = await run(yaml.replace(/^---\nrequires:\n {2}serverless: false\n {2}stack: true\n/, ''), target);
    expect(es[0]).toMatchObject({ status: 'error', message: expect.stringMatching(/param \[format\] not supported by \[nodes.hot_threads\] api/) as string });
  });
});

describe('the clients runners\' own steps', () => {
  it('`exists: path` holds for a present, non-null value (9.4 tests/indices/resolve_cluster.yml)', async () => {
    // elastic/elasticsearch-clients-tests 20bdc0deab7bdc388a405cf235b9e784af3a6031, tests/indices/resolve_cluster.yml lines 30–36
    // (the built-in API catalogue lacks indices.resolve_cluster, so the request goes to indices.resolve_index; the
    // assertions are the file's)
    const yaml = `---
requires:
  serverless: false
  stack: true
---
"t":
  - do:
      indices.resolve_index:
        name: '*'
  - match: {(local).connected: true}
  - match: {(local).skip_unavailable: false}
  - match: {(local).matching_indices: true}
  - exists: (local).version.number
`;
    const answer = (version: unknown) => fakeTarget(() => jsonResponse(200, { '(local)': { connected: true, skip_unavailable: false, matching_indices: true, version: { number: version } } }));
    expect((await run(yaml, answer('8.15.0')))[0]).toMatchObject({ status: 'passed' });
    expect((await run(yaml, answer(null)))[0]).toMatchObject({ status: 'failed', message: expect.stringMatching(/exists \[\(local\)\.version\.number\]/) as string });
  });

  it('a catch value that is neither named nor a regex is looked for in the error text (9.4 tests/tasks.yml)', async () => {
    // elastic/elasticsearch-clients-tests 20bdc0deab7bdc388a405cf235b9e784af3a6031, tests/tasks.yml lines 27–29
    const yaml = `---
requires:
  serverless: false
  stack: true
---
"tasks":
  - do:
      tasks.get: { task_id: 'node_id:123456' }
      catch: resource_not_found_exception
`;
    const notFound = fakeTarget(() => jsonResponse(404, { error: { root_cause: [], type: 'resource_not_found_exception', reason: 'task [node_id:123456] isn\'t running and hasn\'t stored its results' }, status: 404 }));
    expect((await run(yaml, notFound))[0]).toMatchObject({ status: 'passed' });
    const other = fakeTarget(() => jsonResponse(400, { error: { type: 'illegal_argument_exception', reason: 'malformed task id' }, status: 400 }));
    expect((await run(yaml, other))[0]).toMatchObject({ status: 'failed' });
    // In Elasticsearch's own format the same value is not a catch it knows: an error of the file.
    expect((await run(yaml.replace(/^---\nrequires:\n {2}serverless: false\n {2}stack: true\n/, ''), notFound))[0]).toMatchObject({ status: 'error', message: expect.stringMatching(/unknown catch value/) as string });
  });
});

describe('YAML as lenient as SnakeYAML (the official runners read with Jackson)', () => {
  it('a flow mapping whose closing brace is under the `-` of its step (clients 8.19 tests/security/30_privileges_stack.yml)', () => {
    // elastic/elasticsearch-clients-tests 6dbd4b7a94dc3bc20c2f1bfd7737965b9cffb7b9, tests/security/30_privileges_stack.yml lines 91–104
    const yaml = `---
"t":
  # Get the privilege back
  - do:
      security.get_privileges:
        application: app
        name: p1
  - match: {
    "app.p1" : {
      "application": "app",
      "name": "p1",
      "actions": [ "data:read/*" , "action:login" ],
      "metadata": {
        "key3" : "val3"
      }
    }
  }
  - is_true: app
`;
    const suite = parseSuite(yaml, 't.yml');
    expect(suite.errors).toEqual([]);
    expect(suite.tests[0]!.steps.map((s) => [s.kind, s.line])).toEqual([['do', 4], ['match', 8], ['is_true', 18]]);
    expect(suite.tests[0]!.steps[1]!.value).toEqual({ 'app.p1': { application: 'app', name: 'p1', actions: ['data:read/*', 'action:login'], metadata: { key3: 'val3' } } });
  });

  it('a quoted string continued on a line left of its opening quote folds as SnakeYAML folds it', () => {
    const suite = parseSuite('---\n"t":\n  - do:\n      warnings:\n        - "first part\n        second part"\n      info: {}\n  - match:\n      error.reason: \'it\'\'s\n  over\'\n', 't.yml');
    expect(suite.errors).toEqual([]);
    expect(suite.tests[0]!.steps.map((s) => s.value)).toEqual([{ warnings: ['first part second part'], info: {} }, { 'error.reason': "it's over" }]);
  });

  it('block scalars stay literal: quotes and brackets in a regex do not start anything', () => {
    const suite = parseSuite('---\n"t":\n  - match: {\n    a: 1\n  }\n  - match:\n      $body: |\n        /^ "x\n        [ $/\n  - is_true: a\n', 't.yml');
    expect(suite.errors).toEqual([]);
    expect(suite.tests[0]!.steps.map((s) => s.value)).toEqual([{ a: 1 }, { $body: '/^ "x\n[ $/\n' }, 'a']);
  });
});
