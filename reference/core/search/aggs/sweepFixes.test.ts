/** Fixes found by sweeping ES's search.aggregation YAML files: the iso8601 format, empty filters, top_hits without _source. */
import { describe, expect, it } from 'vitest';
import { aggs, fixture, searchBody } from './testkit.ts';

describe('ES search.aggregation YAML sweep', () => {
  it('a composite date_histogram source with format iso8601 prints and reads keys as strict_date_optional_time', () => {
    // 235_composite_sorted.yml: keys "2021-01-01T00:00:00.000Z", and `after` in the same format.
    const st = fixture({ date: { type: 'date' } }, ['2021-01-01', '2021-01-02', '2021-01-03'].map((d) => ({ date: `${d}T00:00:00.000Z` })));
    const src = [{ date: { date_histogram: { field: 'date', calendar_interval: 'day', format: 'iso8601' } } }];
    const first = aggs(st, { c: { composite: { size: 2, sources: src } } });
    expect(first.c.buckets.map((b: { key: { date: string } }) => b.key.date)).toEqual(['2021-01-01T00:00:00.000Z', '2021-01-02T00:00:00.000Z']);
    const next = aggs(st, { c: { composite: { size: 2, sources: src, after: { date: '2021-01-02T00:00:00.000Z' } } } });
    expect(next.c.buckets.map((b: { key: { date: string } }) => b.key.date)).toEqual(['2021-01-03T00:00:00.000Z']);
  });

  it('filters refuses an empty list as it refuses a missing one', () => {
    // 220_filters_bucket.yml "Bad params": catch /\[filters\] cannot be empty/ for `filters: {}` and `filters: {filters: []}`.
    const st = fixture({ s: { type: 'keyword' } }, [{ s: 'a' }]);
    for (const body of [{}, { filters: [] }, { filters: {} }]) {
      const r = aggs(st, { f: { filters: body } });
      expect(r.status).toBe(400);
      expect(r.error.reason).toBe('[filters] cannot be empty.');
    }
  });

  it('top_hits prints no _source for an index with _source disabled, nested hits included', () => {
    // 200_top_hits_metric.yml "top_hits aggregation with nested documents and disabled _source": is_false ..._source.
    const run = (disabled: boolean) => {
      const st = fixture({ users: { type: 'nested' } }, [{ users: [{ first: 'John', last: 'Smith' }] }]);
      const idx = st.indices.get('test')!;
      if (disabled) idx.mappings.set('_doc', { ...idx.mappings.get('_doc')!, _source: { enabled: false } });
      const body = searchBody(st, { size: 0, aggs: { n: { nested: { path: 'users' }, aggs: { u: { top_hits: {} } } } } });
      return body.aggregations.n.u.hits.hits[0];
    };
    expect(run(false)._source).toBeDefined();
    const hit = run(true);
    expect(hit._nested).toEqual({ field: 'users', offset: 0 });
    expect(hit._source).toBeUndefined();
  });

  it('date_range reads numeric bounds and values in the field format, and prints an unmapped field as dates', () => {
    // 41_date_range.yml "Date range": epoch_second field, from 1000 to 3000 -> key "1000-3000", from 1000000.
    const st = fixture({ date: { type: 'date', format: 'epoch_second' } }, [{ date: 1000 }, { date: 2000 }, { date: 3000 }]);
    const r = aggs(st, { d: { date_range: { field: 'date', ranges: [{ from: 1000, to: 3000 }] } } });
    expect(r.d.buckets[0]).toMatchObject({ key: '1000-3000', from: 1000000, to: 3000000, doc_count: 2 });
    // "Date range unmapped with children": key "2020-01-01T00:00:00.000Z-*".
    const u = aggs(st, { d: { date_range: { field: 'nope', ranges: [{ from: '2020-01-01T00:00:00Z' }] } } });
    expect(u.d.buckets[0].key).toBe('2020-01-01T00:00:00.000Z-*');
  });
});
