/**
 * A metric over an object's path: ValuesSourceConfig.resolve finds no field type for an object (objects are
 * not MappedFieldTypes), so the aggregation reads it as unmapped: value_count 0, avg null, whatever the
 * source holds under it (docs valuecount-aggregation.asciidoc indexes histogram-shaped objects without a
 * `histogram` mapping; only a histogram field sums its counts).
 */
import { describe, expect, it } from 'vitest';
import { call, testSimulator } from '../../../testkit.ts';

describe('metrics over an object path', () => {
  it('count nothing: the object has no doc values', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/probes/_doc/1?refresh=true', { reading: { values: [0.5, 1.5], counts: [2, 4] } });
    call(sim, 'PUT', '/probes/_doc/2?refresh=true', { reading: { values: [0.5], counts: [9] } });
    const aggs = call(sim, 'POST', '/probes/_search', { size: 0, aggs: { n: { value_count: { field: 'reading' } }, a: { avg: { field: 'reading' } }, v: { value_count: { field: 'reading.counts' } } } }).body.aggregations;
    expect(aggs.n).toEqual({ value: 0 });
    expect(aggs.a).toEqual({ value: null });
    expect(aggs.v).toEqual({ value: 3 });
  });
  it('a histogram field sums its counts', () => {
    const sim = testSimulator({ profile: 'elasticsearch@8.19.0' });
    call(sim, 'PUT', '/probes', { mappings: { properties: { reading: { type: 'histogram' } } } });
    call(sim, 'PUT', '/probes/_doc/1?refresh=true', { reading: { values: [0.5, 1.5], counts: [2, 4] } });
    call(sim, 'PUT', '/probes/_doc/2?refresh=true', { reading: { values: [0.5], counts: [9] } });
    expect(call(sim, 'POST', '/probes/_search', { size: 0, aggs: { n: { value_count: { field: 'reading' } } } }).body.aggregations.n).toEqual({ value: 15 });
  });
});
