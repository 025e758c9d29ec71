/** Tests of a query that fails on some indices' shards only: the others answer (partial results). */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';

function call(sim: Simulator, method: string, path: string, body?: unknown, query: Record<string, string> = {}) {
  const r = sim.handle({ method, path, query, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: r.status, body: JSON.parse(r.body) };
}

/** Two indices: `a` (two shards) reads `2021-04-01` as a date, `b` cannot (its format has a time). */
function setup(): Simulator {
  const sim = new Simulator({ now: () => 0 });
  call(sim, 'PUT', '/a', { settings: { number_of_shards: 2 }, mappings: { properties: { date: { type: 'date' } } } });
  call(sim, 'PUT', '/b', { mappings: { properties: { date: { type: 'date', format: 'yyyy-MM-dd HH:mm:ss' } } } });
  call(sim, 'PUT', '/a/_doc/1', { date: '2021-04-01' }, { refresh: 'true' });
  call(sim, 'PUT', '/b/_doc/1', { date: '2021-04-01 10:00:00' }, { refresh: 'true' });
  return sim;
}

describe('a query some indices cannot parse', () => {
  // 360_date_histogram.yml "Multi-value date histogram": a match on a date the other index's format
  // refuses still counts the hit of the index that reads it (SearchService parses the query per shard).
  it('fails those indices shards alone and answers with the others', () => {
    const r = call(setup(), 'POST', '/a,b/_search', { query: { match: { date: '2021-04-01' } }, aggs: { d: { date_histogram: { field: 'date', calendar_interval: '1M' } } } });
    expect(r.status).toBe(200);
    expect(r.body.hits.total.value).toBe(1);
    expect(r.body._shards).toMatchObject({ total: 3, successful: 2, failed: 1 });
    expect(r.body._shards.failures[0]).toMatchObject({ shard: 0, index: 'b', reason: { type: 'parse_exception' } });
    expect(r.body.aggregations.d.buckets).toHaveLength(1);
  });

  it('fails the search when every index fails', () => {
    const r = call(setup(), 'POST', '/b/_search', { query: { match: { date: '2021-04-01' } } });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('search_phase_execution_exception');
  });

  it('fails the search when partial results are refused', () => {
    const r = call(setup(), 'POST', '/a,b/_search', { query: { match: { date: '2021-04-01' } } }, { allow_partial_search_results: 'false' });
    expect(r.status).toBeGreaterThanOrEqual(400);
  });
});
