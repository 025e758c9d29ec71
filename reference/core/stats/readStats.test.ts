/**
 * `_stats` counters that reads leave (readStats.ts): after the official search.aggregation/20_terms.yml "Global
 * ordinals are loaded with the global_ordinals execution hint" (three refreshed writes, a terms on the keyword:
 * fielddata memory above zero) and "... not loaded with the map execution hint" (zero), and search/150_rewrite_on_coordinator.yml
 * "Ensure that we fetch the document only once" (a terms lookup counts one GET on the lookup index).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { ordinalMapBytes } from './readStats.ts';
import type { ProfileName } from '../../profiles.ts';

type Sim = Simulator;
const call = (sim: Sim, method: string, path: string, body?: unknown, query: Record<string, string> = {}) => {
  const r = sim.handle({ method, path, query, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: r.status, body: JSON.parse(r.body || 'null') as Record<string, unknown> };
};
const at = (o: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], o);

function threeSegments(profile: ProfileName = 'elasticsearch@8.19.0'): Sim {
  const sim = new Simulator({ now: () => 0, profile });
  call(sim, 'PUT', '/test_1', { settings: { number_of_shards: 1 }, mappings: { properties: { str: { type: 'keyword' } } } });
  for (const [id, str] of [['1', 'abc'], ['2', 'abc'], ['3', 'bcd']]) call(sim, 'PUT', `/test_1/_doc/${id}`, { str }, { refresh: 'true', routing: '1' });
  return sim;
}
const memory = (sim: Sim) => at(call(sim, 'GET', '/test_1/_stats/fielddata', undefined, { fielddata_fields: 'str' }).body, 'indices.test_1.total.fielddata');

describe('fielddata memory of global ordinals', () => {
  it('a terms on a keyword over several segments builds global ordinals: memory above zero, per field', () => {
    const sim = threeSegments();
    // ES 8.8+ ends the section with global_ordinals (FieldDataStats.toXContent), its fields once some were built.
    expect(memory(sim)).toEqual({ memory_size_in_bytes: 0, evictions: 0, global_ordinals: { build_time_in_millis: 0 } });
    const r = call(sim, 'POST', '/test_1/_search', { size: 0, aggs: { t: { terms: { field: 'str', execution_hint: 'global_ordinals' } } } });
    expect(at(r.body, 'aggregations.t.buckets.length')).toBe(2);
    const m = memory(sim) as { memory_size_in_bytes: number; fields: Record<string, unknown>; global_ordinals: unknown };
    expect(m.memory_size_in_bytes).toBeGreaterThan(0);
    expect(m.fields).toEqual({ str: { memory_size_in_bytes: m.memory_size_in_bytes } });
    expect(m.global_ordinals).toEqual({ build_time_in_millis: 0, fields: { str: { build_time_in_millis: 0, shard_max_value_count: 2 } } });
  });
  it('execution_hint map reads the bytes: no global ordinals', () => {
    const sim = threeSegments();
    call(sim, 'POST', '/test_1/_search', { size: 0, aggs: { t: { terms: { field: 'str', execution_hint: 'map' } } } });
    expect(memory(sim)).toEqual({ memory_size_in_bytes: 0, evictions: 0, global_ordinals: { build_time_in_millis: 0 } });
  });
  it('one segment needs none (its ordinals are already global), and a new reader drops them', () => {
    const sim = threeSegments();
    call(sim, 'POST', '/test_1/_forcemerge', undefined, { max_num_segments: '1' });
    call(sim, 'POST', '/test_1/_search', { size: 0, aggs: { t: { terms: { field: 'str' } } } });
    expect((memory(sim) as { memory_size_in_bytes: number }).memory_size_in_bytes).toBe(0);
    const again = threeSegments();
    call(again, 'POST', '/test_1/_search', { size: 0, aggs: { t: { terms: { field: 'str' } } } });
    call(again, 'PUT', '/test_1/_doc/4', { str: 'cde' }, { refresh: 'true' });
    expect((memory(again) as { memory_size_in_bytes: number }).memory_size_in_bytes).toBe(0);
  });
  it('_cache/clear with fielddata drops the memory, keeping the value counts', () => {
    const sim = threeSegments();
    call(sim, 'POST', '/test_1/_search', { size: 0, aggs: { t: { terms: { field: 'str' } } } });
    call(sim, 'POST', '/test_1/_cache/clear', undefined, { fielddata: 'true' });
    expect(memory(sim)).toMatchObject({ memory_size_in_bytes: 0, global_ordinals: { fields: { str: { shard_max_value_count: 2 } } } });
  });
  it('before 8.8 the section has no global_ordinals', () => {
    expect(memory(threeSegments('elasticsearch@8.7.0'))).toEqual({ memory_size_in_bytes: 0, evictions: 0 });
  });
  it('the size estimate grows with terms and segments', () => {
    expect(ordinalMapBytes(2, 3)).toBeGreaterThan(0);
    expect(ordinalMapBytes(3, 3)).toBeGreaterThan(ordinalMapBytes(2, 3));
  });
});

describe('get counts', () => {
  it('a terms lookup counts one GET on the lookup index; get, exists and a miss count too', () => {
    const sim = new Simulator({ now: () => 0, profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/search_index', { settings: { number_of_shards: 5 }, mappings: { properties: { user: { type: 'keyword' } } } });
    for (const id of ['1', '2', '3']) call(sim, 'PUT', `/search_index/_doc/${id}`, { user: id });
    call(sim, 'PUT', '/lookup_index', { settings: { number_of_shards: 1 } });
    call(sim, 'PUT', '/lookup_index/_doc/1', { followers: ['1', '3'] }, { refresh: 'true' });
    const r = call(sim, 'POST', '/search_index/_search', { size: 0, query: { terms: { user: { index: 'lookup_index', id: '1', path: 'followers' } } } });
    expect(at(r.body, 'hits.total.value')).toBe(2);
    const get = () => at(call(sim, 'GET', '/lookup_index/_stats/get').body, 'indices.lookup_index.total.get') as Record<string, number>;
    expect(get()).toMatchObject({ total: 1, exists_total: 1, missing_total: 0 });
    call(sim, 'GET', '/lookup_index/_doc/1');
    call(sim, 'HEAD', '/lookup_index/_doc/2');
    expect(get()).toMatchObject({ total: 3, exists_total: 2, missing_total: 1 });
    expect(at(call(sim, 'GET', '/search_index/_stats/get').body, 'indices.search_index.total.get.total')).toBe(0);
  });
});
