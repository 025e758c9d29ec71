/**
 * OpenSearch's `search` stats section (SearchStats.Stats.toXContent of 2.4 and later): the point-in-time figures
 * (ShardSearchStats.onNewPitContext / onFreePitContext: `point_in_time_current` while held, `_total` and
 * `_time_in_millis` once freed) and the figures later releases added, in its key order, per version.
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../testkit.ts';
import type { ProfileName } from '../../profiles.ts';

function searchStats(profile: ProfileName, steps: (sim: ReturnType<typeof testSimulator>) => void) {
  const sim = testSimulator({ profile });
  call(sim, 'PUT', '/a', { settings: { number_of_shards: 2 } });
  call(sim, 'PUT', '/a/_doc/1?refresh=true', { x: 1 });
  steps(sim);
  const r = call(sim, 'GET', '/a/_stats/search');
  return { search: r.body._all.total.search, text: r.text };
}

describe('OpenSearch search stats', () => {
  it('counts point-in-time contexts per shard while open and once freed (2.4+)', () => {
    const open = searchStats('opensearch@2.19.0', (sim) => call(sim, 'POST', '/a/_search/point_in_time?keep_alive=1m'));
    expect(open.search).toMatchObject({ open_contexts: 2, point_in_time_current: 2, point_in_time_total: 0 });
    const freed = searchStats('opensearch@2.19.0', (sim) => {
      call(sim, 'POST', '/a/_search/point_in_time?keep_alive=1m');
      call(sim, 'DELETE', '/_search/point_in_time/_all');
    });
    expect(freed.search).toMatchObject({ open_contexts: 0, point_in_time_current: 0, point_in_time_total: 2 });
    expect(freed.search.point_in_time_time_in_millis).toBeGreaterThanOrEqual(0);
  });

  it('prints each release its figures, in toXContent order', () => {
    const keys = (p: ProfileName) => Object.keys(searchStats(p, () => {}).search);
    const es = ['open_contexts', 'query_total', 'query_time_in_millis', 'query_current', 'fetch_total', 'fetch_time_in_millis', 'fetch_current', 'scroll_total', 'scroll_time_in_millis', 'scroll_current', 'suggest_total', 'suggest_time_in_millis', 'suggest_current'];
    expect(keys('elasticsearch@8.19.0')).toEqual(es);
    expect(keys('opensearch@2.3.0')).toEqual(es);
    const pit = ['point_in_time_total', 'point_in_time_time_in_millis', 'point_in_time_current'];
    expect(keys('opensearch@2.9.0')).toEqual([...es.slice(0, 10), ...pit, ...es.slice(10)]);
    const concurrent = ['concurrent_query_total', 'concurrent_query_time_in_millis', 'concurrent_query_current', 'concurrent_avg_slice_count'];
    expect(keys('opensearch@2.19.0')).toEqual([...es.slice(0, 4), ...concurrent, ...es.slice(4, 10), ...pit, ...es.slice(10), 'search_idle_reactivate_count_total']);
    const startree = ['startree_query_total', 'startree_query_time_in_millis', 'startree_query_current'];
    expect(keys('opensearch@3.2.0')).toEqual([...es.slice(0, 4), ...concurrent, ...startree, ...es.slice(4, 10), ...pit, ...es.slice(10), 'search_idle_reactivate_count_total']);
    // getConcurrentAvgSliceCount is a double.
    expect(searchStats('opensearch@2.19.0', () => {}).text).toContain('"concurrent_avg_slice_count":0.0,');
  });
});
