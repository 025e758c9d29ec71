/** Tests of scenario prerequisites: version ranges, xpack, historical features, capabilities. */
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../model/caseResult.ts';
import { fakeTarget, jsonResponse } from '../testing/fakeTarget.ts';
import type { WireRequest, WireResponse } from '../../reference/wire/wire.ts';
import { compileSection } from './compileSection.ts';
import { SUPPORTED_FEATURES } from './features.ts';
import { skipReason, type SkipEnv } from './steps/skip.ts';
import { parseSuite } from './yamlLoader.ts';
import { runYamlText } from '../testing/runYamlText.ts';

/** The prerequisites of the suite's test named `name`. */
function prereqOf(yaml: string, name: string) {
  const suite = parseSuite(yaml, 't.yml');
  const t = suite.tests.find((s) => s.name === name)!;
  const c = compileSection(t, 't.yml');
  expect(c.errors).toEqual([]);
  return c.skip!;
}

function run(yaml: string, handler: (r: WireRequest) => WireResponse, env: Partial<SkipEnv> = {}): Promise<CaseResult[]> {
  return runYamlText(yaml, fakeTarget(handler), { env: { version: '8.15.0', features: SUPPORTED_FEATURES, ...env } });
}

describe('version ranges per distribution', () => {
  // opensearch-project/OpenSearch 30c88e7e0412a02b3cc999dcd26f7a0aadafb085
  // rest-api-spec/src/main/resources/rest-api-spec/test/indices.create/10_basic.yml: ranges in Elasticsearch versions.
  const osCreate = `---
"Create index":

  - skip:
      version: " - 6.99.99"
      reason:  include_type_name defaults to true before 7.0.0
  - do:
      indices.create:
        index: test_index

  - match: { acknowledged: true }
  - match: { index: "test_index"}

---
"Create index without soft deletes":
  - skip:
      version:  " - 7.5.99"
      reason:   "indices without soft deletes are deprecated in 7.6"
      features: "warnings"

  - do:
      warnings:
        - Creating indices with soft-deletes disabled is deprecated and will be removed in future OpenSearch versions.
          Please do not specify value for setting [index.soft_deletes.enabled] of index [test_index].
      indices.create:
        index: test_index
        body:
          settings:
            soft_deletes.enabled: false
`;
  const os2: SkipEnv = { version: '2.17.1', features: SUPPORTED_FEATURES, distribution: 'opensearch', suiteDistribution: 'opensearch' };
  it('on OpenSearch, a range bound above major 3 is a legacy Elasticsearch version, older than every OpenSearch (OpenSearch Version.fromString)', () => {
    expect(skipReason(prereqOf(osCreate, 'Create index'), os2)).toBeUndefined();
    expect(skipReason(prereqOf(osCreate, 'Create index without soft deletes'), os2)).toBeUndefined();
    // The same numbers on an Elasticsearch 6.8 target do skip; and a suite not known to be OpenSearch's keeps
    // plain numbers (our own scenarios say `opensearch` with a feature instead).
    expect(skipReason(prereqOf(osCreate, 'Create index'), { version: '6.8.13', features: SUPPORTED_FEATURES })).toMatch(/^version 6\.8\.13 is in/);
    expect(skipReason(prereqOf(osCreate, 'Create index'), { ...os2, suiteDistribution: 'elasticsearch' })).toMatch(/^version 2\.17\.1 is in/);
  });
  it('ranges written in OpenSearch numbers compare as OpenSearch versions; "7.0.0 - " holds for every OpenSearch', () => {
    const spec = (version: string) => ({ ...prereqOf(osCreate, 'Create index'), version });
    expect(skipReason(spec(' - 2.99.99'), os2)).toMatch(/is in/);
    expect(skipReason(spec('2.18.0 - '), os2)).toBeUndefined();
    expect(skipReason(spec('7.0.0 - '), os2)).toMatch(/is in/);
    expect(skipReason(spec('1.0.0 - 2.17.1'), os2)).toMatch(/is in/);
  });
});

describe("OpenSearch 3.x's runner reads plain numbers", () => {
  // opensearch-project/OpenSearch rest-api-spec/.../test/search.aggregation/50_filter.yml (commit 08832728),
  // "Sorting terms": an Elasticsearch bound. libs/core Version.java of the 3.x line (CURRENT = V_3_6_0) has no
  // LegacyESVersion branch in fromString: "7.6.99" is parsed as OpenSearch 7.6.99, so the range holds for 3.2.
  const sortingTerms = `---
"Sorting terms":
  - skip:
      version: " - 7.6.99"
      reason: fixed in 7.7.0
  - do:
      indices.create: { index: test }
`;
  const os = (version: string): SkipEnv => ({ version, features: SUPPORTED_FEATURES, distribution: 'opensearch', suiteDistribution: 'opensearch' });
  it('skips " - 7.6.99" on OpenSearch 3.2.0 and 3.0.0, not on 2.19.0 or 1.3.19', () => {
    expect(skipReason(prereqOf(sortingTerms, 'Sorting terms'), os('3.2.0'))).toMatch(/^version 3\.2\.0 is in \[- 7\.6\.99\]/);
    expect(skipReason(prereqOf(sortingTerms, 'Sorting terms'), os('3.0.0'))).toMatch(/is in/);
    expect(skipReason(prereqOf(sortingTerms, 'Sorting terms'), os('2.19.0'))).toBeUndefined();
    expect(skipReason(prereqOf(sortingTerms, 'Sorting terms'), os('1.3.19'))).toBeUndefined();
  });
});

describe('xpack and no_xpack', () => {
  // elastic/elasticsearch 68f44a30463fa076043bb2d1283716456aa246fd
  // rest-api-spec/src/yamlRestTest/resources/rest-api-spec/test/cat.templates/10_basic.yml, "Sort templates"
  const sortTemplates = `---
"Sort templates":
    - requires:
        cluster_features: [ "gte_v7.8.0" ]
        reason: "format changed in 7.8 to accomodate V2 index templates"
        test_runner_features: default_shards, no_xpack

    - do:
        cat.templates: {}
`;
  it('are cluster conditions (with / without X-Pack), skipped as such rather than as missing runner features', () => {
    const spec = prereqOf(sortTemplates, 'Sort templates');
    expect(skipReason({ ...spec, features: ['no_xpack'] }, { version: '8.15.0', features: SUPPORTED_FEATURES })).toMatch(/^runs only on a cluster without X-Pack \(no_xpack\), which the harness cannot check/);
    // As written (one string "default_shards, no_xpack"), Elasticsearch's parser reads a single feature name
    // that no runner has: the test is skipped there too.
    expect(skipReason(spec, { version: '8.15.0', features: SUPPORTED_FEATURES })).toMatch(/^runner lacks feature \[default_shards, no_xpack\]/);
  });
});

describe('historical cluster features (ESRestTestFeatureService, YamlTestLegacyFeatures)', () => {
  // elastic/elasticsearch 067f6787b630e37074eac8de79f49adcfca2e3af
  // rest-api-spec/src/yamlRestTest/resources/rest-api-spec/test/bulk/10_basic.yml
  const bulk = `---
"Empty _id with op_type create":
  - requires:
      cluster_features: ["bulk_auto_id"]
      reason: "auto id + op type create only supported since 7.5"

  - do:
      bulk:
        refresh: true
        body:
          - index:
              _index: test
          - f: 3
---
"When setting require_alias flag":
  - requires:
      cluster_features: ["bulk_require_alias"]
      reason: "require_alias flag was added in version 7.10"

  - do:
      indices.create:
        index: backing_index
`;
  it('a historical feature the target version has runs; an older version skips saying which it lacks; OpenSearch cannot tell', () => {
    const autoId = prereqOf(bulk, 'Empty _id with op_type create');
    const requireAlias = prereqOf(bulk, 'When setting require_alias flag');
    const es = (version: string): SkipEnv => ({ version, features: SUPPORTED_FEATURES });
    expect(skipReason(autoId, es('8.15.0'))).toBeUndefined();
    expect(skipReason(requireAlias, es('7.10.0'))).toBeUndefined();
    expect(skipReason(autoId, es('7.4.2'))).toBe('requires cluster feature [bulk_auto_id], which 7.4.2 lacks: auto id + op type create only supported since 7.5');
    expect(skipReason(requireAlias, es('7.9.3'))).toMatch(/\[bulk_require_alias\], which 7\.9\.3 lacks/);
    expect(skipReason(requireAlias, { ...es('2.17.1'), distribution: 'opensearch' })).toMatch(/cannot check/);
  });
});

describe('capabilities (ES ≥ 8.14): asked of GET /_capabilities as ClientYamlTestExecutionContext does', () => {
  // elastic/elasticsearch 7e38ee13d593984406c9192c5ee31b6b351e99e7
  // rest-api-spec/src/yamlRestTest/resources/rest-api-spec/test/capabilities/10_basic.yml, its `requires`
  // (the file's `skip: awaits_fix` is left out so that the requires block is what decides).
  const caps = `---
"Capabilities API":

  - requires:
      capabilities:
        - method: GET
          path: /_capabilities
          parameters: [method, path, parameters, capabilities]
          capabilities: []
      reason: "capabilities api requires itself to be supported"

  - do:
      info: {}
`;
  const info = jsonResponse(200, { version: { number: '8.15.0' } });
  it('runs when the target answers supported: true, sending the check as Elasticsearch\'s runner does', async () => {
    const asked: WireRequest[] = [];
    const [c] = await run(caps, (r) => (r.path === '/_capabilities' ? (asked.push(r), jsonResponse(200, { supported: true })) : info));
    expect(c).toMatchObject({ status: 'passed' });
    expect(asked[0]!.query).toMatchObject({ method: 'GET', path: '/_capabilities', parameters: 'method,path,parameters,capabilities' });
    expect(asked[0]!.query!.capabilities).toBeUndefined();
  });
  it('skips, saying so, when unsupported or when the target has no _capabilities API (4xx)', async () => {
    const [no] = await run(caps, (r) => (r.path === '/_capabilities' ? jsonResponse(200, { supported: false }) : info));
    expect(no).toMatchObject({ status: 'skipped', message: expect.stringMatching(/does not support.*capabilities api requires itself/) as string });
    const [none] = await run(caps, (r) => (r.path === '/_capabilities' ? jsonResponse(400, { error: 'no handler found for uri [/_capabilities]' }) : info));
    expect(none).toMatchObject({ status: 'skipped', message: expect.stringMatching(/cannot report \(GET \/_capabilities answered 400\)/) as string });
  });
  it('a test listing the capabilities runner feature (as 8.x files do) is decided by the target\'s answer, not by the runner', async () => {
    // elastic/elasticsearch indices.create/10_basic.yml "Create lookup index with two shards" (kept in
    // harness/testing/peer-suites/elasticsearch-8.x): `test_runner_features: [ capabilities ]`.
    const listed = caps.replace('  - requires:\n', '  - requires:\n      test_runner_features: [ capabilities ]\n');
    expect(listed).toContain('test_runner_features: [ capabilities ]');
    expect((await run(listed, (r) => (r.path === '/_capabilities' ? jsonResponse(200, { supported: true }) : info)))[0]).toMatchObject({ status: 'passed' });
    const [no] = await run(listed, (r) => (r.path === '/_capabilities' ? jsonResponse(200, { supported: false }) : info));
    expect(no).toMatchObject({ status: 'skipped', message: expect.stringMatching(/does not support/) as string });
  });

  it('skip.capabilities skips when supported and also when the target cannot say', async () => {
    const skipYaml = caps.replace('  - requires:', '  - skip:');
    expect((await run(skipYaml, (r) => (r.path === '/_capabilities' ? jsonResponse(200, { supported: true }) : info)))[0]).toMatchObject({ status: 'skipped' });
    expect((await run(skipYaml, (r) => (r.path === '/_capabilities' ? jsonResponse(404, {}) : info)))[0]).toMatchObject({ status: 'skipped' });
    expect((await run(skipYaml, (r) => (r.path === '/_capabilities' ? jsonResponse(200, { supported: false }) : info)))[0]).toMatchObject({ status: 'passed' });
  });
});

describe('empty and text bodies (ClientYamlTestResponse)', () => {
  // elastic/elasticsearch 083e5f0fddaed67fb82dc23724f99f2bcf18ce68
  // rest-api-spec/src/yamlRestTest/resources/rest-api-spec/test/cat.aliases/10_basic.yml, "Empty cluster"
  const emptyCluster = `---
"Empty cluster":

  - do:
      cat.aliases: {}

  - match:
      $body: |
            /^
            $/
`;
  const text = (body: string) => (): WireResponse => ({ status: 200, headers: { 'content-type': 'text/plain; charset=UTF-8' }, body });
  it('an empty body is `$body: ""`, not an unset stash value', async () => {
    const [c] = await run(emptyCluster, text(''));
    expect(c).toMatchObject({ status: 'passed' });
    const [bad] = await run(emptyCluster, text('test_alias test - - - -\n'));
    expect(bad).toMatchObject({ status: 'failed' });
  });
  it('a path into a text body reads null, and is_true: \'\' is false on it, as evaluate() returns null without parsed content', async () => {
    const yaml = `---
"t":
  - do:
      cat.aliases: {}
  - is_false: ''
  - is_false: name
  - is_true: $body
`;
    expect((await run(yaml, text('test_alias test - - - -\n')))[0]).toMatchObject({ status: 'passed' });
  });
});
