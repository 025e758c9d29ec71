/**
 * Tests of shards that fail to start on a strict synonyms filter (the official synonyms/110_synonyms_invalid.yml
 * "... with lenient set to false" cases: shards_acknowledged false, no index stats; a red index answers searches
 * "all shards failed" with no shard failure, 503, as AbstractSearchAsyncAction leaves NoShardAvailableActionException out).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';

/** An index whose strict filter reads set `s1` through a stop filter that removes `baz`. */
function strictIndex(rules: string) {
  const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
  call(sim, 'PUT', '/_synonyms/s1', { synonyms_set: [{ id: 'r', synonyms: rules }] });
  const created = call(sim, 'PUT', '/words', {
    settings: {
      index: { number_of_shards: 1, number_of_replicas: 0 },
      analysis: {
        filter: { syn: { type: 'synonym', synonyms_set: 's1', updateable: true, lenient: false }, stop_baz: { type: 'stop', stopwords: ['baz'] } },
        analyzer: { a: { type: 'custom', tokenizer: 'whitespace', filter: ['lowercase', 'stop_baz', 'syn'] } },
      },
    },
    mappings: { properties: { f: { type: 'text', search_analyzer: 'a' } } },
  });
  return { sim, created };
}

describe('shards that fail to start', () => {
  it('the index exists, unacknowledged shards, red health, no stats, searches refused', () => {
    const { sim, created } = strictIndex('foo => bar, baz');
    expect(created.body).toEqual({ acknowledged: true, shards_acknowledged: false, index: 'words' });
    expect(call(sim, 'GET', '/words/_stats').body.indices).toEqual({});
    const health = call(sim, 'GET', '/_cluster/health/words').body;
    expect([health.status, health.active_primary_shards, health.unassigned_shards]).toEqual(['red', 0, 1]);
    expect(call(sim, 'GET', '/_cat/indices/words?h=health').body).toBe('red\n');
    const search = call(sim, 'POST', '/words/_search', {});
    expect(search.status).toBe(503);
    expect(search.body.error).toEqual({ root_cause: [], type: 'search_phase_execution_exception', reason: 'all shards failed', phase: 'query', grouped: true, failed_shards: [] });
  });
  it('the routing table, _cat/shards and _search_shards show the primary unassigned, not started', () => {
    const { sim } = strictIndex('foo => bar, baz');
    const copy = call(sim, 'GET', '/_cluster/state/routing_table/words').body.routing_table.indices.words.shards['0'][0];
    expect([copy.state, copy.primary, copy.node, copy.recovery_source]).toEqual(['UNASSIGNED', true, null, { type: 'EMPTY_STORE' }]);
    expect(copy.unassigned_info).toMatchObject({ reason: 'ALLOCATION_FAILED', failed_attempts: 5, allocation_status: 'deciders_no' });
    expect(copy.unassigned_info.details).toMatch(/^failed shard on node \[[^\]]+\]: failed to create index, failure IllegalArgumentException\[/);
    expect(call(sim, 'GET', '/_cat/shards/words?h=prirep,state,unassigned.reason').body).toBe('p UNASSIGNED ALLOCATION_FAILED\n');
    expect(call(sim, 'GET', '/words/_search_shards').body.shards).toEqual([[]]);
    expect(call(sim, 'GET', '/_cluster/health/words?level=shards').body.indices.words.shards['0']).toMatchObject({ status: 'red', primary_active: false, active_shards: 0, unassigned_shards: 1, unassigned_primary_shards: 1 });
    // Once it starts, the copy is STARTED on the node again.
    call(sim, 'PUT', '/_synonyms/s1', { synonyms_set: [{ id: 'r', synonyms: 'foo => bar' }] });
    call(sim, 'POST', '/words/_close');
    call(sim, 'POST', '/words/_open');
    expect(call(sim, 'GET', '/_cat/shards/words?h=prirep,state').body).toBe('p STARTED\n');
  });
  it('a reopen after the set is fixed starts them', () => {
    const { sim } = strictIndex('foo => bar, baz');
    call(sim, 'PUT', '/_synonyms/s1', { synonyms_set: [{ id: 'r', synonyms: 'foo => bar' }] });
    expect(call(sim, 'GET', '/_cluster/health/words').body.status).toBe('red');
    call(sim, 'POST', '/words/_close');
    expect(call(sim, 'POST', '/words/_open').body).toEqual({ acknowledged: true, shards_acknowledged: true });
    expect(call(sim, 'GET', '/_cluster/health/words').body.status).toBe('green');
    expect(call(sim, 'POST', '/words/_search', {}).status).toBe(200);
  });
  it('rules that build start the shards at once', () => {
    const { sim, created } = strictIndex('foo => bar');
    expect(created.body.shards_acknowledged).toBe(true);
    expect(Object.keys(call(sim, 'GET', '/words/_stats').body.indices)).toEqual(['words']);
  });
});
