/** top_metrics sorts: bare names, `_score`, non-numeric fields refused, index.top_metrics_max_size (x-pack top_metrics.yml). */
import { describe, expect, it } from 'vitest';
import { aggs, fixture } from './testkit.ts';

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
});
