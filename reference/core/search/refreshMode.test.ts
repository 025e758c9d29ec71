/** `--refresh explicit`: searches, counts and explain see only what a refresh made visible; GET is real-time. */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

function ids(r: { body: { hits: { hits: { _id: string }[] } } }): string[] {
  return r.body.hits.hits.map((h) => h._id).sort();
}

describe('refresh modes', () => {
  it('explicit: a write is searchable only after a refresh, and GET by id sees it at once', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', refresh: 'explicit' });
    call(sim, 'PUT', '/i', { mappings: { properties: { t: { type: 'text' } } } });
    call(sim, 'PUT', '/i/_doc/1', { t: 'hello' });
    expect(call(sim, 'GET', '/i/_doc/1').body.found).toBe(true);
    expect(ids(call(sim, 'GET', '/i/_search', { query: { match: { t: 'hello' } } }))).toEqual([]);
    expect(call(sim, 'GET', '/i/_count').body.count).toBe(0);
    expect(call(sim, 'POST', '/i/_refresh').status).toBe(200);
    expect(ids(call(sim, 'GET', '/i/_search', { query: { match: { t: 'hello' } } }))).toEqual(['1']);
    // A delete and an update wait for the next refresh too.
    call(sim, 'DELETE', '/i/_doc/1');
    call(sim, 'PUT', '/i/_doc/2', { t: 'hello again' });
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1']);
    expect(call(sim, 'GET', '/i/_count').body.count).toBe(1);
    call(sim, 'POST', '/_refresh');
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['2']);
  });
  it('explicit: refresh=true and refresh=wait_for on a write, and a refreshing bulk, make it visible', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0', refresh: 'explicit' });
    call(sim, 'PUT', '/i/_doc/1', { t: 'a' });
    call(sim, 'PUT', '/i/_doc/2?refresh=true', { t: 'b' });
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1', '2']);
    call(sim, 'PUT', '/i/_doc/3?refresh=wait_for', { t: 'c' });
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1', '2', '3']);
    call(sim, 'POST', '/_bulk', [{ index: { _index: 'i', _id: '4' } }, { t: 'd' }]);
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1', '2', '3']);
    call(sim, 'POST', '/_bulk?refresh=true', [{ index: { _index: 'i', _id: '5' } }, { t: 'e' }]);
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1', '2', '3', '4', '5']);
  });
  it('immediate (the default): every write is visible at once', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/i/_doc/1', { t: 'a' });
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1']);
    expect(call(sim, 'GET', '/i/_count').body.count).toBe(1);
  });
});

describe('refresh_interval: -1', () => {
  it('in any mode, an index that never refreshes by itself shows writes only after a refresh, and again once its interval is set', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/i', { settings: { refresh_interval: '-1' } });
    call(sim, 'PUT', '/i/_doc/1', { t: 'a' });
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual([]);
    call(sim, 'POST', '/i/_refresh');
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1']);
    call(sim, 'PUT', '/i/_doc/2', { t: 'b' });
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1']);
    call(sim, 'PUT', '/i/_settings', { index: { refresh_interval: '1s' } });
    expect(ids(call(sim, 'GET', '/i/_search'))).toEqual(['1', '2']);
  });
  it('a bulk with refresh=true refreshes each shard once after its items: one segment, not one per document', () => {
    // TransportShardBulkAction refreshes the shard after the shard's whole request; OpenSearch's
    // search.aggregation/10_histogram.yml "date_histogram profiler shows filter rewrite info" counts 1 segment.
    const sim = testSimulator({ profile: 'opensearch@2.19.0' });
    call(sim, 'PUT', '/i', { settings: { refresh_interval: '-1', number_of_shards: 1 } });
    const lines = ['a', 'b', 'c', 'd'].map((t) => `{"index":{}}\n{"t":"${t}"}\n`).join('');
    expect(call(sim, 'POST', '/i/_bulk?refresh=true', lines).body.errors).toBe(false);
    expect(ids(call(sim, 'GET', '/i/_search')).length).toBe(4);
    expect(call(sim, 'GET', '/i/_stats').body.indices.i.primaries.segments.count).toBe(1);
    call(sim, 'POST', '/i/_bulk', '{"index":{}}\n{"t":"e"}\n');
    expect(ids(call(sim, 'GET', '/i/_search')).length).toBe(4);
  });
});
