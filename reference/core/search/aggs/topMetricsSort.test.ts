/** top_metrics sorts: bare names, `_score`, non-numeric fields refused, index.top_metrics_max_size (x-pack top_metrics.yml). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, searchBody } from './testkit.ts';
import { cluster, index } from '../testkit.ts';

// x-pack analytics top_metrics.yml: a bare sort name, `_score`, a non-numeric sort field, the size bound.
const st = () => fixture({ s: { type: 'long' }, k: { type: 'keyword' }, v: { type: 'double' } }, [{ s: 1, k: 'x', v: 3 }, { s: 2, k: 'y', v: 1 }, { s: 3, k: 'z', v: 2 }]);

describe('top_metrics sorts', () => {
  it('takes a bare field name as an ascending sort', () => {
    expect(aggs(st(), { tm: { top_metrics: { metrics: { field: 'v' }, sort: 's' } } }).tm.top[0]).toEqual({ sort: [1], metrics: { v: 3 } });
  });
  it('refuses a keyword sort field as the sort builder does', () => {
    const r = aggs(st(), { tm: { top_metrics: { metrics: { field: 'v' }, sort: 'k' } } });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r)).toContain('error building sort for field [k] of type [keyword] in index [test]: only supported on numeric fields');
  });
  it('bounds size by index.top_metrics_max_size (default 10)', () => {
    const r = aggs(st(), { tm: { top_metrics: { metrics: { field: 'v' }, sort: { s: 'desc' }, size: 11 } } });
    expect(JSON.stringify(r)).toContain('[top_metrics.size] must not be more than [10] but was [11]');
    const wide = fixture({ s: { type: 'long' } }, [{ s: 1 }]);
    wide.indices.get('test')!.settings['index.top_metrics_max_size'] = '20';
    expect(aggs(wide, { tm: { top_metrics: { metrics: { field: 's' }, sort: { s: 'desc' }, size: 11 } } }).tm.top).toHaveLength(1);
  });
  // docs top-metrics-aggregation.asciidoc, "Mixed sort types": a float `s` in one index, a long in the other.
  const mixed = () =>
    cluster(
      index('test1', { s: { type: 'long' }, m: { type: 'float' } }, [['1', { s: 1, m: 3.1415 }], ['2', { s: 2, m: 1 }]]),
      index('test2', { s: { type: 'float' }, m: { type: 'float' } }, [['3', { s: 3.1, m: 2.71828 }]]),
    );
  it('sorts a double sort value before a long one ascending (SortValue compares kinds first)', () => {
    const r = searchBody(mixed(), { size: 0, aggs: { tm: { top_metrics: { metrics: { field: 'm' }, sort: { s: 'asc' } } } } }, {}, 'es8', 'test*');
    expect(r.aggregations.tm.top).toEqual([{ sort: [3.0999999046325684], metrics: { m: 2.718280076980591 } }]);
    const desc = searchBody(mixed(), { size: 0, aggs: { tm: { top_metrics: { metrics: { field: 'm' }, sort: { s: 'desc' } } } } }, {}, 'es8', 'test*');
    expect(desc.aggregations.tm.top[0].sort).toEqual([2]);
  });
  it('reads every sort value as a double with numeric_type double', () => {
    const r = searchBody(mixed(), { size: 0, aggs: { tm: { top_metrics: { metrics: { field: 'm' }, sort: { s: { order: 'asc', numeric_type: 'double' } } } } } }, {}, 'es8', 'test*');
    expect(r.aggregations.tm.top).toEqual([{ sort: [1], metrics: { m: 3.1414999961853027 } }]);
  });
});

// x-pack top_metrics.yml "sort by numeric script", "sort by string script fails", "sort by geo_distance",
// "fetch geo_point" (SortBuilder.buildBucketedSort of ScriptSortBuilder and GeoDistanceSortBuilder); our own harbours.
describe('top_metrics computed sorts and geo_point metrics', () => {
  const ports = () =>
    fixture({ name: { type: 'keyword' }, berths: { type: 'long' }, at: { type: 'geo_point' } }, [
      { name: 'Brest', berths: 40, at: { lat: 48.39, lon: -4.49 } },
      { name: 'Genoa', berths: 120, at: 'POINT (8.93 44.41)' },
      { name: 'Oslo', berths: 75, at: [10.75, 59.91] },
    ]);
  it('sorts by a number script, printing the key as a double', () => {
    const r = aggs(ports(), { tm: { top_metrics: { metrics: { field: 'berths' }, sort: { _script: { type: 'number', script: { source: "doc['name'].value.length()" }, order: 'desc' } } } } });
    expect(r.tm.top).toEqual([{ sort: [5.0], metrics: { berths: 40 } }]);
  });
  it('refuses a string script', () => {
    const r = aggs(ports(), { tm: { top_metrics: { metrics: { field: 'berths' }, sort: { _script: { type: 'string', script: { source: "doc['name'].value" } } } } } });
    expect(r.status).toBe(400);
    expect(r.error.root_cause[0].reason).toBe('error building sort for [_script]: script sorting only supported on [numeric] scripts but was [string]');
  });
  it('sorts by the distance to the encoded points, nearest first for asc', () => {
    const r = aggs(ports(), { tm: { top_metrics: { size: 3, metrics: { field: 'name' }, sort: { _geo_distance: { at: '47.0, 6.0', unit: 'km' } } } } });
    expect(r.tm.top.map((t: { metrics: { name: string } }) => t.metrics.name)).toEqual(['Genoa', 'Brest', 'Oslo']);
    const far = aggs(ports(), { tm: { top_metrics: { metrics: { field: 'name' }, sort: { _geo_distance: { at: '47.0, 6.0', order: 'desc' } } } } });
    expect(far.tm.top[0].metrics.name).toBe('Oslo');
  });
  it('prints a geo_point metric as its encoded `lat, lon`', () => {
    const r = aggs(ports(), { tm: { top_metrics: { metrics: { field: 'at' }, sort: { berths: 'asc' }, size: 3 } } });
    expect(r.tm.top.map((t: { metrics: { at: string } }) => t.metrics.at)).toEqual(['48.38999996893108, -4.49000003747642', '59.90999997127801, 10.74999994598329', '44.40999997314066, 8.929999927058816']);
  });
});
