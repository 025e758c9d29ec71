/**
 * A `range` query on range fields (RangeFieldType.rangeQuery, RangeType.createRangeQuery): the query's range
 * against each document's by `relation`. ES's modules/aggregations date_histogram.yml "date_histogram on
 * range" queries a date_range field with `relation: within` before histogramming it; the relations' meanings
 * are the range field docs' (intersects default, within, contains).
 */
import { describe, expect, it } from 'vitest';
import { Simulator } from '../../simulator.ts';
import { call, type Reply } from '../../testkit.ts';

function stays() {
  const s = new Simulator({ now: () => Date.UTC(2026, 0, 1), seed: 5, profile: 'elasticsearch@8.19.0' });
  const c = (m: string, p: string, b?: unknown): Reply => call(s, m, p, b);
  c('PUT', '/r', { mappings: { properties: { stay: { type: 'date_range' }, seats: { type: 'integer_range' }, temp: { type: 'double_range' } } } });
  c('PUT', '/r/_doc/a', { stay: { gte: '2024-03-01', lt: '2024-03-05' }, seats: { gte: 10, lt: 20 }, temp: { gt: 1.5, lte: 2.5 } });
  c('PUT', '/r/_doc/b', { stay: { gte: '2024-03-04', lte: '2024-03-10' }, seats: { gte: 19, lte: 30 }, temp: { gte: 2.5, lte: 3 } });
  c('PUT', '/r/_doc/c', { stay: { gte: '2024-04-01' }, seats: { lt: 5 } });
  return c;
}

const ids = (r: Reply): string[] => (r.body.hits.hits as { _id: string }[]).map((h) => h._id).sort();

describe('range queries on range fields', () => {
  it('date_range: intersects by default, within and contains on request', () => {
    const c = stays();
    const q = (range: object) => ids(c('POST', '/r/_search', { query: { range: { stay: range } } }));
    expect(q({ gte: '2024-03-03', lte: '2024-03-04' })).toEqual(['a', 'b']);
    expect(q({ gte: '2024-03-01', lte: '2024-03-31', relation: 'within' })).toEqual(['a', 'b']);
    expect(q({ gte: '2024-03-02', lte: '2024-03-03', relation: 'contains' })).toEqual(['a']);
    // An open-ended document range holds every later day; `lt` excludes the document starting on that day.
    expect(q({ gte: '2025-01-01', relation: 'INTERSECTS' })).toEqual(['c']);
    expect(q({ gte: '2024-03-05', lt: '2024-04-01' })).toEqual(['b']);
  });

  it('integer and double ranges move exclusive ends to the next value', () => {
    const c = stays();
    const q = (field: string, range: object) => ids(c('POST', '/r/_search', { query: { range: { [field]: range } } }));
    expect(q('seats', { gt: 19 })).toEqual(['b']);
    expect(q('seats', { gte: 19, lte: 19 })).toEqual(['a', 'b']);
    expect(q('seats', { lte: 4, relation: 'within' })).toEqual(['c']);
    expect(q('temp', { lte: 1.5 })).toEqual([]);
    expect(q('temp', { gte: 2.5, lte: 2.5 })).toEqual(['a', 'b']);
  });
});
