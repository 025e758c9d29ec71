/**
 * Issue 31: an official suite's warnings are judged by its own runner's rules (runnerWarnings.ts), so the
 * `[types removal]` and legacy-template deprecations a version really sends do not fail its own files. Data:
 * the official files' lines, run against the exact-version reference, which sends those warnings.
 */
import { describe, expect, it } from 'vitest';
import type { Distribution } from '../../reference/profiles.ts';
import type { ProfileName } from '../../reference/profiles.ts';
import { referenceTarget } from '../targets/referenceTarget.ts';
import { fakeTarget, jsonResponse } from '../testing/fakeTarget.ts';
import { runYamlText } from '../testing/runYamlText.ts';
import { featuresFor } from './features.ts';
import { LEGACY_TEMPLATE_WARNING, runnerIgnores } from './runnerWarnings.ts';

// elastic/elasticsearch rest-api-spec/src/yamlRestTest/.../test/index/11_with_id_with_types.yml (7.x line,
// commit 945cc03f): a typed index and get, with no `warnings:`; 7.17 answers each with a [types removal] warning.
const TYPED_7X = `---
"Index with ID":

 - do:
      index:
          index:  test-weird-index-中文
          type:   weird.type
          id:     "1"
          body:   { foo: bar }

 - match:   { _index:   test-weird-index-中文 }
 - match:   { _type:    weird.type }
 - match:   { _id:      "1"}
 - match:   { _version: 1}

 - do:
      get:
          index:  test-weird-index-中文
          type:   weird.type
          id:     "1"

 - match:   { _index:   test-weird-index-中文 }
 - match:   { _type:    weird.type }
 - match:   { _id:      "1"}
 - match:   { _version: 1}
 - match:   { _source: { foo: bar }}
`;

// elastic/elasticsearch rest-api-spec/src/yamlRestTest/.../test/indices.put_template/10_basic.yml (commit
// 2afb4b65), "Put template": a legacy template put without `allowed_warnings`.
const LEGACY_TEMPLATE = `---
"Put template":

  - do:
      indices.put_template:
        name: test
        body:
          index_patterns: test-*
          settings:
            number_of_shards:   1
            number_of_replicas: 0
          mappings:
            properties:
              field:
                type: keyword

  - do:
      indices.get_template:
        name: test
        flat_settings: true

  - match: {test.index_patterns: ["test-*"]}
  - match: {test.settings: {index.number_of_shards: '1', index.number_of_replicas: '0'}}
  - match: {test.mappings: {properties: {field: {type: keyword}}}}
`;

async function run(yaml: string, profile: ProfileName, version: string, suite?: Distribution) {
  const target = await referenceTarget({ profile });
  return runYamlText(yaml, target, { env: { version, features: featuresFor(profile), ...(suite ? { suiteDistribution: suite } : {}) } });
}

describe("the official runners' warning rules", () => {
  it('a 7.x typed file passes against 7.17, whose [types removal] warnings its runner skips', async () => {
    const [c] = await run(TYPED_7X, 'elasticsearch@7.17.3', '7.17.3', 'elasticsearch');
    expect(c!.message).toBe('');
    expect(c!.status).toBe('passed');
    // The warnings were really sent: our own scenarios (no suite runner) are still held to them.
    const [own] = await run(TYPED_7X, 'elasticsearch@7.17.3', '7.17.3');
    expect(own!.status).toBe('failed');
    expect(own!.message).toMatch(/unexpected warning: "\[types removal\] Specifying types in document index requests is deprecated/);
  });

  it("an 8.x file's legacy template passes against 8.19, whose runner removes that deprecation", async () => {
    const [c] = await run(LEGACY_TEMPLATE, 'elasticsearch@8.19.0', '8.19.0', 'elasticsearch');
    expect(c!.status).toBe('passed');
    const [own] = await run(LEGACY_TEMPLATE, 'elasticsearch@8.19.0', '8.19.0');
    expect(own!.message).toContain(`unexpected warning: ${JSON.stringify(LEGACY_TEMPLATE_WARNING)}`);
  });

  it('lets nothing else through: another warning still fails, and an expected one must still come', async () => {
    const warn = '299 Elasticsearch-8.19.0 "[types removal] Specifying types in document index requests is deprecated"';
    const target = fakeTarget(() => jsonResponse(200, { acknowledged: true }, { warning: warn }));
    // The 8.x runner has no [types removal] rule (its DoSection, commit 040c17bb).
    const [c8] = await runYamlText(`---\n"t":\n  - do: { indices.create: { index: a } }\n`, target, { env: { version: '8.19.0', features: featuresFor('es8'), suiteDistribution: 'elasticsearch' } });
    expect(c8!.status).toBe('failed');
    const [expected] = await runYamlText(`---\n"t":\n  - skip: { features: warnings }\n  - do: { warnings: [ "other" ], indices.create: { index: a } }\n`, target, {
      env: { version: '7.17.3', features: featuresFor('elasticsearch@7.17.3'), suiteDistribution: 'elasticsearch' },
    });
    expect(expected!.message).toMatch(/expected warning not received: "other"/);
  });

  it('answers by distribution and version, as each runner is written', () => {
    const types = '[types removal] Using include_type_name in create index requests is deprecated. The parameter will be removed in the next major version.';
    expect(runnerIgnores(types, { distribution: 'elasticsearch', version: '7.17.3' })).toBeDefined();
    expect(runnerIgnores(types, { distribution: 'elasticsearch', version: '7.0.0' })).toBeDefined();
    expect(runnerIgnores(types, { distribution: 'elasticsearch', version: '6.8.13' })).toBeUndefined();
    expect(runnerIgnores(types, { distribution: 'elasticsearch', version: '8.0.0' })).toBeUndefined();
    expect(runnerIgnores(types, { distribution: 'opensearch', version: '2.19.0' })).toBeDefined();
    expect(runnerIgnores(LEGACY_TEMPLATE_WARNING, { distribution: 'elasticsearch', version: '9.1.0' })).toBeDefined();
    expect(runnerIgnores(LEGACY_TEMPLATE_WARNING, { distribution: 'opensearch', version: '2.19.0' })).toBeUndefined();
    expect(runnerIgnores('Object format in indices_boost is deprecated, please use array format instead', { distribution: 'opensearch', version: '2.19.0' })).toBeUndefined();
  });
});
