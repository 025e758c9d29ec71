/**
 * Tests of enrich policies and the enrich processor, against x-pack enrich's behaviour: EnrichStore.putPolicy's
 * checks, EnrichPolicyRunner's enrich index (CommonEnrichRestTestCase's lifecycle, enrich/10_basic.yml),
 * TransportDeleteEnrichPolicyAction's refusal while a pipeline uses the policy, EnrichProcessorFactory's
 * refusal of a never-executed policy, MatchProcessor / GeoMatchProcessor lookups (the match, geo_match and
 * range example pages of the reference documentation).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import { Simulator } from '../../simulator.ts';
import type { ProfileName } from '../../profiles.ts';

function setup(profile: ProfileName = 'elasticsearch@8.19.0' as ProfileName) {
  const sim = testSimulator({ profile });
  return (m: string, p: string, b?: unknown) => call(sim, m, p, b);
}

/** A source index of customers by account number, and a policy over it, executed. */
function withCustomers(c: ReturnType<typeof setup>) {
  c('PUT', '/customers', { mappings: { properties: { acct: { type: 'keyword' }, tier: { type: 'keyword' }, since: { type: 'date' } } } });
  c('PUT', '/customers/_doc/1', { acct: 'A-1', tier: 'gold', since: '2020-01-01', notes: 'left out' });
  c('PUT', '/customers/_doc/2', { acct: 'A-2', tier: 'silver', since: '2021-05-05' });
  expect(c('PUT', '/_enrich/policy/cust', { match: { indices: 'customers', match_field: 'acct', enrich_fields: ['tier', 'since'] } }).body).toEqual({ acknowledged: true });
  expect(c('PUT', '/_enrich/policy/cust/_execute').body).toEqual({ status: { phase: 'COMPLETE' } });
}

describe('enrich policies', () => {
  it('stores a policy once and prints it as NamedPolicy does, sorted by name; missing names are left out', () => {
    const c = setup();
    withCustomers(c);
    c('PUT', '/_enrich/policy/alpha', { match: { indices: ['customers'], match_field: 'acct', enrich_fields: ['tier'], query: { term: { tier: 'gold' } } } });
    const all = c('GET', '/_enrich/policy').body;
    expect(all.policies.map((p: { config: { match: { name: string } } }) => p.config.match.name)).toEqual(['alpha', 'cust']);
    expect(all.policies[0]).toEqual({ config: { match: { name: 'alpha', query: { term: { tier: 'gold' } }, indices: ['customers'], match_field: 'acct', enrich_fields: ['tier'] } } });
    expect(c('GET', '/_enrich/policy/cust,nope').body.policies).toHaveLength(1);
    expect(c('GET', '/_enrich/policy/nope').body).toEqual({ policies: [] });
    // elasticsearch_version has no effect, and says so from 8.12 (x-pack enrich/10_basic.yml).
    const versioned = c('PUT', '/_enrich/policy/beta', { match: { indices: 'customers', match_field: 'acct', enrich_fields: ['tier'], elasticsearch_version: 'any' } });
    expect(versioned.headers.warning).toContain('the [elasticsearch_version] field of an enrich policy has no effect');
    const again = c('PUT', '/_enrich/policy/cust', { match: { indices: 'customers', match_field: 'tier', enrich_fields: ['acct'] } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'resource_already_exists_exception', reason: 'policy [cust] already exists' });
  });

  it('refuses bad names, types, bodies and mappings as EnrichStore and the policy parser do', () => {
    const c = setup();
    c('PUT', '/src', { mappings: { properties: { k: { type: 'keyword' }, o: { type: 'nested', properties: { x: { type: 'keyword' } } } } } });
    const body = { match: { indices: 'src', match_field: 'k', enrich_fields: ['o'] } };
    expect(c('PUT', '/_enrich/policy/Upper', body).body.error.reason).toBe('Invalid policy name [Upper], must be lowercase');
    expect(c('PUT', '/_enrich/policy/_x', body).body.error.reason).toBe("Invalid policy name [_x], must not start with '_', '-', or '+'");
    expect(c('PUT', '/_enrich/policy/p', { exact: body.match }).body.error.reason).toBe('unsupported policy type [exact], supported types are [match, geo_match, range]');
    expect(c('PUT', '/_enrich/policy/p', { match: { indices: 'src' } }).body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'Required [match_field, enrich_fields]' });
    expect(c('PUT', '/_enrich/policy/p', { match: { ...body.match, extra: 1 } }).body.error.reason).toMatch(/\[policy\] unknown field \[extra\]/);
    expect(c('PUT', '/_enrich/policy/p', { match: 'src' }).body.error.reason).toMatch(/\[policy\] Expected START_OBJECT but was: VALUE_STRING/);
    expect(c('PUT', '/_enrich/policy/p', { match: body.match, range: body.match }).body.error).toMatchObject({ type: 'parsing_exception', reason: 'unexpected token' });
    expect(c('PUT', '/_enrich/policy/p', { match: { ...body.match, indices: 'missing' } }).body.error.type).toBe('index_not_found_exception');
    const through = c('PUT', '/_enrich/policy/p', { match: { ...body.match, match_field: 'o.x' } }).body.error;
    expect(through.reason).toBe('Enrich policy execution for [p] failed while validating field mappings for index [src]');
    expect(through.caused_by.reason).toBe('Could not traverse mapping to field [o.x]. The [o] field must be regular object but was [nested].');
    c('PUT', '/bare');
    expect(c('PUT', '/_enrich/policy/p', { match: { ...body.match, indices: 'bare' } }).body.error.reason).toBe('source index [bare] has no mapping');
    expect(c('GET', '/_enrich/policy').body).toEqual({ policies: [] });
  });

  it('builds a hidden, read-only enrich index of the match and enrich fields, and moves the alias on each execution', () => {
    const c = setup();
    withCustomers(c);
    const first = Object.keys(c('GET', '/.enrich-cust').body)[0]!;
    expect(first).toMatch(/^\.enrich-cust-\d+$/);
    const idx = c('GET', `/${first}`).body[first];
    expect(idx.aliases).toEqual({ '.enrich-cust': {} });
    expect(idx.settings.index).toMatchObject({ hidden: 'true', number_of_shards: '1', refresh_interval: '-1', warmer: { enabled: 'false' }, blocks: { write: 'true' }, auto_expand_replicas: '0-all' });
    expect(idx.mappings.properties).toEqual({ acct: { type: 'keyword', doc_values: false }, tier: { type: 'keyword', index: false }, since: { type: 'date', index: false } });
    expect(idx.mappings._meta).toMatchObject({ enrich_policy_name: 'cust', enrich_match_field: 'acct', enrich_policy_type: 'match' });
    const hits = c('POST', '/.enrich-cust/_search', { sort: ['_doc'] }).body.hits.hits.map((h: { _source: unknown }) => h._source);
    expect(hits).toEqual([{ acct: 'A-1', tier: 'gold', since: '2020-01-01' }, { acct: 'A-2', tier: 'silver', since: '2021-05-05' }]);
    expect(c('PUT', `/${first}/_doc/x`, { acct: 'z' }).status).toBe(403);
    c('POST', '/_enrich/policy/cust/_execute');
    const second = Object.keys(c('GET', '/.enrich-cust').body)[0]!;
    expect(second).not.toBe(first);
    expect(c('GET', `/${first}/_alias`).body[first].aliases).toEqual({});
    // wait_for_completion=false answers the task id at once.
    expect(c('POST', '/_enrich/policy/cust/_execute?wait_for_completion=false').body.task).toMatch(/^[\w-]+:\d+$/);
    expect(c('PUT', '/_enrich/policy/nope/_execute').body.error).toMatchObject({ type: 'resource_not_found_exception', reason: 'policy [nope] does not exist' });
  });

  it('refuses to delete a policy a pipeline uses (409), then deletes it with its enrich indices', () => {
    const c = setup();
    withCustomers(c);
    c('PUT', '/_ingest/pipeline/lookup', { processors: [{ set: { field: 'a', value: 1, on_failure: [{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'customer' } }] } }] });
    const refused = c('DELETE', '/_enrich/policy/cust');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ type: 'status_exception', reason: 'Could not delete policy [cust] because a pipeline is referencing it [lookup]' });
    c('DELETE', '/_ingest/pipeline/lookup');
    expect(c('DELETE', '/_enrich/policy/cust').body).toEqual({ acknowledged: true });
    expect(c('GET', '/.enrich-cust*?expand_wildcards=all').body).toEqual({});
    expect(c('DELETE', '/_enrich/policy/cust').body.error).toMatchObject({ type: 'resource_not_found_exception', reason: 'policy [cust] not found' });
  });
});

describe('enrich policies over any field types', () => {
  it('executes over enrich fields of many types, one of them named `text` (x-pack enrich/50_field_index_support.yml)', () => {
    const c = setup();
    c('PUT', '/src', { mappings: { properties: { k: { type: 'keyword' }, text: { type: 'text' }, n: { type: 'scaled_float', scaling_factor: 100 }, r: { type: 'integer_range' }, p: { type: 'geo_point' } } } });
    c('PUT', '/src/_doc/1', { k: 'a', text: 'some words', n: 0.01, r: { gte: 1, lt: 5 }, p: [1, 2] });
    c('PUT', '/_enrich/policy/all', { match: { indices: 'src', match_field: 'k', enrich_fields: ['text', 'n', 'r', 'p', 'absent'] } });
    expect(c('PUT', '/_enrich/policy/all/_execute').body).toEqual({ status: { phase: 'COMPLETE' } });
    const hit = c('POST', '/.enrich-all/_search').body.hits.hits[0]._source;
    expect(hit).toEqual({ k: 'a', text: 'some words', n: 0.01, r: { gte: 1, lt: 5 }, p: [1, 2] });
  });
});

describe('the enrich processor', () => {
  it('refuses a policy that was never executed, and a max_matches out of 1..128', () => {
    const c = setup();
    c('PUT', '/customers', { mappings: { properties: { acct: { type: 'keyword' } } } });
    c('PUT', '/_enrich/policy/cust', { match: { indices: 'customers', match_field: 'acct', enrich_fields: ['tier'] } });
    const r = c('PUT', '/_ingest/pipeline/p', { processors: [{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'c' } }] });
    expect(r.body.error).toMatchObject({ type: 'illegal_argument_exception', reason: 'no enrich index exists for policy with name [cust]', processor_type: 'enrich' });
    c('PUT', '/_enrich/policy/cust/_execute');
    const bad = c('PUT', '/_ingest/pipeline/p', { processors: [{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'c', max_matches: 129 } }] });
    expect(bad.body.error.reason).toBe('[max_matches] should be between 1 and 128');
  });

  it('sets the first match as an object, up to max_matches as a list; no match or a missing field leaves the document', () => {
    const c = setup();
    withCustomers(c);
    const sim = (procs: unknown[], docs: unknown[]) => c('POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: procs }, docs: docs.map((d) => ({ _source: d })) }).body.docs;
    const one = sim([{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'customer' } }], [{ acct: 'A-2' }, { acct: 'A-9' }]);
    expect(one[0].doc._source).toEqual({ acct: 'A-2', customer: { acct: 'A-2', tier: 'silver', since: '2021-05-05' } });
    expect(one[1].doc._source).toEqual({ acct: 'A-9' });
    const many = sim([{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'customers', max_matches: 5 } }], [{ acct: ['A-1', 'A-2'] }]);
    expect(many[0].doc._source.customers).toHaveLength(2);
    const missing = sim([{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'c' } }], [{ other: 1 }]);
    expect(missing[0].error.reason).toBe('field [acct] not present as part of path [acct]');
    const ignored = sim([{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'c', ignore_missing: true } }], [{ other: 1 }]);
    expect(ignored[0].doc._source).toEqual({ other: 1 });
    const kept = sim([{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'c', override: false } }], [{ acct: 'A-1', c: 'mine' }]);
    expect(kept[0].doc._source.c).toBe('mine');
  });

  it('matches a value inside the ranges of a range policy, and a shape against a geo_match policy', () => {
    const c = setup();
    c('PUT', '/nets', { mappings: { properties: { block: { type: 'ip_range' }, site: { type: 'keyword' } } } });
    c('PUT', '/nets/_doc/1', { block: '192.168.0.0/16', site: 'lab' });
    c('PUT', '/nets/_doc/2', { block: { gte: '10.0.0.0', lte: '10.0.0.255' }, site: 'office' });
    c('PUT', '/_enrich/policy/nets', { range: { indices: 'nets', match_field: 'block', enrich_fields: ['site'] } });
    c('PUT', '/_enrich/policy/nets/_execute');
    c('PUT', '/zones', { mappings: { properties: { area: { type: 'geo_shape' }, zone: { type: 'keyword' } } } });
    c('PUT', '/zones/_doc/1', { area: { type: 'envelope', coordinates: [[2, 49], [3, 48]] }, zone: 'Z1' });
    c('PUT', '/_enrich/policy/zones', { geo_match: { indices: 'zones', match_field: 'area', enrich_fields: ['zone'] } });
    c('PUT', '/_enrich/policy/zones/_execute');
    const docs = c('POST', '/_ingest/pipeline/_simulate', {
      pipeline: { processors: [{ enrich: { policy_name: 'nets', field: 'ip', target_field: 'net' } }, { enrich: { policy_name: 'zones', field: 'loc', target_field: 'z', shape_relation: 'INTERSECTS' } }] },
      docs: [{ _source: { ip: '192.168.4.4', loc: '48.5,2.5' } }, { _source: { ip: '10.0.0.9', loc: 'POINT (2.2 48.8)' } }, { _source: { ip: '10.0.1.9', loc: [9, 9] } }],
    }).body.docs;
    expect(docs[0].doc._source).toMatchObject({ net: { site: 'lab' }, z: { zone: 'Z1' } });
    expect(docs[1].doc._source).toMatchObject({ net: { site: 'office' }, z: { zone: 'Z1' } });
    expect(docs[2].doc._source).toEqual({ ip: '10.0.1.9', loc: [9, 9] });
  });

  it('counts its searches in the coordinator and cache stats', () => {
    const c = setup();
    withCustomers(c);
    const sim = () => c('POST', '/_ingest/pipeline/_simulate', { pipeline: { processors: [{ enrich: { policy_name: 'cust', field: 'acct', target_field: 'x' } }] }, docs: [{ _source: { acct: 'A-1' } }] });
    sim();
    sim();
    const s = c('GET', '/_enrich/_stats').body;
    expect(s.executing_policies).toEqual([]);
    expect(s.coordinator_stats[0]).toMatchObject({ queue_size: 0, remote_requests_current: 0, remote_requests_total: 1, executed_searches_total: 1 });
    expect(s.cache_stats[0]).toMatchObject({ count: 1, hits: 1, misses: 1, evictions: 0 });
    // 8.15 adds the times, 8.16 the size (the cached source, {"acct":"A-1","tier":"gold","since":"2020-01-01"}).
    expect(s.cache_stats[0]).toMatchObject({ hits_time_in_millis: 0, misses_time_in_millis: 0, size_in_bytes: 49 });
    expect(c('GET', '/_enrich/_stats?human').body.cache_stats[0]).toMatchObject({ hits_time: '0s', misses_time: '0s', size: '49b', size_in_bytes: 49 });
  });
});

describe('enrich maintenance (EnrichPolicyMaintenanceService)', () => {
  it('deletes, once the cleanup period has passed, the enrich indices the alias moved off and those of no policy', () => {
    let clock = Date.UTC(2026, 0, 1);
    const sim = new Simulator({ now: () => clock, seed: 3, profile: 'elasticsearch@8.19.0' });
    const c = (m: string, p: string, b?: unknown) => call(sim, m, p, b);
    withCustomers(c);
    clock += 1000;
    c('PUT', '/_enrich/policy/cust/_execute');
    c('PUT', '/.enrich-stray', { mappings: { properties: { a: { type: 'keyword' } } } });
    const names = () => Object.keys(c('GET', '/.enrich-*?expand_wildcards=all').body).sort();
    expect(names()).toHaveLength(3);
    clock += 14 * 60 * 1000;
    expect(names()).toHaveLength(3);
    clock += 60 * 1000;
    const left = names();
    expect(left).toHaveLength(1);
    expect(c('GET', `/${left[0]}/_alias`).body[left[0]!].aliases).toEqual({ '.enrich-cust': {} });
  });
});

describe('enrich across versions', () => {
  it('7.10 takes no range policy and has no cache stats; 7.4 and OpenSearch have no enrich API', () => {
    const c7 = setup('elasticsearch@7.10.2' as ProfileName);
    c7('PUT', '/nets', { mappings: { properties: { block: { type: 'ip_range' } } } });
    expect(c7('PUT', '/_enrich/policy/n', { range: { indices: 'nets', match_field: 'block', enrich_fields: [] } }).body.error.reason).toBe('unsupported policy type [range], supported types are [match, geo_match]');
    expect(c7('GET', '/_enrich/_stats').body.cache_stats).toBeUndefined();
    // Before 7.5 the path is an index name to the router; OpenSearch answers its plain no-handler text.
    expect(setup('elasticsearch@7.4.2' as ProfileName)('PUT', '/_enrich/policy/x', {}).body.error.type).toBe('invalid_index_name_exception');
    const os = setup('opensearch@2.19.0' as ProfileName)('GET', '/_enrich/policy');
    expect(os.status).toBe(400);
    expect(os.text).toBe('{"error":"no handler found for uri [/_enrich/policy] and method [GET]"}');
  });
});
