/**
 * The synonyms API (ES 8.10+): SynonymsManagementAPIService and action/synonyms/* as the official
 * rest-api-spec synonyms/*.yml tests and the clients' synonyms/10_basic.yml pin them, per version.
 */
import { describe, expect, it } from 'vitest';
import { call, stateDump, testSimulator } from '../../testkit.ts';
import { emptyState } from '../state.ts';
import { SnapshotReader, SnapshotSource } from '../../server/snapshot.ts';
import type { Simulator } from '../../simulator.ts';

const INDEX = {
  settings: {
    number_of_shards: 1,
    analysis: {
      filter: { syn: { type: 'synonym_graph', synonyms_set: 'set1', updateable: true } },
      analyzer: { search_syn: { tokenizer: 'whitespace', filter: ['lowercase', 'syn'] } },
    },
  },
  mappings: { properties: { f: { type: 'text', search_analyzer: 'search_syn' } } },
};

const tokens = (s: Simulator, text: string): string[] => call(s, 'POST', '/i/_analyze', { analyzer: 'search_syn', text }).body.tokens.map((t: { token: string }) => t.token);

describe('synonyms sets', () => {
  it('puts, reads by rule id, pages, lists with counts and deletes (10_synonyms_put … 70_synonym_rule_delete)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const put = call(s, 'PUT', '/_synonyms/b', { synonyms_set: [{ id: 'r2', synonyms: 'bye => goodbye' }, { id: 'r1', synonyms: 'hello, hi' }] });
    expect([put.status, put.body]).toEqual([201, { result: 'created', reload_analyzers_details: { _shards: { total: 0, successful: 0, failed: 0 }, reload_details: [] } }]);
    expect(call(s, 'PUT', '/_synonyms/b', { synonyms_set: [{ id: 'r2', synonyms: 'bye => goodbye' }, { id: 'r1', synonyms: 'hello, hi' }] }).status).toBe(200);
    expect(call(s, 'GET', '/_synonyms/b?size=1').body).toEqual({ count: 2, synonyms_set: [{ id: 'r1', synonyms: 'hello, hi' }] });
    expect(call(s, 'GET', '/_synonyms/b?from=1').body.synonyms_set).toEqual([{ id: 'r2', synonyms: 'bye => goodbye' }]);
    // An empty set exists (its own object) but a terms aggregation over the rules does not list it.
    expect(call(s, 'PUT', '/_synonyms/a', { synonyms_set: [] }).body.result).toBe('created');
    expect(call(s, 'GET', '/_synonyms/a').body).toEqual({ count: 0, synonyms_set: [] });
    expect(call(s, 'GET', '/_synonyms').body).toEqual({ count: 1, results: [{ synonyms_set: 'b', count: 2 }] });
    const rule = call(s, 'PUT', '/_synonyms/a/x', { synonyms: 'pc, computer' });
    expect([rule.status, rule.body.result]).toEqual([201, 'created']);
    expect(call(s, 'GET', '/_synonyms').body.results.map((r: { synonyms_set: string }) => r.synonyms_set)).toEqual(['a', 'b']);
    expect(call(s, 'GET', '/_synonyms/a/x').body).toEqual({ id: 'x', synonyms: 'pc, computer' });
    expect(call(s, 'DELETE', '/_synonyms/a/x').body.result).toBe('deleted');
    expect(call(s, 'DELETE', '/_synonyms/a/x').body.error.reason).toBe('synonym rule [x] not found on synonyms set [a]');
    expect(call(s, 'GET', '/_synonyms/a/x').body.error.reason).toBe('synonym rule [x] not found');
    expect(call(s, 'DELETE', '/_synonyms/a').body).toEqual({ acknowledged: true });
    const gone = call(s, 'GET', '/_synonyms/a');
    expect([gone.status, gone.body.error.type, gone.body.error.reason]).toEqual([404, 'resource_not_found_exception', 'synonyms set [a] not found']);
    expect(call(s, 'PUT', '/_synonyms/a/x', { synonyms: 'pc, computer' }).status).toBe(404);
    // A rule without an id gets one.
    call(s, 'PUT', '/_synonyms/c', { synonyms_set: { synonyms: 'car, auto' } });
    expect(call(s, 'GET', '/_synonyms/c').body.synonyms_set[0].id).toMatch(/^.{20}$/);
  });

  it('refuses invalid rules and pages as the request validation does, changing nothing', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/_synonyms/a', { synonyms_set: [{ synonyms: 'x, y' }] });
    const before = stateDump(s);
    const bad = call(s, 'PUT', '/_synonyms/a', { synonyms_set: [{ synonyms: '' }, { synonyms: 'a => => b' }, { synonyms: 'a, b,  ' }] });
    expect([bad.status, bad.body.error.type]).toEqual([400, 'action_request_validation_exception']);
    expect(bad.body.error.reason).toBe(
      "Validation Failed: 1: [synonyms] field can't be empty;2: More than one explicit mapping specified in the same synonyms rule: [a => => b];3: Incorrect syntax for [synonyms]: [a, b,  ];",
    );
    expect(call(s, 'PUT', '/_synonyms/a', { synonyms_set: [{ synonyms: 'x', extra: 1 }] }).body.error.reason).toMatch(/^Failed to parse: /);
    expect(call(s, 'GET', '/_synonyms/a?size=-1').body.error.reason).toBe('Validation Failed: 1: [size] must be a positive integer;');
    expect(call(s, 'GET', '/_synonyms?from=100001').status).toBe(400);
    expect(call(s, 'PUT', '/_synonyms/a', { synonyms_set: Array.from({ length: 10_001 }, () => ({ synonyms: 'p, q' })) }).body.error.reason).toBe(
      'The number of synonyms rules in a synonym set cannot exceed 10000',
    );
    expect(stateDump(s)).toBe(before);
    // Before 8.15 the page window is not checked (20_synonyms_get.yml: "Synonym size checks introduced in 8.15.0").
    const old = testSimulator({ profile: 'elasticsearch@8.14.0' });
    call(old, 'PUT', '/_synonyms/a', { synonyms_set: [{ synonyms: 'x, y' }] });
    expect(call(old, 'GET', '/_synonyms/a?size=100001').status).toBe(200);
  });

  it('is absent before 8.10 and in OpenSearch', () => {
    for (const profile of ['elasticsearch@8.9.0', 'opensearch@2.19.0'] as const) {
      const s = testSimulator({ profile });
      expect(call(s, 'PUT', '/_synonyms/a', { synonyms_set: [] }).status).not.toBe(201);
      expect(s.state.synonymSets).toBeUndefined();
      const r = call(s, 'PUT', '/i', { settings: { analysis: { filter: { syn: { type: 'synonym', synonyms_set: 'a', updateable: true } } } } });
      expect(r.body.error.reason).toBe('synonym requires either `synonyms` or `synonyms_path` to be configured');
    }
    // OpenSearch's ISM plugin has `_plugins/_refresh_search_analyzers` instead: the server itself has no such route.
    const os = call(testSimulator({ profile: 'opensearch@2.19.0' }), 'POST', '/i/_reload_search_analyzers');
    expect([os.status, os.body.error]).toEqual([400, 'no handler found for uri [/i/_reload_search_analyzers] and method [POST]']);
  });
});

describe('synonyms_set filters and reloads', () => {
  it('reads the set at search time, reloads on change, refuses to delete a set in use (80_, 90_, 30_)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/_synonyms/set1', { synonyms_set: [{ id: 'r1', synonyms: 'hello, hi' }] });
    expect(call(s, 'PUT', '/i', INDEX).status).toBe(200);
    call(s, 'PUT', '/other', { settings: { number_of_replicas: 0 } });
    expect(tokens(s, 'hi')).toEqual(['hello', 'hi']);
    const r = call(s, 'PUT', '/_synonyms/set1/r1', { synonyms: 'hello, hola' });
    // One copy per node of each open index: `i` has a replica (unassigned, counted), `other` none; only `i` is detailed.
    expect(r.body.reload_analyzers_details).toEqual({
      _shards: { total: 3, successful: 2, failed: 0 },
      reload_details: [{ index: 'i', reloaded_analyzers: ['search_syn'], reloaded_node_ids: ['c2ltdWxhdG9yLW5vZGUtMA'] }],
    });
    expect(tokens(s, 'hola')).toEqual(['hello', 'hola']);
    const del = call(s, 'DELETE', '/_synonyms/set1');
    expect([del.status, del.body.error.reason]).toEqual([400, 'synonyms set [set1] cannot be deleted as it is used in the following indices: i']);
    // A closed index does not hold the set; it loads the set again when it opens.
    call(s, 'POST', '/i/_close');
    call(s, 'PUT', '/_synonyms/set1/r1', { synonyms: 'hello, salut' });
    call(s, 'POST', '/i/_open');
    expect(tokens(s, 'salut')).toEqual(['hello', 'salut']);
  });

  it('a lenient filter skips a rule part its chain removes; a strict one keeps its old rules when a reload fails (110_synonyms_invalid)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    const index = (lenient: boolean) => ({
      settings: {
        number_of_shards: 1,
        number_of_replicas: 0,
        analysis: {
          filter: { syn: { type: 'synonym', synonyms_set: 'set1', updateable: true, lenient }, stop_baz: { type: 'stop', stopwords: ['baz'] } },
          analyzer: { search_syn: { tokenizer: 'whitespace', filter: ['lowercase', 'stop_baz', 'syn'] } },
        },
      },
    });
    call(s, 'PUT', '/_synonyms/set1', { synonyms_set: { synonyms: 'foo => bar' } });
    call(s, 'PUT', '/i', index(false));
    const r = call(s, 'PUT', '/_synonyms/set1', { synonyms_set: { synonyms: 'foo => bar, baz' } });
    expect(r.body.reload_analyzers_details._shards).toMatchObject({ total: 1, successful: 0, failed: 1 });
    expect(tokens(s, 'foo')).toEqual(['bar']);
    call(s, 'DELETE', '/i');
    call(s, 'PUT', '/i', index(true));
    expect(tokens(s, 'foo')).toEqual(['bar']);
  });

  it('needs an updateable filter; a missing set loads no rules when lenient (8.18+)', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    // Checked when an analyzer uses the filter (an unused one is never read: cluster.stats/20_analysis_stats_synonyms.yml).
    const r = call(s, 'PUT', '/x', { settings: { analysis: { filter: { syn: { type: 'synonym', synonyms_set: 'set1' } }, analyzer: { a: { tokenizer: 'standard', filter: ['syn'] } } } } });
    expect([r.status, r.body.error.reason]).toEqual([400, "Can't apply [synonyms_set]! Loading synonyms from index is supported only for search time synonyms!"]);
    expect(call(s, 'PUT', '/i', INDEX).body.acknowledged).toBe(true);
    expect(tokens(s, 'hi')).toEqual(['hi']);
    call(s, 'PUT', '/_synonyms/set1', { synonyms_set: [{ synonyms: 'hello, hi' }] });
    expect(tokens(s, 'hi')).toEqual(['hello', 'hi']);
  });

  it('POST /{index}/_reload_search_analyzers details every index named', () => {
    const s = testSimulator({ profile: 'elasticsearch@7.17.3' });
    call(s, 'PUT', '/i', { settings: { number_of_replicas: 0, analysis: { filter: { syn: { type: 'synonym', synonyms: ['a, b'], updateable: true } }, analyzer: { s1: { tokenizer: 'whitespace', filter: ['syn'] } } } } });
    call(s, 'PUT', '/j', { settings: { number_of_replicas: 0 } });
    expect(call(s, 'POST', '/i,j/_reload_search_analyzers').body).toEqual({
      _shards: { total: 2, successful: 2, failed: 0 },
      reload_details: [
        { index: 'i', reloaded_analyzers: ['s1'], reloaded_node_ids: ['c2ltdWxhdG9yLW5vZGUtMA'] },
        { index: 'j', reloaded_analyzers: [], reloaded_node_ids: ['c2ltdWxhdG9yLW5vZGUtMA'] },
      ],
    });
  });

  it('keeps the sets across a snapshot of the state', () => {
    const s = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(s, 'PUT', '/_synonyms/set1', { synonyms_set: [{ id: 'r1', synonyms: 'hello, hi' }] });
    call(s, 'PUT', '/i', INDEX);
    const src = new SnapshotSource(s.state);
    const reader = new SnapshotReader(emptyState());
    for (let rec = src.next(); rec; rec = src.next()) reader.add(rec);
    expect([...reader.state.synonymSets!.get('set1')!]).toEqual([['r1', 'hello, hi']]);
    expect(reader.state.indices.get('i')!.synonymRules).toEqual({ set1: ['hello, hi'] });
  });
});
